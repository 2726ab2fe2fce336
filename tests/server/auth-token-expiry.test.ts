import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ accessTokenTtlMs: 1000 });
});

afterAll(async () => {
  await server.close();
});

function profileStatus(accessToken: string) {
  return fetch(`${server.baseUrl}/api/v1/admin/users/profile`, {
    headers: { authorization: `Bearer ${accessToken}` },
  }).then((r) => r.status);
}

/** Polls until `read` returns `expected`, for at most `timeoutMs`. */
async function eventually<T>(
  read: () => Promise<T>,
  expected: T,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

test('an access token with a 1 s lifetime stops working, and a refresh brings a working one', async () => {
  const login = await server.login('admin@zfood.my', 'Admin123!');
  expect(await profileStatus(login.access_token)).toBe(200);

  const startedAt = Date.now();
  expect(
    await eventually(() => profileStatus(login.access_token), 401, 4000),
  ).toBe(401);
  // Expiry is second-granular (JWT exp); never more than 2 s after issue.
  expect(Date.now() - startedAt).toBeLessThan(2500);

  const response = await fetch(`${server.baseUrl}/api/v1/auth/refresh`, {
    method: 'POST',
    headers: { authorization: `Bearer ${login.refresh_token}` },
  });
  const { data } = (await response.json()) as {
    data: { access_token: string };
  };
  expect(await profileStatus(data.access_token)).toBe(200);
});
