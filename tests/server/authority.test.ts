/**
 * Authority is guarded: every demo user tries every way to raise their own
 * (or someone's) authority through users, grants, roles, role permissions,
 * permissions, sessions and deletion requests, and gets a 403 or 409 with
 * nothing changed. Admins may manage everyone except themselves, and the
 * last active admin always stays.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { assertAnAdminRemains } from '../../server/resources/guard-accounts';
import { apiAs, type ApiClient } from './support/api-client';
import { grantToRole } from './support/role-permissions';
import { startTestServer, type TestServer } from './support/test-server';

type Rec = Record<string, unknown> & { id: number };
type List = { data: Rec[] };
type Failure = { statusCode: number; message: string };

let server: TestServer;
let admin: ApiClient;
const others: Record<string, ApiClient> = {};

/** The tables that say who holds what, as they stand. */
async function authorityState(): Promise<string> {
  const tables = [
    'SELECT id, email, user_type, status FROM users ORDER BY id',
    'SELECT user_id, role_id FROM user_roles ORDER BY id',
    'SELECT id, name, description FROM roles ORDER BY id',
    'SELECT role_id, permission_id FROM role_permissions ORDER BY id',
    'SELECT id, key, name FROM permissions ORDER BY id',
    'SELECT id, revoked_at FROM user_sessions ORDER BY id',
    'SELECT id, status FROM user_deletions ORDER BY id',
  ];
  const parts = await Promise.all(
    tables.map(async (sql) => (await server.db.query(sql)).rows),
  );
  return JSON.stringify(parts);
}

async function roleId(name: string): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>(
    'SELECT id FROM roles WHERE name = $1',
    [name],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no role ${name}`);
  return Number(id);
}

async function firstId(table: string, where: string): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>(
    `SELECT id FROM ${table} WHERE ${where} ORDER BY id LIMIT 1`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no row in ${table} where ${where}`);
  return Number(id);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
  for (const who of ['finance', 'reviewer', 'staff', 'client'])
    others[who] = await apiAs(server, `${who}@zfood.my`);
  // A deletion request against the admin's own account, for the erase path.
  await server.db.query(
    "INSERT INTO user_deletions (user_id, status, reason) VALUES ($1, 'REQUESTED', 'Planted by the test')",
    [admin.userId],
  );
});
afterAll(() => server.close());

/** Every escalation a non-admin could try, as [what, call]. */
function escalations(
  me: ApiClient,
): [string, () => Promise<{ status: number }>][] {
  return [
    [
      'make themselves an admin',
      () => me.edit(`/admin/users/${me.userId}`, { userType: 'ADMIN' }),
    ],
    [
      'make a customer staff',
      async () =>
        me.edit(
          `/admin/users/${await firstId('users', "user_type = 'CLIENT' AND id > 5")}`,
          { userType: 'STAFF' },
        ),
    ],
    [
      'grant themselves the reviewer role',
      async () =>
        me.post('/admin/user-roles', {
          userId: me.userId,
          roleId: await roleId('FINANCE_REVIEWER'),
        }),
    ],
    [
      'revoke a grant',
      async () =>
        me.del(`/admin/user-roles/${await firstId('user_roles', 'true')}`),
    ],
    ['create a role', () => me.post('/admin/roles', { name: 'MARKETING' })],
    [
      'rewrite a role',
      async () =>
        me.edit(`/admin/roles/${await roleId('FINANCE')}`, {
          description: 'Everything',
        }),
    ],
    [
      'delete a role',
      async () => me.del(`/admin/roles/${await roleId('OPERATIONS')}`),
    ],
    [
      'give a role a permission',
      async () =>
        me.post('/admin/role-permissions', {
          roleId: await roleId('OPERATIONS'),
          permissionId: await firstId('permissions', 'true'),
        }),
    ],
    [
      'take a permission from a role',
      async () =>
        me.del(
          `/admin/role-permissions/${await firstId('role_permissions', 'true')}`,
        ),
    ],
    [
      'create a permission',
      () =>
        me.post('/admin/permissions', {
          key: 'everything.allowed',
          name: 'Everything',
          scope: 'ADMIN',
          module: 'all',
        }),
    ],
    [
      'rename a permission',
      async () =>
        me.edit(`/admin/permissions/${await firstId('permissions', 'true')}`, {
          name: 'Renamed',
        }),
    ],
    [
      'create an admin user',
      () =>
        me.post('/admin/users', {
          name: 'Mallory',
          email: 'mallory@example.my',
          userType: 'ADMIN',
        }),
    ],
    [
      'create a staff user',
      () =>
        me.post('/admin/users', {
          name: 'Mallory',
          email: 'mallory2@example.my',
          userType: 'STAFF',
        }),
    ],
    [
      "take over the admin's e-mail",
      () =>
        me.edit(`/admin/users/${admin.userId}`, {
          email: 'attacker@example.my',
        }),
    ],
    [
      'suspend the admin',
      () => me.post(`/admin/users/${admin.userId}/suspend`, { reason: 'Gone' }),
    ],
    ['delete the admin', () => me.del(`/admin/users/${admin.userId}`)],
    [
      "end the admin's session",
      async () =>
        me.del(
          `/admin/user-sessions/${await firstId('user_sessions', `user_id = ${admin.userId} AND revoked_at IS NULL`)}`,
        ),
    ],
    [
      "erase the admin's account",
      async () =>
        me.post(
          `/admin/user-deletions/${await firstId('user_deletions', `user_id = ${admin.userId} AND status = 'REQUESTED'`)}/complete`,
        ),
    ],
    [
      'edit a colleague',
      async () =>
        me.edit(
          `/admin/users/${await firstId('users', `user_type = 'STAFF' AND id <> ${me.userId}`)}`,
          { name: 'Renamed by a colleague' },
        ),
    ],
    [
      'suspend themselves',
      () => me.post(`/admin/users/${me.userId}/suspend`, { reason: 'Me' }),
    ],
  ];
}

describe.each(['finance', 'reviewer', 'staff', 'client'])('as %s', (who) => {
  test('every escalation is refused and changes nothing', async () => {
    const me = others[who];
    if (!me) throw new Error(`no client for ${who}`);
    const before = await authorityState();
    for (const [what, attempt] of escalations(me)) {
      const answer = await attempt();
      expect([403, 409], `${who} tried to ${what}`).toContain(answer.status);
    }
    expect(await authorityState()).toBe(before);
  });
});

test('staff who may manage users still manage only customers: they edit and suspend a client but not its user type', async () => {
  const staff = others.staff;
  if (!staff) throw new Error('no staff client');
  await grantToRole(admin, 'OPERATIONS', ['users.update', 'users.suspend']);
  const id = await firstId(
    'users',
    "user_type = 'CLIENT' AND status = 'ACTIVE' AND id > 5",
  );
  const renamed = await staff.edit<{ data: Rec }>(`/admin/users/${id}`, {
    name: 'Renamed By Support',
  });
  expect(renamed.status, renamed.text).toBe(200);
  const promoted = await staff.edit<Failure>(`/admin/users/${id}`, {
    userType: 'MERCHANT',
  });
  expect(promoted.status).toBe(403);
  expect(promoted.body.message).toMatch(/Only admins set the user type/);
  const suspended = await staff.post(`/admin/users/${id}/suspend`, {
    reason: 'Chargebacks',
  });
  expect(suspended.status, suspended.text).toBe(200);
  const own = await staff.edit(`/admin/users/${staff.userId}`, {
    name: 'Hafiz I.',
  });
  expect(own.status, own.text).toBe(200);
});

test('no role carries admin authority: the roles enumeration has no ADMIN or SUPER_ADMIN', async () => {
  const payload = await admin.get<{
    data: { roles: { RoleName: Record<string, string> } };
  }>('/enums');
  const names = Object.keys(payload.body.data.roles.RoleName);
  expect(names).toContain('FINANCE');
  expect(names).not.toContain('ADMIN');
  expect(names).not.toContain('SUPER_ADMIN');
});

describe('admins', () => {
  test('an admin may not demote, suspend or delete themselves', async () => {
    const before = await authorityState();
    const demote = await admin.edit<Failure>(`/admin/users/${admin.userId}`, {
      userType: 'STAFF',
    });
    expect(demote.status).toBe(403);
    expect(demote.body.message).toMatch(/your own account/);
    const suspend = await admin.post(`/admin/users/${admin.userId}/suspend`, {
      reason: 'Leaving',
    });
    expect(suspend.status).toBe(403);
    expect((await admin.del(`/admin/users/${admin.userId}`)).status).toBe(403);
    const erase = await admin.post(
      `/admin/user-deletions/${await firstId('user_deletions', `user_id = ${admin.userId} AND status = 'REQUESTED'`)}/complete`,
    );
    expect(erase.status).toBe(403);
    expect(await authorityState()).toBe(before);
  });

  test('admins grant and revoke roles, and make and unmake other admins', async () => {
    const staff = others.staff;
    if (!staff) throw new Error('no staff client');
    const grant = await admin.post<{ data: Rec }>('/admin/user-roles', {
      userId: staff.userId,
      roleId: await roleId('MARKETING'),
    });
    expect(grant.status, grant.text).toBe(201);
    expect(
      (await admin.del(`/admin/user-roles/${grant.body.data.id}`)).status,
    ).toBe(204);
    const promoted = await admin.edit(`/admin/users/${staff.userId}`, {
      userType: 'ADMIN',
    });
    expect(promoted.status, promoted.text).toBe(200);
    const demoted = await admin.edit(`/admin/users/${staff.userId}`, {
      userType: 'STAFF',
    });
    expect(demoted.status, demoted.text).toBe(200);
  });

  test('two admins demoting each other at once leave one admin, never none', async () => {
    const second = await admin.post<{ data: Rec }>('/admin/users', {
      name: 'Second Admin',
      email: 'second.admin@zfood.my',
      userType: 'ADMIN',
    });
    expect(second.status, second.text).toBe(201);
    const secondId = second.body.data.id;
    // Only the stored state decides; two concurrent demotions race here.
    const [first, other] = await Promise.all([
      admin.edit(`/admin/users/${secondId}`, { userType: 'STAFF' }),
      server.db.transaction(async (tx) => {
        await tx.query("UPDATE users SET user_type = 'STAFF' WHERE id = $1", [
          admin.userId,
        ]);
        return assertAnAdminRemains(tx).then(
          () => 'kept',
          (error: unknown) => (error as Failure).statusCode,
        );
      }),
    ]);
    const { rows } = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE user_type = 'ADMIN' AND status = 'ACTIVE'",
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
    expect([first.status, other]).not.toEqual([200, 'kept']);
    await server.db.query(
      "UPDATE users SET user_type = 'ADMIN' WHERE id = $1",
      [admin.userId],
    );
  });

  test('the last active admin stays: a transaction that leaves none is refused with 409', async () => {
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query(
          "UPDATE users SET status = 'SUSPENDED' WHERE user_type = 'ADMIN'",
        );
        await assertAnAdminRemains(tx);
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    const { rows } = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE user_type = 'ADMIN' AND status = 'ACTIVE'",
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
  });
});

test('the API and the policy agree: Operations reads orders, but neither grants nor settlements', async () => {
  const staff = others.staff;
  if (!staff) throw new Error('no staff client');
  expect((await staff.get<List>('/admin/orders')).status).toBe(200);
  expect((await staff.get('/admin/user-roles')).status).toBe(403);
  expect((await staff.get('/admin/settlements')).status).toBe(403);
});
