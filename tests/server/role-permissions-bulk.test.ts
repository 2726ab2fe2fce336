/**
 * A role's permissions are bulk-updated as one set. One PUT
 * replaces a role's permission set in one transaction; only admins may
 * (authority, decision 004), it names the role's version (decision 005), an
 * unknown permission changes nothing, and the audit log says what changed.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

type SetAnswer = { data: { permissionIds: number[]; version: number } };
type Failure = {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
};

let server: TestServer;
let admin: ApiClient;
let staff: ApiClient;
let roleId: number;

async function heldIds(role: number): Promise<number[]> {
  const { rows } = await server.db.query<{ id: number }>(
    'SELECT permission_id AS id FROM role_permissions WHERE role_id = $1 ORDER BY 1',
    [role],
  );
  return rows.map((row) => Number(row.id));
}

async function permissionIds(where: string): Promise<number[]> {
  const { rows } = await server.db.query<{ id: number }>(
    `SELECT id FROM permissions WHERE ${where} ORDER BY id`,
  );
  return rows.map((row) => Number(row.id));
}

async function roleVersion(role: number): Promise<number> {
  const { rows } = await server.db.query<{ version: number }>(
    'SELECT version FROM roles WHERE id = $1',
    [role],
  );
  return Number(rows[0]?.version);
}

const path = () => `/admin/roles/${roleId}/permissions`;

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await Promise.all([
    apiAs(server, 'admin@zfood.my'),
    apiAs(server, 'staff@zfood.my'),
  ]);
  const { rows } = await server.db.query<{ id: number }>(
    "SELECT id FROM roles WHERE name = 'FINANCE'",
  );
  roleId = Number(rows[0]?.id);
});
afterAll(() => server.close());

test('GET answers the role’s permission ids and its version', async () => {
  const answer = await admin.get<SetAnswer>(path());
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.data.permissionIds).toEqual(await heldIds(roleId));
  expect(answer.body.data.version).toBe(await roleVersion(roleId));
  expect(answer.headers.get('etag')).toBe(`"${await roleVersion(roleId)}"`);
});

test('an admin replaces the set in one call: rows added and removed, version raised, one audit entry', async () => {
  const before = await heldIds(roleId);
  const version = await roleVersion(roleId);
  const orders = await permissionIds(
    'module = (SELECT module FROM permissions ORDER BY id LIMIT 1)',
  );
  const wanted = [...new Set([...before.slice(1), ...orders])].sort(
    (a, b) => a - b,
  );

  const answer = await admin.put<SetAnswer>(path(), {
    permissionIds: [...wanted].reverse(),
    version,
  });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.data.permissionIds).toEqual(wanted);
  expect(answer.body.data.version).toBe(version + 1);
  expect(answer.headers.get('etag')).toBe(`"${version + 1}"`);
  expect(await heldIds(roleId)).toEqual(wanted);

  const { rows: audit } = await server.db.query<{
    actor_id: number;
    action: string;
    changes: {
      before: { permissions: string[] };
      after: { permissions: string[] };
    };
  }>(
    "SELECT actor_id, action, changes FROM audit_logs WHERE resource = 'roles' AND record_id = $1 ORDER BY id DESC LIMIT 1",
    [String(roleId)],
  );
  expect(audit[0]?.action).toBe('UPDATE');
  expect(Number(audit[0]?.actor_id)).toBe(admin.userId);
  expect(audit[0]?.changes.after.permissions).toHaveLength(wanted.length);
  expect(audit[0]?.changes.before.permissions).toHaveLength(before.length);
});

test('an empty list clears the set, and saving the same set again changes nothing', async () => {
  let version = await roleVersion(roleId);
  const cleared = await admin.put<SetAnswer>(path(), {
    permissionIds: [],
    version,
  });
  expect(cleared.status, cleared.text).toBe(200);
  expect(await heldIds(roleId)).toEqual([]);

  version = await roleVersion(roleId);
  const again = await admin.put<SetAnswer>(path(), {
    permissionIds: [],
    version,
  });
  expect(again.status).toBe(200);
  expect(await roleVersion(roleId)).toBe(version);
});

test('staff get 403 and nothing changes', async () => {
  const before = await heldIds(roleId);
  const version = await roleVersion(roleId);
  const answer = await staff.put<Failure>(path(), {
    permissionIds: await permissionIds('true'),
    version,
  });
  expect(answer.status).toBe(403);
  expect(answer.body.message).toMatch(/Only admins/);
  expect(await heldIds(roleId)).toEqual(before);
  expect(await roleVersion(roleId)).toBe(version);
  // Operations does not even read who holds what.
  expect((await staff.get(path())).status).toBe(403);
});

test('an unknown permission id is a 422 naming it, and nothing changes', async () => {
  const before = await heldIds(roleId);
  const version = await roleVersion(roleId);
  const [first] = await permissionIds('true');
  const answer = await admin.put<Failure>(path(), {
    permissionIds: [first, 999_999],
    version,
  });
  expect(answer.status).toBe(422);
  expect(answer.body.errors?.permissionIds).toEqual([
    'No permission with id 999999',
  ]);
  expect(await heldIds(roleId)).toEqual(before);
  expect(await roleVersion(roleId)).toBe(version);
});

test('a malformed body is a 422; no version is a 428; a stale version is a 409; an unknown role is a 404', async () => {
  const version = await roleVersion(roleId);
  for (const body of [
    {},
    { permissionIds: 'all', version },
    { permissionIds: [1, -2], version },
    { permissionIds: [1.5], version },
  ]) {
    const answer = await admin.put<Failure>(path(), body);
    expect(answer.status, JSON.stringify(body)).toBe(422);
    expect(answer.body.errors?.permissionIds).toHaveLength(1);
  }
  expect((await admin.put(path(), { permissionIds: [] })).status).toBe(428);
  const stale = await admin.put<Failure>(path(), {
    permissionIds: await permissionIds('true'),
    version: version - 1,
  });
  expect(stale.status).toBe(409);
  expect(await roleVersion(roleId)).toBe(version);
  expect(
    (
      await admin.put('/admin/roles/999999/permissions', {
        permissionIds: [],
        version: 1,
      })
    ).status,
  ).toBe(404);
});

test('the OpenAPI document has the set’s GET and PUT', async () => {
  const response = await fetch(`${server.baseUrl}/api/v1/openapi.json`);
  const doc = (await response.json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  expect(
    Object.keys(doc.paths['/api/v1/admin/roles/{id}/permissions'] ?? {}),
  ).toEqual(['get', 'put']);
});
