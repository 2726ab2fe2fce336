/**
 * Built-in roles stay (issue 31): the code asks for them by name (finance
 * flags, the four-eyes settlement flow), so an admin tailors their
 * permissions but can neither delete nor rename them; the 409 says why.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { builtInRoleNames } from '../../src/registry/built-in-roles';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

type Role = { id: number; name: string; isSystem: boolean; version: number };
type Failure = { statusCode: number; message: string };

let server: TestServer;
let admin: ApiClient;
let reviewer: Role;

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
  const answer = await admin.get<{ data: Role[] }>(
    '/admin/roles?search[name]=FINANCE_REVIEWER',
  );
  reviewer = answer.body.data[0] as Role;
});
afterAll(() => server.close());

test('every role name of the product is a built-in role in a new database', async () => {
  const answer = await admin.get<{ data: Role[] }>('/admin/roles?perPage=50');
  expect(answer.body.data.map((r) => r.name).sort()).toEqual(
    [...builtInRoleNames].sort(),
  );
  expect(answer.body.data.every((r) => r.isSystem)).toBe(true);
});

test('deleting a built-in role is a 409 that says why, and the role stays', async () => {
  const answer = await admin.del<Failure>(`/admin/roles/${reviewer.id}`);
  expect(answer.status).toBe(409);
  expect(answer.body.message).toMatch(
    /FINANCE_REVIEWER is built in and cannot be deleted: .*four eyes/,
  );
  expect((await admin.get(`/admin/roles/${reviewer.id}`)).status).toBe(200);
});

test('renaming a built-in role is a 409; its description is the admin’s to change', async () => {
  const renamed = await admin.edit<Failure>(`/admin/roles/${reviewer.id}`, {
    name: 'MARKETING',
  });
  expect(renamed.status).toBe(409);
  expect(renamed.body.message).toMatch(/its name cannot change/);
  const unflagged = await admin.edit<Failure>(`/admin/roles/${reviewer.id}`, {
    isSystem: false,
  });
  expect(unflagged.status).toBeGreaterThanOrEqual(400);
  expect(unflagged.status).toBeLessThan(500);
  const described = await admin.edit<{ data: Role }>(
    `/admin/roles/${reviewer.id}`,
    { description: 'Second pair of eyes on every payout.' },
  );
  expect(described.status, described.text).toBe(200);
  expect(described.body.data.name).toBe('FINANCE_REVIEWER');
  expect(described.body.data.isSystem).toBe(true);
});
