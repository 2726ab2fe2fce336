import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { enums } from '../../src/registry/enums';
import { marketplaceInstant } from '../../src/registry/marketplace-clock';
import { apiPaths } from '../../src/registry/paths';
import { Prng } from '../../server/db/prng';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The orders list's totals (`totals=`, decision 024) are read from the
 * daily rollups where its filters are theirs (decision 028): whatever they
 * are read from, they are the orders' own sums, never stale.
 */
type Sums = Record<string, number>;
interface List {
  meta: { totals?: Sums };
}

/** Every money field of an order, wire name and column. */
const measures = [
  ['subtotal', 'subtotal'],
  ['deliveryFee', 'delivery_fee'],
  ['discount', 'discount'],
  ['serviceTax', 'service_tax'],
  ['total', 'total'],
] as const;

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
});
afterAll(() => server.close());

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A filter as the list takes it and as SQL over the orders says it. */
interface Filter {
  query: string;
  sql: string;
}

/** A list's filters: the query string, and the same rows' condition for `sumsOf`. */
interface Filters {
  query: string;
  conditions: string[];
  params: unknown[];
}

/** `placed_at` from the start of marketplace day `from` to the start of `until`. */
function placedBetween(
  from: string | undefined,
  until: string | undefined,
  params: unknown[],
): string[] {
  const at = (date: string) => {
    params.push(marketplaceInstant(date).toISOString());
    return `$${params.length}`;
  };
  return [
    ...(from ? [`placed_at >= ${at(from)}`] : []),
    ...(until ? [`placed_at < ${at(until)}`] : []),
  ];
}

/**
 * Random filters on the rollups' dimensions and on whole days of
 * `placedAt`, and some they do not hold: a customer, a payment method, an
 * amount, a time of day.
 */
async function randomFilters(n: number): Promise<Filters[]> {
  const prng = new Prng(2412);
  const ids = async (sql: string) =>
    (await server.db.query<{ id: number }>(sql)).rows.map((r) => r.id);
  const outlets = await ids(
    'SELECT DISTINCT outlet_id::int AS id FROM orders ORDER BY 1',
  );
  const promotions = await ids(
    'SELECT DISTINCT promotion_id::int AS id FROM orders WHERE promotion_id IS NOT NULL ORDER BY 1',
  );
  const paymentMethods = await ids(
    'SELECT DISTINCT payment_method_id::int AS id FROM orders ORDER BY 1',
  );
  const customers = await ids(
    'SELECT DISTINCT customer_id::int AS id FROM orders ORDER BY 1 LIMIT 20',
  );
  const pick = <T>(values: readonly T[], k: number): T[] =>
    Array.from(
      new Set(
        Array.from(
          { length: k },
          () => values[prng.int(0, values.length - 1)] as T,
        ),
      ),
    );
  return Array.from({ length: n }, (_, i) => {
    const params: unknown[] = [];
    const add = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const parts: Filter[] = [];
    const among = (field: string, column: string, values: unknown[]) => {
      const op = values.length === 1 && prng.int(0, 1) === 0 ? 'eq' : 'in';
      parts.push({
        query: `search[${field}][${op}]=${values.join(',')}`,
        sql: `${column} IN (${values.map(add).join(', ')})`,
      });
    };
    if (prng.int(0, 1) === 1)
      among('status', 'status', pick(enums['order.status'], prng.int(1, 4)));
    if (prng.int(0, 2) === 0) among('outletId', 'outlet_id', pick(outlets, 3));
    if (prng.int(0, 2) === 0)
      among('channel', 'channel', pick(enums['order.channel'], 2));
    const promotion = prng.int(0, 4);
    if (promotion === 1)
      among('promotionId', 'promotion_id', pick(promotions, 2));
    if (promotion === 2 || promotion === 3)
      parts.push({
        query: `search[promotionId][null]=${promotion === 2}`,
        sql: `promotion_id IS ${promotion === 2 ? '' : 'NOT '}NULL`,
      });
    // Every third list also filters on what the rollups do not hold.
    const rowsOnly = i % 3 === 2 ? prng.int(0, 3) : -1;
    if (rowsOnly === 0) among('customerId', 'customer_id', pick(customers, 3));
    if (rowsOnly === 1)
      among('paymentMethodId', 'payment_method_id', pick(paymentMethods, 2));
    if (rowsOnly === 2)
      parts.push({
        query: 'search[total][gte]=3000',
        sql: `total >= ${add(3000)}`,
      });
    const to = -prng.int(0, 120);
    const from = to - prng.int(0, 364);
    const range = (query: string, first?: string, until?: string) =>
      parts.push({
        query,
        sql: placedBetween(first, until, params).join(' AND ') || 'true',
      });
    const dates = rowsOnly === 3 ? 5 : prng.int(0, 4);
    if (dates === 1)
      range(
        `search[placedAt][between]=${day(from)},${day(to)}`,
        day(from),
        day(to + 1),
      );
    if (dates === 2) range(`search[placedAt][gte]=${day(from)}`, day(from));
    if (dates === 3)
      range(`search[placedAt][lte]=${day(to)}`, undefined, day(to + 1));
    if (dates === 4)
      range(
        `search[placedAt][gte]=${encodeURIComponent(marketplaceInstant(day(from)).toISOString())}&search[placedAt][lte]=${day(to)}`,
        day(from),
        day(to + 1),
      );
    if (dates === 5) {
      // From noon: part of a day.
      const noon = new Date(
        marketplaceInstant(day(from)).getTime() + 12 * 3_600_000,
      ).toISOString();
      parts.push({
        query: `search[placedAt][between]=${encodeURIComponent(noon)},${day(to)}`,
        sql: `placed_at >= ${add(noon)} AND ${placedBetween(undefined, day(to + 1), params).join('')}`,
      });
    }
    return {
      query: parts.map((p) => p.query).join('&'),
      conditions: parts.map((p) => p.sql),
      params,
    };
  });
}

/** The orders' own sums over the rows `filters` keep. */
async function sumsOf({ conditions, params }: Filters): Promise<Sums> {
  const { rows } = await server.db.query<Sums>(
    `SELECT ${measures.map(([name, column]) => `coalesce(sum(${column}), 0)::float8 AS "${name}"`).join(', ')}
     FROM orders ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}`,
    params,
  );
  return rows[0] ?? {};
}

const totalsParam = `totals=${measures.map(([name]) => name).join(',')}`;

async function totalsOf(filters: readonly Filters[]): Promise<Sums[]> {
  const answers: Sums[] = [];
  for (const { query } of filters) {
    const path = `${apiPaths.collection('orders')}?perPage=1&${totalsParam}${query ? `&${query}` : ''}`;
    const answer = await admin.get<List>(path);
    expect(answer.status, `${path}: ${answer.text}`).toBe(200);
    answers.push(answer.body.meta.totals ?? {});
  }
  return answers;
}

const markEveryDayBehind = () =>
  server.db.query(
    'INSERT INTO rollup_dirty_days (day) SELECT DISTINCT day FROM order_facts_days',
  );

describe("the orders list's totals", () => {
  test('are the sums of the orders its filters keep, for random filters, whether the days are rolled up or behind', async () => {
    await server.rollups?.catchUp();
    const filters = [
      { query: '', conditions: [], params: [] },
      ...(await randomFilters(18)),
    ];
    const expected = await Promise.all(filters.map(sumsOf));
    expect(await totalsOf(filters)).toEqual(expected);
    await server.db.query(
      `INSERT INTO rollup_dirty_days (day)
       SELECT day FROM (SELECT DISTINCT day FROM order_facts_days) d
       ORDER BY md5(day::text) LIMIT 12`,
    );
    expect(await totalsOf(filters)).toEqual(expected);
    await markEveryDayBehind();
    expect(await totalsOf(filters)).toEqual(expected);
    await server.rollups?.catchUp();
    expect(await totalsOf(filters)).toEqual(expected);
  }, 120_000);

  test("show an order's change in the next answer, before the rollups catch up", async () => {
    await server.rollups?.catchUp();
    await server.rollups?.stop();
    const { rows } = await server.db.query<{ id: number; total: number }>(
      `SELECT id::int, total::int FROM orders WHERE status = 'PENDING' ORDER BY id LIMIT 1`,
    );
    const order = rows[0];
    if (!order) throw new Error('the seed has no pending order');
    const pending = `${apiPaths.collection('orders')}?perPage=1&totals=total&search[status]=PENDING`;
    const before = await admin.get<List>(pending);
    const rejected = await admin.post(
      apiPaths.action('orders', order.id, 'reject'),
      { reason: 'Outlet closed early' },
    );
    expect(rejected.status, rejected.text).toBe(200);
    const after = await admin.get<List>(pending);
    expect(after.body.meta.totals?.total).toBe(
      (before.body.meta.totals?.total ?? 0) - order.total,
    );
  });
});
