import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

function post(path: string, body: unknown) {
  return fetch(`${server.baseUrl}/api/v1/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * The server mails (in development, logs) a random code; the test plants a
 * code it knows in the newest reset row, hashed the way the server does.
 */
async function plantOtp(email: string, otp: string) {
  const { rows } = await server.db.query<{ id: number }>(
    `SELECT r.id FROM auth_password_resets r JOIN users u ON u.id = r.user_id
      WHERE lower(u.email) = lower($1) ORDER BY r.id DESC LIMIT 1`,
    [email],
  );
  const id = rows[0]?.id;
  const hash = createHmac('sha256', server.config.jwtSecret)
    .update(`${id}:${otp}`)
    .digest('hex');
  await server.db.query(
    'UPDATE auth_password_resets SET otp_hash = $2 WHERE id = $1',
    [id, hash],
  );
}

test('forgot-password answers 202 whether or not the address has an account', async () => {
  const known = await post('/forgot-password', { email: 'staff@zfood.my' });
  const unknown = await post('/forgot-password', { email: 'nobody@zfood.my' });
  expect(known.status).toBe(202);
  expect(unknown.status).toBe(202);
  expect(await known.json()).toEqual(await unknown.json());
});

test('a wrong code is a 422; the right one gives a reset token that sets a new password', async () => {
  await post('/forgot-password', { email: 'client@zfood.my' });
  await plantOtp('client@zfood.my', '123456');
  const oldSession = await server.login('client@zfood.my', 'Client123!');

  const wrong = await post('/verify-otp', {
    email: 'client@zfood.my',
    otp: '654321',
  });
  expect(wrong.status).toBe(422);
  expect(await wrong.json()).toMatchObject({
    errors: { otp: [expect.any(String) as string] },
  });

  const right = await post('/verify-otp', {
    email: 'client@zfood.my',
    otp: '123456',
  });
  const { data } = (await right.json()) as { data: { reset_token: string } };
  expect(right.status).toBe(200);

  const weak = await post('/reset-password', {
    reset_token: data.reset_token,
    password: 'short',
  });
  expect(weak.status).toBe(422);
  const reset = await post('/reset-password', {
    reset_token: data.reset_token,
    password: 'NewPassword123',
  });
  expect(reset.status).toBe(204);

  await expect(server.login('client@zfood.my', 'Client123!')).rejects.toThrow(
    /422/,
  );
  expect(
    (await server.login('client@zfood.my', 'NewPassword123')).access_token,
  ).toBeTruthy();
  const refresh = await fetch(`${server.baseUrl}/api/v1/auth/refresh`, {
    method: 'POST',
    headers: { authorization: `Bearer ${oldSession.refresh_token}` },
  });
  expect(refresh.status).toBe(401);

  const reused = await post('/reset-password', {
    reset_token: data.reset_token,
    password: 'Another123456',
  });
  expect(reused.status).toBe(422);
});

test('verify-otp for an unknown address is the same 422 as a wrong code', async () => {
  const unknown = await post('/verify-otp', {
    email: 'nobody@zfood.my',
    otp: '123456',
  });
  const malformed = await post('/verify-otp', {
    email: 'staff@zfood.my',
    otp: '12',
  });
  expect(unknown.status).toBe(422);
  expect(malformed.status).toBe(422);
});
