import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

function post(path: string, token: string) {
  return fetch(`${server.baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
}

async function refresh(refreshToken: string) {
  const response = await post('/auth/refresh', refreshToken);
  const body = (await response.json()) as {
    data?: { access_token: string; refresh_token: string };
    statusCode?: number;
  };
  return { status: response.status, body };
}

function profileStatus(accessToken: string) {
  return fetch(`${server.baseUrl}/api/v1/admin/users/profile`, {
    headers: { authorization: `Bearer ${accessToken}` },
  }).then((r) => r.status);
}

test('a refresh returns a new pair and the old refresh token stops working', async () => {
  const first = await server.login('staff@zfood.my', 'Staff123!');
  const second = await refresh(first.refresh_token);

  expect(second.status).toBe(200);
  expect(second.body.data?.refresh_token).not.toBe(first.refresh_token);
  expect(await profileStatus(second.body.data?.access_token ?? '')).toBe(200);

  const third = await refresh(second.body.data?.refresh_token ?? '');
  expect(third.status).toBe(200);
});

test('replaying a rotated refresh token is a 401 that ends the whole session', async () => {
  const login = await server.login('staff@zfood.my', 'Staff123!');
  const rotated = await refresh(login.refresh_token);
  const newest = rotated.body.data;
  if (!newest) throw new Error('the first refresh failed');

  const replay = await refresh(login.refresh_token);
  expect(replay.status).toBe(401);
  expect(replay.body).toMatchObject({ statusCode: 401 });

  // The legitimate holder's newer tokens are dead too.
  expect((await refresh(newest.refresh_token)).status).toBe(401);
  expect(await profileStatus(newest.access_token)).toBe(401);
});

test('after logout the session refresh token is a 401, and so is its access token', async () => {
  const login = await server.login('staff@zfood.my', 'Staff123!');
  const logout = await post('/auth/logout', login.access_token);

  expect(logout.status).toBe(204);
  expect((await refresh(login.refresh_token)).status).toBe(401);
  expect(await profileStatus(login.access_token)).toBe(401);
});

test('logout ends only its own session', async () => {
  const kept = await server.login('staff@zfood.my', 'Staff123!');
  const ended = await server.login('staff@zfood.my', 'Staff123!');
  await post('/auth/logout', ended.access_token);

  expect(await profileStatus(kept.access_token)).toBe(200);
  expect((await refresh(kept.refresh_token)).status).toBe(200);
});

test('garbage, an access token or nothing as the refresh token is a 401', async () => {
  const login = await server.login('staff@zfood.my', 'Staff123!');
  const noToken = await fetch(`${server.baseUrl}/api/v1/auth/refresh`, {
    method: 'POST',
  });

  expect(noToken.status).toBe(401);
  expect((await refresh('garbage')).status).toBe(401);
  expect((await refresh(login.access_token)).status).toBe(401);
});

test('logout without a valid access token is a 401', async () => {
  expect((await post('/auth/logout', 'not-a-token')).status).toBe(401);
});

test('an empty body sent as application/json is accepted, as HTTP clients often do', async () => {
  const login = await server.login('staff@zfood.my', 'Staff123!');
  const response = await fetch(`${server.baseUrl}/api/v1/auth/refresh`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${login.refresh_token}`,
      'content-type': 'application/json',
    },
  });
  expect(response.status).toBe(200);
});
