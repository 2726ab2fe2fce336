import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Behind a load balancer every request comes from the balancer's address;
 * only with TRUST_PROXY does X-Forwarded-For name the client, and so key
 * the per-address sign-in limit.
 */
describe.each([{ trustProxy: true }, { trustProxy: 1 }, { trustProxy: false }])(
  'with trustProxy $trustProxy',
  ({ trustProxy }) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({ loginRateLimit: 2, trustProxy });
    });
    afterAll(() => server.close());

    /** A failed sign-in for a new e-mail each time, so only the address counts. */
    let attempt = 0;
    function failFrom(forwardedFor: string) {
      attempt += 1;
      return fetch(`${server.baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': forwardedFor,
        },
        body: JSON.stringify({
          email: `nobody-${attempt}@zfood.my`,
          password: 'wrong',
        }),
      });
    }

    test(`X-Forwarded-For ${trustProxy ? 'decides' : 'does not decide'} whose failures are counted`, async () => {
      const attacker = [
        await failFrom('203.0.113.7'),
        await failFrom('203.0.113.7'),
        await failFrom('203.0.113.7'),
      ];
      const bystander = await failFrom('198.51.100.20');

      expect(attacker.map((r) => r.status)).toEqual([422, 422, 429]);
      expect(bystander.status).toBe(trustProxy ? 422 : 429);
    });
  },
);
