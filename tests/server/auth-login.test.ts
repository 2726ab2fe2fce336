import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function postLogin(body: unknown) {
  const response = await fetch(`${server.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

test('a demo admin signs in and reads their profile with the access token', async () => {
  const tokens = await server.login('admin@zfood.my', 'Admin123!');
  expect(tokens.access_token.split('.')).toHaveLength(3);
  expect(tokens.refresh_token.length).toBeGreaterThanOrEqual(40);

  const response = await fetch(`${server.baseUrl}/api/v1/admin/users/profile`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: Record<string, unknown> };
  expect(data).toMatchObject({ email: 'admin@zfood.my', userType: 'ADMIN' });
  expect(data).toHaveProperty('imageUrl');
  // Being an admin is the user type; the demo admin holds no role besides.
  expect(data.userRoles).toEqual([]);
});

test('the finance user carries the FINANCE role in the profile', async () => {
  const tokens = await server.login('finance@zfood.my', 'Finance123!');
  const response = await fetch(`${server.baseUrl}/api/v1/admin/users/profile`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  const { data } = (await response.json()) as {
    data: { userRoles: { role: { name: string } }[] };
  };
  expect(data.userRoles.map((r) => r.role.name)).toContain('FINANCE');
});

test('a wrong password and an unknown address get the same 422', async () => {
  const wrong = await postLogin({ email: 'staff@zfood.my', password: 'nope' });
  const unknown = await postLogin({
    email: 'nobody@zfood.my',
    password: 'nope',
  });
  expect(wrong.response.status).toBe(422);
  expect(unknown.response.status).toBe(422);
  expect(wrong.body).toEqual(unknown.body);
  expect(wrong.body.message).toMatch(/do not match/);
  expect(JSON.stringify(wrong.body)).not.toMatch(/exist|not found|unknown/i);
});

test('a malformed body is a 422 naming the fields at fault', async () => {
  const { response, body } = await postLogin({ email: 'not-an-address' });
  expect(response.status).toBe(422);
  expect(body.errors).toMatchObject({
    email: [expect.any(String) as string],
    password: [expect.any(String) as string],
  });
});

test('a sign-in and a sign-out each leave an audit row with the session, the address and the browser', async () => {
  const finance = await server.login('finance@zfood.my', 'Finance123!');
  const logout = await fetch(`${server.baseUrl}/api/v1/auth/logout`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${finance.access_token}`,
      'user-agent': 'audit-test-browser',
    },
  });
  expect(logout.status).toBe(204);

  const admin = await server.login('admin@zfood.my', 'Admin123!');
  const response = await fetch(
    `${server.baseUrl}/api/v1/admin/audit-logs?search[resource]=user-sessions&sort=-id&perPage=5`,
    { headers: { authorization: `Bearer ${admin.access_token}` } },
  );
  const { data } = (await response.json()) as {
    data: Record<string, unknown>[];
  };
  // Newest first: the admin's sign-in, then finance's sign-out and sign-in.
  expect(data.map((row) => row.action).slice(0, 3)).toEqual([
    'LOGIN',
    'LOGOUT',
    'LOGIN',
  ]);
  const [, signOut, signIn] = data;
  expect(signOut?.recordId).toBe(signIn?.recordId);
  expect(signOut?.actorId).toBe(signIn?.actorId);
  expect(signOut?.userAgent).toBe('audit-test-browser');
  expect(signOut?.summary).toMatch(/^signed out/);
});

test.skipIf(!process.env.TEST_DATABASE_URL)(
  "a sign-in does not wait for another transaction holding the account's row, and records its time when none does (needs PostgreSQL: set TEST_DATABASE_URL)",
  async () => {
    const lastLogin = async () => {
      const { rows } = await server.db.query<{ last_login_at: Date }>(
        "SELECT last_login_at FROM users WHERE email = 'staff@zfood.my'",
      );
      return new Date(rows[0]?.last_login_at ?? 0).getTime();
    };
    let release = () => {};
    let locked = () => {};
    const rowLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = server.db.transaction(async (tx) => {
      await tx.query(
        "SELECT id FROM users WHERE email = 'staff@zfood.my' FOR NO KEY UPDATE",
      );
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await rowLocked;
    const before = await lastLogin();
    const signIn = postLogin({
      email: 'staff@zfood.my',
      password: 'Staff123!',
    }).then(({ response }) => response.status);
    // Answered while the row is still held: before, it waited for the holder.
    const whileHeld = await Promise.race([
      signIn,
      new Promise((resolve) =>
        setTimeout(() => resolve('still waiting'), 5_000),
      ),
    ]);
    release();
    await holder;
    expect(whileHeld).toBe(200);
    expect(await signIn).toBe(200);
    expect(await lastLogin()).toBe(before);

    await server.login('staff@zfood.my', 'Staff123!');
    expect(await lastLogin()).toBeGreaterThan(before);
  },
);
