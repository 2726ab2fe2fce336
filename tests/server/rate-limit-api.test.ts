import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ apiRateLimit: 5 });
});

afterAll(async () => {
  await server.close();
});

function profile(token: string) {
  return fetch(`${server.baseUrl}/api/v1/admin/users/profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

test('a user over the per-minute limit gets 429 with Retry-After; other users do not', async () => {
  const busy = await server.login('staff@zfood.my', 'Staff123!');
  const calm = await server.login('finance@zfood.my', 'Finance123!');

  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1)
    statuses.push((await profile(busy.access_token)).status);
  const limited = await profile(busy.access_token);

  expect(statuses).toEqual([200, 200, 200, 200, 200]);
  expect(limited.status).toBe(429);
  const retryAfter = Number(limited.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await limited.json()).toMatchObject({ statusCode: 429 });
  expect((await profile(calm.access_token)).status).toBe(200);
});
