import { humanizeEnum } from '../../src/registry/humanize-enum';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiPaths } from '../../src/registry/paths';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import { statesOf } from '../../server/test-fixtures/record-in-state';
import { apiAs, type ApiClient } from './support/api-client';
import { recordInState } from './support/record-in-state';
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

/**
 * What a transition needs beyond its from-state, made before it runs: a
 * withdrawal is paid out of the pocket, so the pocket must hold the amount.
 */
const preparations: Record<string, (record: Rec) => Promise<unknown>> = {
  // Erasing an account anonymises its user: one made for it, not whoever
  // the copied request named (a demo account this file signs in with).
  'user-deletions:complete': async (deletion) => {
    const user = await recordInState(server, 'users', 'ACTIVE');
    return server.db.query(
      'UPDATE user_deletions SET user_id = $2 WHERE id = $1',
      [deletion.id, user.id],
    );
  },
  'pocket-withdrawals:complete-payment': (withdrawal) =>
    server.db.query('UPDATE pockets SET balance = balance + $2 WHERE id = $1', [
      withdrawal.pocketId,
      withdrawal.amount,
    ]),
};

describe.each(transitions)('%s: %s', (name, verb, resource) => {
  const spec = resource.actions?.[verb];
  if (!spec) throw new Error(`${name} has no action ${verb}`);
  const field = resource.stateField ?? '';
  const others = statesOf(resource).filter((s) => !spec.from.includes(s));

  test.each(spec.from)(
    'is legal from %s and moves the record on',
    async (from) => {
      const record = await recordInState(server, name, from);
      await preparations[`${name}:${verb}`]?.(record);
      const answer = await admin.post<{ data: Rec }>(
        apiPaths.action(name, record.id, verb),
        { reason: 'Checked against the statement' },
      );
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data[field]).toBe(spec.to);
      if (spec.stampBy)
        expect(answer.body.data[spec.stampBy]).toBe(admin.userId);
      if (spec.stampAt)
        expect(typeof answer.body.data[spec.stampAt]).toBe('string');
      if (spec.reasonField)
        expect(answer.body.data[spec.reasonField]).toBe(
          'Checked against the statement',
        );
      const again = await admin.get<{ data: Rec }>(
        apiPaths.record(name, record.id),
      );
      expect(again.body.data[field]).toBe(spec.to);
    },
  );

  // A machine whose every state allows this action has no "other" state to try.
  if (others.length > 0)
    test.each(others)(
      'is a 409 naming the current state from %s',
      async (state) => {
        const record = await recordInState(server, name, state);
        const answer = await admin.post<Failure>(
          apiPaths.action(name, record.id, verb),
          { reason: 'Trying anyway' },
        );
        expect(answer.status, answer.text).toBe(409);
        expect(answer.body.message).toContain(humanizeEnum(state));
        const after = await admin.get<{ data: Rec }>(
          apiPaths.record(name, record.id),
        );
        expect(after.body.data[field], 'the record stays where it was').toBe(
          state,
        );
      },
    );

  if (spec.reason === 'required') {
    test('needs a reason (422 without one)', async () => {
      const record = await recordInState(server, name, spec.from[0] ?? '');
      const answer = await admin.post<Failure>(
        apiPaths.action(name, record.id, verb),
        {},
      );
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toHaveProperty('reason');
    });
  }
});

/** `n` new PENDING settlements, nobody's work yet. */
async function pendingSettlements(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1)
    ids.push((await recordInState(server, 'settlements', 'PENDING')).id);
  return ids;
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
    const verified = await recordInState(server, 'settlements', 'VERIFIED');
    const answers = await Promise.all([
      admin.post(`/admin/settlements/${verified.id}/approve`),
      admin.post(`/admin/settlements/${verified.id}/approve`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const conflict = answers.find((a) => a.status === 409)?.body as Failure;
    expect(conflict.message).toMatch(/is Approved/);
  });

  test('a bulk review with some rows in the wrong state names each failure', async () => {
    const pending = await pendingSettlements(2);
    const done = [await recordInState(server, 'settlements', 'CONFIRMED')];
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
    // Under the RM 100 above which a refund waits for approval (approvals.test.ts).
    const order = await recordInState(server, 'orders', 'COMPLETED', {
      total: 2500,
    });
    /** The customer's pocket balance; a customer without a pocket yet has none to read. */
    const pocketOf = async () =>
      (
        await admin.get<List>(
          `/admin/pockets?search[userId]=${String(order.customerId)}`,
        )
      ).body.data[0];
    const before = Number((await pocketOf())?.balance ?? 0);
    const answer = await staff.post<{ data: Rec }>(
      `/admin/orders/${order.id}/cancel-and-refund`,
      { reason: 'Food arrived cold' },
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: 'REFUNDED',
      refundReason: 'Food arrived cold',
    });
    const after = await pocketOf();
    expect(after?.balance).toBe(before + Number(order.total));
    const txs = (
      await admin.get<List>(
        `/admin/pocket-transactions?search[orderId]=${order.id}`,
      )
    ).body.data;
    expect(txs).toEqual([
      expect.objectContaining({
        type: 'REFUND',
        amount: order.total,
        balanceAfter: after?.balance,
      }),
    ]);
    const logs = (
      await admin.get<List>(
        `/admin/order-status-logs?search[orderId]=${order.id}&sort=-id`,
      )
    ).body.data;
    expect(logs[0]).toMatchObject({
      fromStatus: 'COMPLETED',
      toStatus: 'REFUNDED',
      changedBy: staff.userId,
    });
    const audit = (
      await admin.get<List>(
        `/admin/audit-logs?search[resource]=orders&search[recordId]=${order.id}`,
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
