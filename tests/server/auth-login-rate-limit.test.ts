import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: 3 });
});

afterAll(async () => {
  await server.close();
});

async function postLogin(email: string, password: string) {
  const response = await fetch(`${server.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

test('after N failed tries a 429 with Retry-After that does not reveal the account', async () => {
  const good = await postLogin('admin@zfood.my', 'Admin123!');
  const failures = [
    await postLogin('reviewer@zfood.my', 'bad'),
    await postLogin('reviewer@zfood.my', 'bad'),
    await postLogin('ghost@zfood.my', 'bad'),
  ];
  const limited = await postLogin('reviewer@zfood.my', 'Reviewer123!');
  const limitedUnknown = await postLogin('ghost@zfood.my', 'bad');

  // Correct passwords do not count towards the limit.
  expect(good.response.status).toBe(200);
  expect(failures.map((f) => f.response.status)).toEqual([422, 422, 422]);
  expect(limited.response.status).toBe(429);
  const retryAfter = Number(limited.response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(limited.body).toMatchObject({
    statusCode: 429,
    message: expect.any(String) as string,
  });
  expect(limitedUnknown.response.status).toBe(429);
  expect(limitedUnknown.body).toEqual(limited.body);
});
