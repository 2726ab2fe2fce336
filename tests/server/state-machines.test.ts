import { humanizeEnum } from '../../src/registry/humanize-enum';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import { enums } from '../../src/registry/enums';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

type Rec = Record<string, unknown> & { id: number };
type List = { data: Rec[]; meta: { total: number } };
type Failure = {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
};

let server: TestServer;
let admin: ApiClient;
let finance: ApiClient;
let reviewer: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  [admin, finance, reviewer, staff] = await Promise.all([
    apiAs(server, 'admin@zfood.my'),
    apiAs(server, 'finance@zfood.my'),
    apiAs(server, 'reviewer@zfood.my'),
    apiAs(server, 'staff@zfood.my'),
  ]);
});
afterAll(() => server.close());

/** Every transition of every state machine in the registry, as [resource, verb]. */
const transitions = (resources as readonly AnyResource[])
  .filter((r) => !r.source && !r.report && r.stateField)
  .flatMap((r) =>
    Object.entries(r.actions ?? {})
      .filter(([, a]) => a.to !== undefined)
      .map(([verb]) => [r.name, verb, r] as const),
  );

/** A record in one of `states` that the admin may move (not one they stamped, under four-eyes). */
async function findIn(
  resource: AnyResource,
  states: readonly string[],
): Promise<Rec | undefined> {
  const field = resource.stateField ?? '';
  const list = await admin.get<List>(
    `/admin/${resource.name}?perPage=100&search[${field}][in]=${states.join(',')}`,
  );
  expect(list.status, list.text).toBe(200);
  // Every four-eyes rule, not just the first: an earlier test may have made
  // the admin the verifier of the very record the approve test picks.
  const notBy = Object.values(resource.actions ?? {}).flatMap((a) =>
    a.fourEyes ? [a.fourEyes.notBy] : [],
  );
  return list.body.data.find((r) =>
    notBy.every((field) => r[field] !== admin.userId),
  );
}

describe.each(transitions)('%s: %s', (name, verb, resource) => {
  const spec = resource.actions?.[verb];
  const field = resource.stateField ?? '';
  const allStates = (() => {
    const f = resource.fields[field];
    return f?.kind === 'enum' ? (enums[f.enumKey] as readonly string[]) : [];
  })();

  test('is legal from its states and moves the record on', async () => {
    if (!spec) throw new Error('no spec');
    let record = await findIn(resource, spec.from);
    if (!record) {
      // The tiny test seed has no record in these states: then the list must say so.
      const none = await admin.get<List>(
        `/admin/${name}?search[${field}][in]=${spec.from.join(',')}`,
      );
      expect(none.body.meta.total).toBe(0);
      return;
    }
    const answer = await admin.post<{ data: Rec }>(
      `/admin/${name}/${record.id}/${verb}`,
      { reason: 'Checked against the statement' },
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data[field]).toBe(spec.to);
    if (spec.stampBy) expect(answer.body.data[spec.stampBy]).toBe(admin.userId);
    if (spec.stampAt)
      expect(typeof answer.body.data[spec.stampAt]).toBe('string');
    if (spec.reasonField)
      expect(answer.body.data[spec.reasonField]).toBe(
        'Checked against the statement',
      );
    record = answer.body.data;
    const again = await admin.get<{ data: Rec }>(`/admin/${name}/${record.id}`);
    expect(again.body.data[field]).toBe(spec.to);
  });

  test('is a 409 naming the current state from any other state', async () => {
    if (!spec) throw new Error('no spec');
    const others = allStates.filter((s) => !spec.from.includes(s));
    const record =
      others.length > 0 ? await findIn(resource, others) : undefined;
    if (!record) return;
    const answer = await admin.post<Failure>(
      `/admin/${name}/${record.id}/${verb}`,
      { reason: 'Trying anyway' },
    );
    expect(answer.status, answer.text).toBe(409);
    expect(answer.body.message).toContain(humanizeEnum(record[field]));
  });

  if (spec?.reason === 'required') {
    test('needs a reason (422 without one)', async () => {
      const record = await findIn(resource, spec.from);
      if (!record) return;
      const answer = await admin.post<Failure>(
        `/admin/${name}/${record.id}/${verb}`,
        {},
      );
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toHaveProperty('reason');
    });
  }
});

/** Puts the newest `n` settlements back to PENDING (test data set-up straight in the database). */
async function pendingSettlements(n: number): Promise<number[]> {
  const { rows } = await server.db.query<{ id: number }>(
    `UPDATE settlements SET resolved_status = 'PENDING', reviewed_by = NULL, verified_by = NULL, approved_by = NULL
     WHERE id IN (SELECT id FROM settlements WHERE resolved_status <> 'CONFIRMED' ORDER BY id DESC LIMIT $1) RETURNING id`,
    [n],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

describe('finance pipeline', () => {
  test('four-eyes: the reviewer of a settlement may not verify it (403)', async () => {
    const [id, otherId] = await pendingSettlements(2);
    const reviewed = await finance.post(`/admin/settlements/${id}/review`);
    expect(reviewed.status, reviewed.text).toBe(200);
    const self = await admin.post<Failure>(`/admin/settlements/${id}/review`);
    expect(self.status).toBe(409);
    // The admin who reviews another one cannot verify it either.
    expect(
      (await admin.post(`/admin/settlements/${otherId}/review`)).status,
    ).toBe(200);
    const verify = await admin.post<Failure>(
      `/admin/settlements/${otherId}/verify`,
    );
    expect(verify.status).toBe(403);
    expect(verify.body.message).toMatch(/another person/);
    expect(
      (await reviewer.post(`/admin/settlements/${id}/verify`)).status,
    ).toBe(200);
  });

  test('roles: FINANCE may not verify and staff may not review (403)', async () => {
    const [id] = await pendingSettlements(1);
    expect((await finance.post(`/admin/settlements/${id}/review`)).status).toBe(
      200,
    );
    expect((await finance.post(`/admin/settlements/${id}/verify`)).status).toBe(
      403,
    );
    const [pending] = await pendingSettlements(1);
    expect(
      (await staff.post(`/admin/settlements/${pending}/review`)).status,
    ).toBe(403);
    expect((await staff.get('/admin/settlements')).status).toBe(403);
  });

  test('two approvals of one settlement at once: one 200 and one 409', async () => {
    const verified = (
      await admin.get<List>(
        '/admin/settlements?search[resolvedStatus]=VERIFIED&perPage=50',
      )
    ).body.data.find((s) => s.verifiedBy !== admin.userId);
    expect(verified).toBeDefined();
    const answers = await Promise.all([
      admin.post(`/admin/settlements/${verified?.id}/approve`),
      admin.post(`/admin/settlements/${verified?.id}/approve`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const conflict = answers.find((a) => a.status === 409)?.body as Failure;
    expect(conflict.message).toMatch(/is Approved/);
  });

  test('a bulk review with some rows in the wrong state names each failure', async () => {
    const pending = await pendingSettlements(2);
    const done = (
      await admin.get<List>(
        '/admin/settlements?search[resolvedStatus]=CONFIRMED&perPage=1',
      )
    ).body.data;
    const ids = [...pending, ...done.map((r) => r.id)];
    const answer = await finance.post<{
      data: { succeeded: number[]; failed: { id: number; message: string }[] };
    }>('/admin/settlements/bulk-review', { ids: [...ids, 99_999_999] });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.succeeded).toEqual(pending);
    expect(answer.body.data.failed.map((f) => f.id)).toEqual([
      ...done.map((r) => r.id),
      99_999_999,
    ]);
    expect(answer.body.data.failed[0]?.message).toMatch(/is Confirmed/);
    expect(answer.body.data.failed[1]?.message).toMatch(/No settlement/);
  });
});

describe('orders', () => {
  test('cancel-and-refund credits the customer pocket and logs a pocket transaction, in one go', async () => {
    const pockets = (
      await admin.get<List>('/admin/pockets?perPage=100&search[status]=ACTIVE')
    ).body.data;
    const owners = new Set(pockets.map((p) => p.userId));
    const completed = (
      await admin.get<List>(
        '/admin/orders?perPage=100&search[status]=COMPLETED',
      )
    ).body.data;
    const order = completed.find((o) => owners.has(o.customerId));
    expect(order).toBeDefined();
    const pocket = pockets.find((p) => p.userId === order?.customerId);
    const answer = await staff.post<{ data: Rec }>(
      `/admin/orders/${order?.id}/cancel-and-refund`,
      { reason: 'Food arrived cold' },
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: 'REFUNDED',
      refundReason: 'Food arrived cold',
    });
    const after = (
      await admin.get<{ data: Rec }>(`/admin/pockets/${pocket?.id}`)
    ).body.data;
    expect(after.balance).toBe(Number(pocket?.balance) + Number(order?.total));
    const txs = (
      await admin.get<List>(
        `/admin/pocket-transactions?search[orderId]=${order?.id}`,
      )
    ).body.data;
    expect(txs).toEqual([
      expect.objectContaining({
        type: 'REFUND',
        amount: order?.total,
        balanceAfter: after.balance,
      }),
    ]);
    const logs = (
      await admin.get<List>(
        `/admin/order-status-logs?search[orderId]=${order?.id}&sort=-id`,
      )
    ).body.data;
    expect(logs[0]).toMatchObject({
      fromStatus: 'COMPLETED',
      toStatus: 'REFUNDED',
      changedBy: staff.userId,
    });
    const audit = (
      await admin.get<List>(
        `/admin/audit-logs?search[resource]=orders&search[recordId]=${order?.id}`,
      )
    ).body.data;
    expect(audit[0]).toMatchObject({ action: 'ACTION', actorId: staff.userId });
  });

  test('an action the resource does not have is a 404', async () => {
    expect((await admin.post('/admin/orders/1/launch-rocket')).status).toBe(
      404,
    );
  });
});
