/**
 * Counting 10M orders on every page would cost seconds, so a list counts
 * exactly only up to LIST_EXACT_COUNT_LIMIT and estimates above it, saying
 * so (`meta.totalIsEstimate`, `meta.estimatedFacets`). Here the limit is
 * set low, so the test seed's few hundred orders are "many".
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { enums } from '../../src/registry/enums';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

interface ListBody {
  data: { id: number }[];
  meta: {
    total: number;
    totalIsEstimate?: boolean;
    page: number;
    perPage: number;
    facets?: Record<string, Record<string, number>>;
    estimatedFacets?: string[];
  };
}

const exactLimit = 50;
let server: TestServer;
let admin: ApiClient;
let orderCount: number;

beforeAll(async () => {
  server = await startTestServer({ listExactCountLimit: exactLimit });
  admin = await apiAs(server, 'admin@zfood.my');
  // The planner's statistics, as autovacuum keeps them on a live database.
  await server.db.query('ANALYZE orders');
  const { rows } = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders',
  );
  orderCount = rows[0]?.n ?? 0;
});
afterAll(() => server.close());

async function list(path: string): Promise<ListBody['meta']> {
  const answer = await admin.get<ListBody>(path);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.meta;
}

/**
 * Within a factor (two, or three for a search, whose arms the planner
 * adds up): what an estimate from its statistics may promise.
 */
function expectNear(estimate: number, actual: number, factor = 2) {
  expect(estimate).toBeGreaterThanOrEqual(actual / factor);
  expect(estimate).toBeLessThanOrEqual(actual * factor);
}

test('above the limit the total is the estimate, and says so', async () => {
  expect(orderCount).toBeGreaterThan(exactLimit * 2);
  const meta = await list('/admin/orders?perPage=10');
  expect(meta.totalIsEstimate).toBe(true);
  expectNear(meta.total, orderCount);
});

test('a filtered estimate is the estimate of what the filter matches', async () => {
  const { rows } = await server.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM orders WHERE channel = 'DELIVERY'",
  );
  const delivered = rows[0]?.n ?? 0;
  expect(delivered).toBeGreaterThan(exactLimit);
  const meta = await list('/admin/orders?perPage=10&search[channel]=DELIVERY');
  expect(meta.totalIsEstimate).toBe(true);
  expectNear(meta.total, delivered);
});

test('at or below the limit the count is exact, with no estimate flag', async () => {
  const meta = await list(
    `/admin/orders?perPage=10&search[id][lte]=${exactLimit}`,
  );
  expect(meta).not.toHaveProperty('totalIsEstimate');
  expect(meta.total).toBe(exactLimit);
});

test('a page shorter than asked is the last one: its total is exact', async () => {
  // A page size that leaves the last page short.
  const perPage = [100, 99, 98, 97].find((n) => orderCount % n !== 0) ?? 96;
  const lastPage = Math.ceil(orderCount / perPage);
  const meta = await list(`/admin/orders?perPage=${perPage}&page=${lastPage}`);
  expect(meta).not.toHaveProperty('totalIsEstimate');
  expect(meta.total).toBe(orderCount);
});

test("the status tabs' counts are estimates too above the limit, every state present", async () => {
  const meta = await list('/admin/orders?perPage=10&facets=status');
  expect(meta.estimatedFacets).toEqual(['status']);
  const counts = meta.facets?.status ?? {};
  expect(Object.keys(counts).sort()).toEqual([...enums['order.status']].sort());
  const sum = Object.values(counts).reduce((a, b) => a + b, 0);
  expectNear(sum, orderCount);
  expect(meta.total).toBe(Math.max(sum, exactLimit + 1));
});

test("each estimated tab's count is the planner's estimate for that tab, from one plan of the filters", async () => {
  const sent: string[] = [];
  const run = server.db.query.bind(server.db);
  server.db.query = <T>(sql: string, params?: readonly unknown[]) => {
    sent.push(sql);
    return run<T>(sql, params);
  };
  const meta = await list(
    '/admin/orders?perPage=10&facets=status&search[channel]=DELIVERY',
  ).finally(() => {
    server.db.query = run;
  });
  expect(meta.estimatedFacets).toEqual(['status']);
  // No plan per tab: the tabs' state is never a condition of a plan asked.
  expect(
    sent.filter((sql) => sql.startsWith('EXPLAIN') && sql.includes('"status"')),
  ).toEqual([]);
  for (const [status, count] of Object.entries(meta.facets?.status ?? {})) {
    const { rows } = await server.db.query<{ 'QUERY PLAN': unknown }>(
      "EXPLAIN (FORMAT JSON) SELECT 1 FROM orders WHERE channel = 'DELIVERY' AND status = $1",
      [status],
    );
    const raw = rows[0]?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
      Plan: { 'Plan Rows': number };
    }[];
    const planned = plan[0]?.Plan['Plan Rows'] ?? 0;
    // The planner rounds each estimate, and never below one row.
    expect(Math.abs(count - planned), status).toBeLessThanOrEqual(1);
  }
});

test('a search with its tabs asks for each plan once', async () => {
  const plans: string[] = [];
  const run = server.db.query.bind(server.db);
  server.db.query = <T>(sql: string, params?: readonly unknown[]) => {
    if (sql.startsWith('EXPLAIN')) plans.push(JSON.stringify([sql, params]));
    return run<T>(sql, params);
  };
  await list('/admin/orders?perPage=10&facets=status&q=a').finally(() => {
    server.db.query = run;
  });
  // Gathering its matches, choosing how to read its page and estimating
  // its tabs each ask how many orders the search matches.
  expect(plans.length).toBeGreaterThan(0);
  expect(plans).toEqual([...new Set(plans)]);
});

test('tabs under a filter that matches fewer than the limit are counted exactly', async () => {
  const meta = await list(
    `/admin/orders?perPage=10&facets=status&search[id][lte]=${exactLimit}`,
  );
  expect(meta).not.toHaveProperty('estimatedFacets');
  const counts = meta.facets?.status ?? {};
  expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(exactLimit);
  expect(meta.total).toBe(exactLimit);
});

test('a search that matches many orders walks them newest first, its counts estimated', async () => {
  // Every customer's e-mail has an @: every order matches, through its customer.
  const answer = await admin.get<ListBody>(
    '/admin/orders?perPage=10&facets=status&q=%40',
  );
  expect(answer.status, answer.text).toBe(200);
  const { rows } = await server.db.query<{ id: number }>(
    'SELECT id::int AS id FROM orders ORDER BY placed_at DESC, id DESC LIMIT 10',
  );
  expect(answer.body.data.map((order) => order.id)).toEqual(
    rows.map((row) => row.id),
  );
  expect(answer.body.meta.totalIsEstimate).toBe(true);
  expectNear(answer.body.meta.total, orderCount, 3);
  expect(answer.body.meta.estimatedFacets).toEqual(['status']);
});

test('orders that come to match between the tabs’ count and their grouping make the counts estimates, not counts cut off at the limit', async () => {
  // Fewer than the limit have a total above the 50th largest.
  const { rows: edge } = await server.db.query<{ total: number }>(
    'SELECT total::int AS total FROM orders ORDER BY total DESC OFFSET $1 LIMIT 1',
    [exactLimit - 1],
  );
  const threshold = (edge[0]?.total ?? 0) + 1;
  const { rows: others } = await server.db.query<{ id: number }>(
    'SELECT id::int AS id FROM orders WHERE total < $1 ORDER BY id LIMIT $2',
    [threshold, exactLimit * 2],
  );
  const raised = others.map((row) => row.id);
  const query = server.db.query.bind(server.db);
  const moveBy = async (amount: number) =>
    query('UPDATE orders SET total = total + $1 WHERE id = ANY($2::bigint[])', [
      amount,
      raised,
    ]);
  // Another agent's edits land just after the tabs' capped count has run.
  let edited = false;
  server.db.query = async <T>(sql: string, params?: readonly unknown[]) => {
    const answer = await query<T>(sql, params);
    if (
      !edited &&
      sql.startsWith(
        'SELECT count(*)::int AS total FROM (SELECT 1 FROM "orders"',
      )
    ) {
      edited = true;
      await moveBy(threshold);
    }
    return answer;
  };
  try {
    const meta = await list(
      `/admin/orders?perPage=10&facets=status&search[total][gte]=${threshold}`,
    );
    expect(edited).toBe(true);
    expect(meta.estimatedFacets).toEqual(['status']);
    expect(meta.totalIsEstimate).toBe(true);
  } finally {
    server.db.query = query;
    if (edited) await moveBy(-threshold);
  }
});
