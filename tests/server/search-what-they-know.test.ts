/**
 * `q` finds a record by what operators know it by, as the registry declares
 * it: an order by its number, its customer's name, phone or e-mail, or its
 * outlet's name. The typed text is matched literally (no wildcards), and the
 * search is served by indexes the API creates, not by reading every row.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { resources } from '../../resources.config';
import { buildListQuery } from '../../server/http/list-query';
import { tableModel } from '../../server/db/table-model';
import { apiAs, type ApiClient } from './support/api-client';
import { roleEditor } from './support/role-permissions';
import { startTestServer, type TestServer } from './support/test-server';

interface Order {
  id: number;
  code: string;
  customerId: number;
  outletId: number;
}
interface ListBody {
  data: Order[];
  meta: { total: number };
}

let server: TestServer;
let admin: ApiClient;
let order: Order;
let customer: { name: string; phone: string; email: string };
let outlet: { name: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
  const first = await admin.get<ListBody>('/admin/orders?perPage=1');
  expect(first.status, first.text).toBe(200);
  const seeded = first.body.data[0];
  if (!seeded) throw new Error('the seed has no orders');
  order = seeded;
  customer = (
    await admin.get<{ data: typeof customer }>(
      `/admin/users/${order.customerId}`,
    )
  ).body.data;
  outlet = (
    await admin.get<{ data: typeof outlet }>(
      `/admin/merchant-outlets/${order.outletId}`,
    )
  ).body.data;
});
afterAll(() => server.close());

/** Orders matching `q`, narrowed to the picked order, so a common name still proves the match. */
async function findsOrder(q: string): Promise<number> {
  const answer = await admin.get<ListBody>(
    `/admin/orders?q=${encodeURIComponent(q)}&search[id]=${order.id}`,
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body.meta.total;
}

async function total(q: string): Promise<number> {
  const answer = await admin.get<ListBody>(
    `/admin/orders?q=${encodeURIComponent(q)}`,
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body.meta.total;
}

describe('orders search finds what an agent pastes', () => {
  test.each([
    ['the order number', () => order.code],
    ["the customer's name", () => customer.name],
    ["the customer's phone", () => customer.phone],
    ["the customer's e-mail, in capitals", () => customer.email.toUpperCase()],
    ["part of the outlet's name", () => outlet.name.slice(1, -1)],
  ])('by %s', async (_what, text) => {
    expect(await findsOrder(text())).toBe(1);
  });

  test('text that matches nothing finds no order', async () => {
    expect(await total('zz-no-such-customer-qq')).toBe(0);
  });

  test("%, _ and ' are matched as typed, never as wildcards or SQL", async () => {
    await server.db.query('UPDATE users SET name = $1 WHERE id = $2', [
      "Zaid O'Brien 50%_off",
      order.customerId,
    ]);
    expect(await findsOrder("o'brien 50%_OFF")).toBe(1);
    expect(await total('Zaid%off')).toBe(0);
    expect(await total('50%Xoff')).toBe(0);
    expect(await total('50_%off')).toBe(0);
  });
});

describe('the search is served by indexes', () => {
  const orders = resources.find((r) => r.name === 'orders');

  /** The plan of `q`'s matches where no table may be read whole. */
  async function indexedPlan(text: string): Promise<string> {
    if (!orders) throw new Error('no orders entry');
    const q = buildListQuery(tableModel(orders), { q: text });
    return server.db.transaction(async (tx) => {
      // The test seed is small enough to read whole (or walk a whole key
      // index); the plan at scale is what matters, so forbid both and ask
      // whether an index still serves every arm of the search.
      await tx.query('SET LOCAL enable_seqscan = off');
      await tx.query('SET LOCAL enable_indexscan = off');
      await tx.query('SET LOCAL enable_indexonlyscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT "id" FROM "orders" ${q.where}`,
        q.params,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  test('every arm of the orders search is an index scan (trigram for the text)', async () => {
    const plan = await indexedPlan('0012');
    expect(plan).not.toContain('Seq Scan');
    for (const index of [
      'orders_code_trgm',
      'users_name_trgm',
      'users_phone_trgm',
      'users_email_trgm',
      'merchant_outlets_name_trgm',
      'orders_customer_id_tabbed_idx',
      'orders_outlet_id_tabbed_idx',
    ])
      expect(plan).toContain(`Index Scan on ${index}`);
  });

  test('an order number with letters is read by its start from the b-tree, and text no number holds skips the numbers', async () => {
    const byStart = await indexedPlan('ORD0001');
    expect(byStart).toContain('Index Scan on orders_code_lower_idx');
    expect(byStart).not.toContain('orders_code_trgm');
    expect(byStart).not.toContain('Seq Scan');
    expect(await indexedPlan('tan')).not.toMatch(/orders_code_(trgm|lower)/);
  });
});

describe('an order number found by its start', () => {
  /** Orders whose number, customer or outlet contains `text`, asked of the tables directly. */
  async function containing(text: string): Promise<number> {
    const like = `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    const { rows } = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders o
       WHERE lower(o.code) LIKE $1
          OR o.customer_id IN (SELECT id FROM users WHERE lower(name) LIKE $1 OR lower(phone) LIKE $1 OR lower(email) LIKE $1)
          OR o.outlet_id IN (SELECT id FROM merchant_outlets WHERE lower(name) LIKE $1)`,
      [like],
    );
    return rows[0]?.n ?? 0;
  }

  test('finds the orders a search for the text anywhere finds', async () => {
    const code = order.code;
    const terms = [
      code,
      code.toLowerCase(),
      code.slice(1, -1),
      code.slice(0, -2),
      code.slice(2, -3),
      'ORD',
      'ord00',
      'rd0',
      'D',
      code.slice(3),
      'ORD-1',
      'ORDX',
    ];
    for (const term of terms) {
      const expected = await containing(term);
      expect(await total(term), term).toBe(expected);
    }
    // The picked order is found by each part of its number.
    for (const part of [code, code.slice(1), code.slice(0, -1)])
      expect(await findsOrder(part), part).toBe(1);
  });
});

describe('a search matching few orders', () => {
  interface Answer extends ListBody {
    meta: ListBody['meta'] & {
      facets?: { status?: Record<string, number> };
      totals?: { total?: number };
    };
  }

  test('is matched once, and its page, total, tabs and sums are those of its orders', async () => {
    const orders = resources.find((r) => r.name === 'orders');
    if (!orders) throw new Error('no orders entry');
    const text = customer.name.split(' ')[0] ?? customer.name;
    // The orders the text matches, straight from the search's SQL.
    const search = buildListQuery(tableModel(orders), { q: text });
    const { rows: matched } = await server.db.query<{
      status: string;
      n: number;
      total: number;
    }>(
      `SELECT status, count(*)::int AS n, sum(total)::float8 AS total FROM orders ${search.where} GROUP BY status`,
      search.params,
    );
    const expected = matched.reduce((sum, row) => sum + row.n, 0);
    expect(expected).toBeGreaterThan(1);

    const query = vi.spyOn(server.db, 'query');
    const answer = await admin.get<Answer>(
      `/admin/orders?q=${encodeURIComponent(text)}&perPage=1&facets=status&totals=total`,
    );
    // Planned (EXPLAIN) as often as it likes, but run once.
    const searches = query.mock.calls.filter(
      ([sql]) => sql.includes('LIKE') && !sql.startsWith('EXPLAIN'),
    );
    query.mockRestore();
    expect(answer.status, answer.text).toBe(200);
    expect(searches).toHaveLength(1);
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.meta.total).toBe(expected);
    for (const row of matched)
      expect(answer.body.meta.facets?.status?.[row.status]).toBe(row.n);
    expect(answer.body.meta.totals?.total).toBe(
      matched.reduce((sum, row) => sum + row.total, 0),
    );

    // Its export reads the same ids, batch after batch.
    const exported = await admin.get<string>(
      `/admin/orders/export?format=raw&q=${encodeURIComponent(text)}`,
    );
    expect(exported.status, exported.text).toBe(200);
    expect(exported.headers.get('x-export-rows')).toBe(String(expected));
    const lines = exported.text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(expected + 1);

    // Under a filter, the same orders narrowed by it.
    const completed = matched.find((row) => row.status === 'COMPLETED');
    const filtered = await admin.get<Answer>(
      `/admin/orders?q=${encodeURIComponent(text)}&search[status]=COMPLETED`,
    );
    expect(filtered.body.meta.total).toBe(completed?.n ?? 0);
  });
});

describe('a search reaches only into what the caller may read', () => {
  test('without users.read, an order is not found by its customer’s phone or e-mail; with it, it is', async () => {
    const staff = await apiAs(server, 'staff@zfood.my');
    const editor = await roleEditor(admin, 'OPERATIONS');
    const held = await editor.held();
    const byPhone = () =>
      staff.get<ListBody>(
        `/admin/orders?q=${encodeURIComponent(customer.phone)}&search[id]=${order.id}`,
      );
    expect((await byPhone()).body.meta.total).toBe(1);

    await editor.set([...held].filter((key) => key !== 'users.read'));
    const hidden = await byPhone();
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body.meta.total).toBe(0);
    const byEmail = await staff.get<ListBody>(
      `/admin/orders?q=${encodeURIComponent(customer.email)}&search[id]=${order.id}`,
    );
    expect(byEmail.body.meta.total).toBe(0);
    // The order's own number still finds it.
    const byCode = await staff.get<ListBody>(
      `/admin/orders?q=${encodeURIComponent(order.code)}`,
    );
    expect(byCode.body.meta.total).toBeGreaterThanOrEqual(1);

    await editor.set(held);
    expect((await byPhone()).body.meta.total).toBe(1);
  });
});
