import { afterAll, beforeAll, expect, test } from 'vitest';
import { hashSecretToken } from '../../server/auth/secret-token';
import { retryWindowMs } from '../../server/auth/session-store';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

function post(path: string, token: string, retryKey?: string) {
  return fetch(`${server.baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(retryKey ? { 'idempotency-key': retryKey } : {}),
    },
  });
}

async function refresh(refreshToken: string, retryKey?: string) {
  const response = await post('/auth/refresh', refreshToken, retryKey);
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

test('the same rotation sent again with its key, its answer lost, gets a new pair, and the lost one stops working', async () => {
  const login = await server.login('staff@zfood.my', 'Staff123!');
  const lost = (await refresh(login.refresh_token, 'key-1')).body.data;
  if (!lost) throw new Error('the first refresh failed');

  const again = await refresh(login.refresh_token, 'key-1');
  expect(again.status).toBe(200);
  const kept = again.body.data;
  if (!kept) throw new Error('the retry gave no tokens');
  expect(kept.refresh_token).not.toBe(lost.refresh_token);
  expect(await profileStatus(kept.access_token)).toBe(200);

  // A third attempt (the page reloaded twice) is still the same rotation.
  const third = await refresh(login.refresh_token, 'key-1');
  expect(third.status).toBe(200);
  const newest = third.body.data;
  if (!newest) throw new Error('the third attempt gave no tokens');

  // The sender goes on with the newest pair.
  expect((await refresh(newest.refresh_token)).status).toBe(200);
});

test('a token lost to a retry, presented later, is a replay that ends the session', async () => {
  const login = await server.login('staff@zfood.my', 'Staff123!');
  const lost = (await refresh(login.refresh_token, 'key-2')).body.data;
  const kept = (await refresh(login.refresh_token, 'key-2')).body.data;
  if (!lost || !kept) throw new Error('a refresh failed');

  expect((await refresh(lost.refresh_token)).status).toBe(401);
  expect((await refresh(kept.refresh_token)).status).toBe(401);
  expect(await profileStatus(kept.access_token)).toBe(401);
});

test('a spent token sent with another key, or once its answer was used, is a replay', async () => {
  const wrongKey = await server.login('staff@zfood.my', 'Staff123!');
  const first = (await refresh(wrongKey.refresh_token, 'key-3')).body.data;
  if (!first) throw new Error('the first refresh failed');
  expect((await refresh(wrongKey.refresh_token, 'key-4')).status).toBe(401);
  expect(await profileStatus(first.access_token)).toBe(401);

  const answerUsed = await server.login('staff@zfood.my', 'Staff123!');
  const received = (await refresh(answerUsed.refresh_token, 'key-5')).body.data;
  if (!received) throw new Error('the refresh failed');
  const next = (await refresh(received.refresh_token)).body.data;
  if (!next) throw new Error('the next refresh failed');
  expect((await refresh(answerUsed.refresh_token, 'key-5')).status).toBe(401);
  expect(await profileStatus(next.access_token)).toBe(401);
});

test('the same rotation sent again after the retry window is a replay', async () => {
  const login = await server.login('staff@zfood.my', 'Staff123!');
  const lost = (await refresh(login.refresh_token, 'key-6')).body.data;
  if (!lost) throw new Error('the first refresh failed');
  // The first rotation happened just past the window.
  await server.db.query(
    `UPDATE auth_refresh_tokens SET used_at = used_at - make_interval(secs => $2)
      WHERE token_hash = $1`,
    [hashSecretToken(login.refresh_token), retryWindowMs / 1000 + 1],
  );
  expect((await refresh(login.refresh_token, 'key-6')).status).toBe(401);
  expect(await profileStatus(lost.access_token)).toBe(401);
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
