/**
 * One policy, two readers: for every user type × resource × action, what the
 * console's ability says equals what the API answers (`policy-probes.ts`).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import { hashPassword } from '../../server/auth/password-hash';
import type { AnyResource } from '../../src/registry/define-resource';
import { defineAbilityFor, type PolicyUser } from '../../src/registry/policy';
import { probes, send } from './support/policy-probes';
import { startTestServer, type TestServer } from './support/test-server';

const registry: readonly AnyResource[] = resources;

let server: TestServer;
const callers: { label: string; user: PolicyUser; token: string }[] = [];

async function signIn(email: string, password: string) {
  const tokens = await server.login(email, password);
  const profile = await fetch(`${server.baseUrl}/api/v1/admin/users/profile`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  const { data } = (await profile.json()) as {
    data: {
      id: number;
      userType: string;
      permissions: string[];
    };
  };
  // The console builds its ability from exactly this profile.
  return {
    token: tokens.access_token,
    user: {
      id: data.id,
      userType: data.userType,
      permissions: data.permissions,
    },
  };
}

beforeAll(async () => {
  server = await startTestServer({ apiRateLimit: 1_000_000 });
  // A merchant-type account: the one user type the demo set lacks.
  const { rows } = await server.db.query<{ id: number }>(
    "INSERT INTO users (name, email, user_type, status) VALUES ('Siti Merchant', 'siti.merchant@zfood.my', 'MERCHANT', 'ACTIVE') RETURNING id",
  );
  await server.db.query(
    'INSERT INTO auth_credentials (user_id, password_hash) VALUES ($1, $2)',
    [rows[0]?.id, await hashPassword('Merchant123!')],
  );
  const accounts: [string, string, string][] = [
    ['admin', 'admin@zfood.my', 'Admin123!'],
    ['staff (operations)', 'staff@zfood.my', 'Staff123!'],
    ['finance', 'finance@zfood.my', 'Finance123!'],
    ['reviewer', 'reviewer@zfood.my', 'Reviewer123!'],
    ['merchant', 'siti.merchant@zfood.my', 'Merchant123!'],
    ['client', 'client@zfood.my', 'Client123!'],
  ];
  for (const [label, email, password] of accounts)
    callers.push({ label, ...(await signIn(email, password)) });
});
afterAll(() => server.close());

test('every user type × resource × action: the API allows exactly what the console’s ability allows', async () => {
  const mismatches: string[] = [];
  const answers = { allowed: 0, refused: 0 };
  for (const caller of callers) {
    const ability = defineAbilityFor(caller.user, registry);
    for (const resource of registry) {
      for (const probe of probes(resource)) {
        const status = await send(
          server.baseUrl,
          `Bearer ${caller.token}`,
          probe,
        );
        expect(status, `${probe.method} ${probe.path}`).toBeLessThan(500);
        const apiAllows = status !== 403;
        const consoleAllows = ability.can(probe.action, resource.subject);
        answers[apiAllows ? 'allowed' : 'refused'] += 1;
        if (apiAllows !== consoleAllows)
          mismatches.push(
            `${caller.label}: ${probe.action} ${resource.name} — API ${status}, console ${consoleAllows ? 'allows' : 'hides'}`,
          );
      }
    }
  }
  expect(mismatches).toEqual([]);
  // Both answers occur often, so the comparison is not vacuous.
  expect(answers.allowed).toBeGreaterThan(300);
  expect(answers.refused).toBeGreaterThan(300);
}, 240_000);
