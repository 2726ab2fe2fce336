/**
 * Approval policies (`approval` on an action): a call that meets the
 * condition is held as a pending request (202) instead of running; another
 * person who may approve it runs it exactly as asked, once, or it fails with
 * the reason when the record moved on; a rejection needs a comment. Only the
 * requester and those who may approve see a request, over HTTP and the socket.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiAs, type ApiClient } from './support/api-client';
import { connectRealtime } from './support/realtime-client';
import { recordInState } from './support/record-in-state';
import { roleEditor } from './support/role-permissions';
import { startTestServer, type TestServer } from './support/test-server';

type Rec = Record<string, unknown> & { id: number };
type One = { data: Rec };
type List = { data: Rec[]; meta: { total: number } };
type Failure = { message: string; errors?: Record<string, string[]> };

let server: TestServer;
let admin: ApiClient;
let staff: ApiClient;
let reviewer: ApiClient;
let finance: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff, reviewer, finance] = await Promise.all([
    apiAs(server, 'admin@zfood.my'),
    apiAs(server, 'staff@zfood.my'),
    apiAs(server, 'reviewer@zfood.my'),
    apiAs(server, 'finance@zfood.my'),
  ]);
});
afterAll(() => server.close());

/** A new completed order of `total` sen: the refund limit is RM 100. */
async function completedOrder(total: number): Promise<Rec> {
  const order = await recordInState(server, 'orders', 'COMPLETED');
  await server.db.query('UPDATE orders SET total = $2 WHERE id = $1', [
    order.id,
    total,
  ]);
  return (await admin.get<One>(`/admin/orders/${order.id}`)).body.data;
}

/** Asks for a refund of `order` as `client`, sending the version it read. */
function requestRefund(client: ApiClient, order: Rec) {
  return client.request<One>(
    'POST',
    `/admin/orders/${order.id}/cancel-and-refund`,
    { reason: 'Customer reports the order never arrived' },
    { 'if-match': `"${String(order.version)}"` },
  );
}

async function statusOf(order: Rec): Promise<unknown> {
  return (await admin.get<One>(`/admin/orders/${order.id}`)).body.data.status;
}

async function refundsOf(order: Rec): Promise<number> {
  const list = await admin.get<List>(
    `/admin/pocket-transactions?search[orderId]=${order.id}`,
  );
  return list.body.meta.total;
}

describe('holding a call', () => {
  test('a refund above the limit is held (202, the request) and not applied', async () => {
    const order = await completedOrder(12_500);
    const answer = await requestRefund(staff, order);
    expect(answer.status, answer.text).toBe(202);
    expect(answer.body.data).toMatchObject({
      status: 'PENDING',
      resource: 'orders',
      recordId: order.id,
      action: 'cancel-and-refund',
      payload: { reason: 'Customer reports the order never arrived' },
      expectedVersion: order.version,
      requestedBy: staff.userId,
      summary: `Cancel and refund order ${String(order.code)}`,
    });
    expect(await statusOf(order)).toBe('COMPLETED');
    expect(await refundsOf(order)).toBe(0);
  });

  test('a refund at or below the limit runs at once; so does an admin’s', async () => {
    const small = await completedOrder(10_000);
    const ran = await requestRefund(staff, small);
    expect(ran.status, ran.text).toBe(200);
    expect(ran.body.data.status).toBe('REFUNDED');

    const large = await completedOrder(20_000);
    const byAdmin = await requestRefund(admin, large);
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect(byAdmin.body.data.status).toBe('REFUNDED');
  });

  test('a withdrawal above RM 1,000 that finance approves waits for a reviewer too', async () => {
    const withdrawal = await recordInState(
      server,
      'pocket-withdrawals',
      'PENDING',
    );
    await server.db.query(
      'UPDATE pocket_withdrawals SET amount = 150000 WHERE id = $1',
      [withdrawal.id],
    );
    const answer = await finance.post<One>(
      `/admin/pocket-withdrawals/${withdrawal.id}/approve`,
    );
    expect(answer.status, answer.text).toBe(202);
    expect(answer.body.data).toMatchObject({
      action: 'approve',
      resource: 'pocket-withdrawals',
      requestedBy: finance.userId,
    });
    const waiting = await admin.get<One>(
      `/admin/pocket-withdrawals/${withdrawal.id}`,
    );
    expect(waiting.body.data.status).toBe('PENDING');
  });

  test('a call the state machine refuses is refused at once, not held', async () => {
    const order = await recordInState(server, 'orders', 'PENDING');
    await server.db.query('UPDATE orders SET total = 30000 WHERE id = $1', [
      order.id,
    ]);
    const answer = await staff.post<Failure>(
      `/admin/orders/${order.id}/cancel-and-refund`,
      { reason: 'Too early' },
    );
    expect(answer.status).toBe(409);
  });
});

describe('deciding', () => {
  test('another person approves: the refund runs once, as asked, and the audit names both', async () => {
    const order = await completedOrder(15_000);
    const request = (await requestRefund(staff, order)).body.data;
    const [first, second] = await Promise.all([
      reviewer.post<One>(`/admin/approval-requests/${request.id}/approve`),
      admin.post<Failure>(`/admin/approval-requests/${request.id}/approve`),
    ]);
    const answers = [first, second].map((a) => a.status).sort();
    expect(answers).toEqual([200, 409]);
    expect(await statusOf(order)).toBe('REFUNDED');
    expect(await refundsOf(order)).toBe(1);
    const refunded = (await admin.get<One>(`/admin/orders/${order.id}`)).body
      .data;
    expect(refunded.refundReason).toBe(
      'Customer reports the order never arrived',
    );

    const decided = (
      await staff.get<One>(`/admin/approval-requests/${request.id}`)
    ).body.data;
    expect(decided).toMatchObject({ status: 'APPROVED' });
    expect([reviewer.userId, admin.userId]).toContain(decided.decidedBy);

    const audit = await admin.get<List>(
      `/admin/audit-logs?search[resource]=orders&search[recordId]=${order.id}`,
    );
    expect(audit.body.data[0]).toMatchObject({
      actorId: decided.decidedBy,
      summary: expect.stringContaining('requested by Hafiz Ismail') as string,
    });
  });

  test('the requester may not approve their own request', async () => {
    // A reviewer who may also refund: they ask, and may not approve it themselves.
    const role = await roleEditor(admin, 'FINANCE_REVIEWER');
    const held = await role.held();
    await role.set([...held, 'orders.cancel-and-refund']);
    const order = await completedOrder(15_000);
    const request = (await requestRefund(reviewer, order)).body.data;
    await role.set(held);
    expect(request.status).toBe('PENDING');
    const own = await reviewer.post<Failure>(
      `/admin/approval-requests/${request.id}/approve`,
    );
    expect(own.status).toBe(403);
    expect(own.body.message).toMatch(/another person must approve it/);
    expect(await statusOf(order)).toBe('COMPLETED');
  });

  test('without the approve permission it is a 403', async () => {
    const order = await completedOrder(15_000);
    const request = (await requestRefund(staff, order)).body.data;
    for (const client of [staff, finance]) {
      const answer = await client.post<Failure>(
        `/admin/approval-requests/${request.id}/approve`,
      );
      expect(answer.status).toBe(403);
    }
    expect(await statusOf(order)).toBe('COMPLETED');
  });

  test('when the record moved on, approving fails the request with the reason and runs nothing', async () => {
    const order = await completedOrder(15_000);
    const request = (await requestRefund(staff, order)).body.data;
    const receipt = await admin.post(
      `/admin/orders/${order.id}/send-e-receipt`,
    );
    expect(receipt.status, receipt.text).toBe(200);

    const answer = await reviewer.post<One>(
      `/admin/approval-requests/${request.id}/approve`,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: 'FAILED',
      decidedBy: reviewer.userId,
      failureReason: expect.stringMatching(
        /Someone else changed this order after you opened it/,
      ) as string,
    });
    expect(await statusOf(order)).toBe('COMPLETED');
    expect(await refundsOf(order)).toBe(0);
    const seen = await staff.get<One>(`/admin/approval-requests/${request.id}`);
    expect(seen.body.data.status).toBe('FAILED');
  });

  test('a rejection needs a comment, and leaves the record as it was', async () => {
    const order = await completedOrder(15_000);
    const request = (await requestRefund(staff, order)).body.data;
    const bare = await reviewer.post<Failure>(
      `/admin/approval-requests/${request.id}/reject`,
    );
    expect(bare.status).toBe(422);
    expect(bare.body.errors).toHaveProperty('reason');

    const rejected = await reviewer.post<One>(
      `/admin/approval-requests/${request.id}/reject`,
      { reason: 'The rider confirmed delivery' },
    );
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: 'REJECTED',
      comment: 'The rider confirmed delivery',
      decidedBy: reviewer.userId,
    });
    expect(await statusOf(order)).toBe('COMPLETED');
  });
});

describe('who sees a request', () => {
  test('the requester and those who may approve it; nobody else', async () => {
    const order = await completedOrder(15_000);
    const request = (await requestRefund(staff, order)).body.data;
    const path = `/admin/approval-requests/${request.id}`;
    expect((await staff.get(path)).status).toBe(200);
    expect((await reviewer.get(path)).status).toBe(200);
    expect((await finance.get(path)).status).toBe(404);
    // Its history is no other road to it.
    expect((await reviewer.get(`${path}/revisions`)).status).toBe(200);
    expect((await finance.get(`${path}/revisions`)).status).toBe(404);
    expect((await finance.get(`${path}/revisions/0`)).status).toBe(404);

    const financeList = await finance.get<List>('/admin/approval-requests');
    expect(financeList.status).toBe(200);
    expect(financeList.body.data.map((r) => r.id)).not.toContain(request.id);
    const staffList = await staff.get<List>(
      `/admin/approval-requests?search[requestedBy]=${staff.userId}&perPage=100`,
    );
    expect(staffList.body.data.map((r) => r.id)).toContain(request.id);
  });

  test('the socket tells the requester and the approvers, not others who read the queue', async () => {
    const sockets = await Promise.all(
      [
        ['staff@zfood.my', 'Staff123!'],
        ['reviewer@zfood.my', 'Reviewer123!'],
        ['finance@zfood.my', 'Finance123!'],
      ].map(async ([email = '', password = '']) => {
        const { access_token } = await server.login(email, password);
        const socket = await connectRealtime(server.wsUrl);
        socket.send({ event: 'authenticate', data: access_token });
        await socket.next((f) => f.event === 'identity');
        return socket;
      }),
    );
    const [staffSocket, reviewerSocket, financeSocket] = sockets;
    if (!staffSocket || !reviewerSocket || !financeSocket)
      throw new Error('three sockets');
    const aboutRequests = (f: Record<string, unknown>) =>
      f.event === 'resource.changed' &&
      (f.data as { resource?: string }).resource === 'approval-requests';

    const order = await completedOrder(15_000);
    const request = (await requestRefund(staff, order)).body.data;
    await reviewerSocket.next(aboutRequests);
    await reviewer.post(`/admin/approval-requests/${request.id}/approve`);
    const told = await staffSocket.next(
      (f) =>
        aboutRequests(f) && (f.data as { type?: string }).type === 'updated',
    );
    expect(told.data).toMatchObject({ ids: [request.id] });

    // Frames keep their order: a notice sent before the pong arrives before it.
    financeSocket.send({ event: 'ping' });
    await financeSocket.next((f) => f.event === 'pong');
    expect(financeSocket.frames.some(aboutRequests)).toBe(false);
    await Promise.all(sockets.map((s) => s.close()));
  });
});
