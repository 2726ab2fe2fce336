/**
 * One policy, two readers: for every user type × resource × action, what the
 * console's ability says equals what the API answers. Probes never change
 * data: creates send an unknown field (422 when allowed), record calls use
 * an id that does not exist (404 when allowed); only a 403 means "no".
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import { hashPassword } from '../../server/auth/password-hash';
import { hasTable } from '../../server/db/table-model';
import type { AnyResource } from '../../src/registry/define-resource';
import { defineAbilityFor, type PolicyUser } from '../../src/registry/policy';
import { startTestServer, type TestServer } from './support/test-server';

const registry: readonly AnyResource[] = resources;
const missingId = 999_999_999;
const defaultOperations = [
  'list',
  'show',
  'create',
  'edit',
  'delete',
  'export',
];

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
      userRoles: { role: { name: string } }[];
    };
  };
  return {
    token: tokens.access_token,
    user: {
      id: data.id,
      userType: data.userType,
      roles: data.userRoles.map((r) => r.role.name),
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

interface Probe {
  action: string;
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The calls that exercise each action the API offers for an entry. */
function probes(resource: AnyResource): Probe[] {
  if (resource.source) return [];
  if (resource.report)
    return [
      {
        action: 'read',
        method: 'GET',
        path: `/admin/${resource.report.endpoint}?perPage=1`,
      },
    ];
  if (!hasTable(resource)) return [];
  const base = `/admin/${resource.name}`;
  const ops = resource.operations ?? defaultOperations;
  const out: Probe[] = [];
  if (ops.includes('list'))
    out.push({ action: 'read', method: 'GET', path: `${base}?perPage=1` });
  if (ops.includes('create'))
    out.push({
      action: 'create',
      method: 'POST',
      path: base,
      body: { notAField: 1 },
    });
  if (ops.includes('edit'))
    out.push({
      action: 'update',
      method: 'PATCH',
      path: `${base}/${missingId}`,
      body: {},
      headers: { 'if-match': '"1"' },
    });
  if (ops.includes('delete'))
    out.push({
      action: 'delete',
      method: 'DELETE',
      path: `${base}/${missingId}`,
    });
  if (ops.includes('import'))
    out.push({
      action: 'import',
      method: 'POST',
      path: `${base}/import?dryRun=true`,
      body: {},
    });
  for (const verb of Object.keys(resource.actions ?? {}))
    out.push({
      action: verb,
      method: 'POST',
      path: `${base}/${missingId}/${verb}`,
      body: {},
    });
  return out;
}

test('every user type × resource × action: the API allows exactly what the console’s ability allows', async () => {
  const mismatches: string[] = [];
  const answers = { allowed: 0, refused: 0 };
  for (const caller of callers) {
    const ability = defineAbilityFor(caller.user, registry);
    for (const resource of registry) {
      for (const probe of probes(resource)) {
        const response = await fetch(`${server.baseUrl}/api/v1${probe.path}`, {
          method: probe.method,
          headers: {
            authorization: `Bearer ${caller.token}`,
            platform: 'admin_frontend',
            ...(probe.body === undefined
              ? {}
              : { 'content-type': 'application/json' }),
            ...probe.headers,
          },
          body:
            probe.body === undefined ? undefined : JSON.stringify(probe.body),
        });
        await response.arrayBuffer();
        expect(response.status, `${probe.method} ${probe.path}`).toBeLessThan(
          500,
        );
        const apiAllows = response.status !== 403;
        const consoleAllows = ability.can(probe.action, resource.subject);
        answers[apiAllows ? 'allowed' : 'refused'] += 1;
        if (apiAllows !== consoleAllows)
          mismatches.push(
            `${caller.label}: ${probe.action} ${resource.name} — API ${response.status}, console ${consoleAllows ? 'allows' : 'hides'}`,
          );
      }
    }
  }
  expect(mismatches).toEqual([]);
  // Both answers occur often, so the comparison is not vacuous.
  expect(answers.allowed).toBeGreaterThan(300);
  expect(answers.refused).toBeGreaterThan(300);
}, 240_000);
