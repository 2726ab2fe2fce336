/**
 * Approval on edits and on member sets (decision 030): an edit of an
 * outlet's payout account is held for a finance reviewer, and runs as sent
 * once approved, with the requester's authority; a change of a role's
 * permissions is held for another admin when there is one, and only an
 * admin may see or approve it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../server/auth/password-hash';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

type Rec = Record<string, unknown> & { id: number };
type One = { data: Rec };
type List = { data: Rec[]; meta: { total: number } };

let server: TestServer;
let admin: ApiClient;
let staff: ApiClient;
let reviewer: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff, reviewer] = await Promise.all([
    apiAs(server, 'admin@zfood.my'),
    apiAs(server, 'staff@zfood.my'),
    apiAs(server, 'reviewer@zfood.my'),
  ]);
});
afterAll(() => server.close());

async function outlet(offset: number): Promise<Rec> {
  const list = await admin.get<List>(
    `/admin/merchant-outlets?sort=id&perPage=1&page=${offset}`,
  );
  const found = list.body.data[0];
  if (!found) throw new Error(list.text);
  return (await admin.get<One>(`/admin/merchant-outlets/${found.id}`)).body
    .data;
}

function editAs(client: ApiClient, record: Rec, fields: Rec | object) {
  return client.request<One>(
    'PATCH',
    `/admin/merchant-outlets/${record.id}`,
    fields,
    { 'if-match': `"${String(record.version)}"` },
  );
}

function decide(client: ApiClient, request: Rec, verb: 'approve' | 'reject') {
  return client.request<One>(
    'POST',
    `/admin/approval-requests/${request.id}/${verb}`,
    verb === 'reject' ? { reason: 'Not this account' } : {},
  );
}

describe('an edit of the payout account', () => {
  test('is held for approval, unchanged until a reviewer approves, then runs as sent', async () => {
    const before = await outlet(1);
    const asked = await editAs(staff, before, {
      bankAccountNumber: '9988776655',
      city: 'Shah Alam',
    });
    expect(asked.status, asked.text).toBe(202);
    expect(asked.body.data).toMatchObject({
      status: 'PENDING',
      resource: 'merchant-outlets',
      recordId: before.id,
      action: 'update',
      payload: {
        bankAccountNumber: '9988776655',
        city: 'Shah Alam',
      },
      expectedVersion: before.version,
      requestedBy: staff.userId,
      summary: `Payout account change for merchant outlet ${String(before.name)}`,
    });
    // What the approver judges: each changed field, from and to.
    expect(String(asked.body.data.details).split('\n')).toEqual([
      `Payout account number: ${String(before.bankAccountNumber)} → 9988776655`,
      `City: ${String(before.city)} → Shah Alam`,
    ]);
    const held = (await admin.get<One>(`/admin/merchant-outlets/${before.id}`))
      .body.data;
    expect(held.bankAccountNumber).toBe(before.bankAccountNumber);
    expect(held.version).toBe(before.version);

    // Not the requester: four eyes.
    expect((await decide(staff, asked.body.data, 'approve')).status).toBe(403);
    const approved = await decide(reviewer, asked.body.data, 'approve');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data.status).toBe('APPROVED');

    const after = (await admin.get<One>(`/admin/merchant-outlets/${before.id}`))
      .body.data;
    expect(after).toMatchObject({
      bankAccountNumber: '9988776655',
      city: 'Shah Alam',
    });
    expect(after.bankAccountChangedAt).not.toBe(before.bankAccountChangedAt);
    const audit = await admin.get<List>(
      `/admin/audit-logs?search[resource]=merchant-outlets&search[recordId]=${before.id}&sort=-id&perPage=1`,
    );
    expect(audit.body.data[0]).toMatchObject({
      actorId: reviewer.userId,
      summary: expect.stringContaining('requested by Hafiz Ismail') as string,
    });
  });

  test('an edit that leaves the payout account alone runs at once', async () => {
    const before = await outlet(2);
    const answer = await editAs(staff, before, { city: 'Klang' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.city).toBe('Klang');
  });

  test('sending the same account number again is no change and is not held', async () => {
    const before = await outlet(3);
    const answer = await editAs(staff, before, {
      bankAccountNumber: before.bankAccountNumber,
    });
    expect(answer.status, answer.text).toBe(200);
  });

  test('an invalid account number is refused when asked (422), not held', async () => {
    const before = await outlet(4);
    const answer = await editAs(staff, before, { bankAccountNumber: '12-34' });
    expect(answer.status).toBe(422);
    expect(
      (answer.body as unknown as { errors: Record<string, string[]> }).errors
        .bankAccountNumber,
    ).toBeDefined();
  });

  test('approving after the outlet moved on fails with the reason and changes nothing', async () => {
    const before = await outlet(5);
    const asked = await editAs(staff, before, {
      bankAccountNumber: '1122334455',
    });
    expect(asked.status, asked.text).toBe(202);
    const moved = await editAs(admin, before, { city: 'Petaling Jaya' });
    expect(moved.status, moved.text).toBe(200);
    const approved = await decide(reviewer, asked.body.data, 'approve');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data.status).toBe('FAILED');
    expect(String(approved.body.data.failureReason)).toMatch(/changed|moved/i);
    const after = (await admin.get<One>(`/admin/merchant-outlets/${before.id}`))
      .body.data;
    expect(after.bankAccountNumber).toBe(before.bankAccountNumber);
  });

  test('a requester who lost the right to edit by approval time gets nothing run', async () => {
    const before = await outlet(1);
    const asked = await editAs(staff, before, {
      bankAccountNumber: '5566778899',
    });
    expect(asked.status, asked.text).toBe(202);
    await server.db.query(
      `DELETE FROM role_permissions WHERE role_id = (SELECT id FROM roles WHERE name = 'OPERATIONS')
         AND permission_id = (SELECT id FROM permissions WHERE key = 'merchant-outlets.update')`,
    );
    const approved = await decide(reviewer, asked.body.data, 'approve');
    expect(approved.body.data.status).toBe('FAILED');
    expect(String(approved.body.data.failureReason)).toContain(
      'merchant-outlets.update',
    );
    await server.db.query(
      `INSERT INTO role_permissions (role_id, permission_id)
         SELECT r.id, p.id FROM roles r, permissions p
          WHERE r.name = 'OPERATIONS' AND p.key = 'merchant-outlets.update'`,
    );
  });

  test("an admin's edit of the payout account runs at once", async () => {
    const before = await outlet(2);
    const answer = await editAs(admin, before, {
      bankAccountNumber: '4433221100',
    });
    expect(answer.status, answer.text).toBe(200);
  });
});

describe("a change of a role's permissions", () => {
  interface SetAnswer {
    data: { permissionIds: number[]; version: number };
  }
  const path = async () => {
    const roles = await admin.get<List>('/admin/roles?search[name]=MARKETING');
    return `/admin/roles/${String(roles.body.data[0]?.id)}/permissions`;
  };
  const putSet = async (client: ApiClient, ids: number[]) => {
    const current = await admin.get<SetAnswer>(await path());
    return client.request<One>(
      'PUT',
      await path(),
      { permissionIds: ids },
      { 'if-match': `"${current.body.data.version}"` },
    );
  };
  const held = async () =>
    (await admin.get<SetAnswer>(await path())).body.data.permissionIds;
  const keyId = async (key: string) =>
    Number(
      (await admin.get<List>(`/admin/permissions?search[key]=${key}`)).body
        .data[0]?.id,
    );

  test('with one admin, the change runs at once: nobody else could approve it', async () => {
    const ids = await held();
    const answer = await putSet(admin, [...ids, await keyId('orders.read')]);
    expect(answer.status, answer.text).toBe(200);
    expect(await held()).toContain(await keyId('orders.read'));
  });

  test('with a second admin, it is held for them; reviewers neither see nor approve it', async () => {
    const second = await admin.post<One>('/admin/users', {
      name: 'Nadia Rahman',
      email: 'nadia.admin@zfood.my',
      userType: 'ADMIN',
    });
    expect(second.status, second.text).toBe(201);
    await server.db.query(
      'INSERT INTO auth_credentials (user_id, password_hash) VALUES ($1, $2)',
      [second.body.data.id, await hashPassword('Second123!')],
    );
    const other = await apiAs(server, 'nadia.admin@zfood.my', 'Second123!');

    const before = await held();
    const banners = await keyId('cuisines.delete');
    expect(before).not.toContain(banners);
    const asked = await putSet(admin, [...before, banners]);
    expect(asked.status, asked.text).toBe(202);
    expect(asked.body.data).toMatchObject({
      status: 'PENDING',
      resource: 'roles',
      action: 'set:permissions',
      summary: 'Permissions change for role MARKETING',
    });
    expect(await held()).toEqual(before);
    expect(asked.body.data.details).toBe('Adds: cuisines.delete');
    // Saving the set as it is changes nothing, so nothing waits.
    expect((await putSet(admin, before)).status).toBe(200);

    const request = asked.body.data;
    expect(
      (await reviewer.get(`/admin/approval-requests/${request.id}`)).status,
    ).toBe(404);
    expect((await decide(reviewer, request, 'approve')).status).not.toBe(200);
    expect((await decide(admin, request, 'approve')).status).toBe(403);

    const approved = await decide(other, request, 'approve');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data.status).toBe('APPROVED');
    expect(await held()).toContain(banners);
  });
});
