import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
});
afterAll(() => server.close());

/**
 * A line of a paid order, set up straight in the database as 3 × 10.00 with
 * 3.00 of extras (33.00), its order's subtotal holding it, so that a
 * revision has something to lower and a refund to make.
 */
async function paidOrderLine(): Promise<{ line: Rec; order: Rec }> {
  const { rows } = await server.db.query<{ id: number; order_id: number }>(
    `UPDATE order_menus SET quantity = 3, unit_price = 1000, extras_total = 300, line_total = 3300
     WHERE id = (SELECT m.id FROM order_menus m JOIN orders o ON o.id = m.order_id
                 WHERE o.customer_id IN (SELECT user_id FROM pockets WHERE status = 'ACTIVE')
                 ORDER BY m.id DESC LIMIT 1)
     RETURNING id, order_id`,
  );
  const picked = rows[0];
  if (!picked) throw new Error('the seed has no order line of a pocket owner');
  await server.db.query(
    `UPDATE orders SET paid_at = coalesce(paid_at, now()), subtotal = greatest(subtotal, 3300) WHERE id = $1`,
    [picked.order_id],
  );
  const line = (
    await admin.get<{ data: Rec }>(`/admin/order-menus/${picked.id}`)
  ).body.data;
  const order = (
    await admin.get<{ data: Rec }>(`/admin/orders/${picked.order_id}`)
  ).body.data;
  return { line, order };
}

describe('revise an order line', () => {
  test('lowering the quantity recalculates the line and the order, refunds the difference and writes the audit row', async () => {
    const { line, order } = await paidOrderLine();
    const pocketBefore = (
      await admin.get<List>(
        `/admin/pockets?search[userId]=${String(order.customerId)}`,
      )
    ).body.data[0];

    const answer = await admin.post<{ data: Rec }>(
      `/admin/order-menus/${line.id}/revise`,
      { quantity: 1, reason: 'Customer returned two portions' },
    );

    expect(answer.status, answer.text).toBe(200);
    // 1 × 10.00 plus a third of the 3.00 extras.
    expect(answer.body.data).toMatchObject({
      id: line.id,
      quantity: 1,
      extrasTotal: 100,
      lineTotal: 1100,
      revisionReason: 'Customer returned two portions',
    });
    const subtotal = Number(order.subtotal) - 2200;
    const serviceTax = Math.round(subtotal * 0.06);
    const total =
      subtotal +
      Number(order.deliveryFee) +
      serviceTax -
      Number(order.discount);
    const revised = (
      await admin.get<{ data: Rec }>(`/admin/orders/${order.id}`)
    ).body.data;
    expect(revised).toMatchObject({ subtotal, serviceTax, total });

    const refunds = (
      await admin.get<List>(
        `/admin/pocket-transactions?search[orderId]=${order.id}&search[type]=REFUND`,
      )
    ).body.data;
    expect(refunds).toEqual([
      expect.objectContaining({ amount: Number(order.total) - total }),
    ]);
    const pocketAfter = (
      await admin.get<{ data: Rec }>(`/admin/pockets/${pocketBefore?.id}`)
    ).body.data;
    expect(pocketAfter.balance).toBe(
      Number(pocketBefore?.balance) + Number(order.total) - total,
    );

    const audit = (
      await admin.get<List>(
        `/admin/audit-logs?search[resource]=order-menus&search[recordId]=${line.id}&sort=-id`,
      )
    ).body.data;
    expect(audit[0]).toMatchObject({
      action: 'ACTION',
      actorId: admin.userId,
    });
  });

  test('a quantity that does not go down is a 422 on the quantity field, and nothing changes', async () => {
    const { line, order } = await paidOrderLine();
    for (const quantity of [3, 4, -1, 1.5, 'two']) {
      const answer = await admin.post<Failure>(
        `/admin/order-menus/${line.id}/revise`,
        { quantity, reason: 'Trying anyway' },
      );
      expect(answer.status, `${String(quantity)}: ${answer.text}`).toBe(422);
      expect(answer.body.errors).toHaveProperty('quantity');
    }
    const unchanged = (
      await admin.get<{ data: Rec }>(`/admin/order-menus/${line.id}`)
    ).body.data;
    expect(unchanged).toMatchObject({ quantity: 3, lineTotal: 3300 });
    const orderAfter = (
      await admin.get<{ data: Rec }>(`/admin/orders/${order.id}`)
    ).body.data;
    expect(orderAfter.total).toBe(order.total);
  });

  test('a revision without a reason is a 422 on the reason field', async () => {
    const { line } = await paidOrderLine();
    const answer = await admin.post<Failure>(
      `/admin/order-menus/${line.id}/revise`,
      { quantity: 1 },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty('reason');
  });

  test('a revision based on a version of the line that has moved on is a 409, and nothing changes', async () => {
    const { line } = await paidOrderLine();
    const read = await admin.get(`/admin/order-menus/${line.id}`);
    const etag = read.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const first = await admin.request<{ data: Rec }>(
      'POST',
      `/admin/order-menus/${line.id}/revise`,
      { quantity: 2, reason: 'One portion returned' },
      { 'if-match': etag },
    );
    expect(first.status, first.text).toBe(200);
    const stale = await admin.request<Failure>(
      'POST',
      `/admin/order-menus/${line.id}/revise`,
      { quantity: 1, reason: 'Another portion returned' },
      { 'if-match': etag },
    );
    expect(stale.status, stale.text).toBe(409);
    const after = (
      await admin.get<{ data: Rec }>(`/admin/order-menus/${line.id}`)
    ).body.data;
    expect(after.quantity).toBe(2);
  });
});
