/**
 * A list's sums are read from the rollups where they hold its filters, and
 * otherwise from the rows, but only up to ten times the rows it counts
 * exactly: a search matching half a million orders took 4.2 s to sum.
 * Beyond that the answer says the sums were withheld instead of making
 * every other part of the list wait. The limit is set low here, so the
 * test seed's few hundred orders are "many".
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

interface ListBody {
  data: { id: number; code: string; total: number }[];
  meta: {
    total: number;
    totalIsEstimate?: boolean;
    totals?: Record<string, number>;
    totalsWithheld?: boolean;
  };
}

const exactLimit = 10;
let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ listExactCountLimit: exactLimit });
  admin = await apiAs(server, 'admin@zfood.my');
  await server.db.query('ANALYZE orders');
});
afterAll(() => server.close());

async function list(path: string): Promise<ListBody> {
  const answer = await admin.get<ListBody>(path);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

test('a search matching more rows than a list sums on request withholds its sums, and says so', async () => {
  const { rows } = await server.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM orders WHERE lower(code) LIKE '%ord%'",
  );
  expect(rows[0]?.n).toBeGreaterThan(exactLimit * 10 * 2);
  const { meta } = await list('/admin/orders?perPage=5&q=ORD&totals=total');
  expect(meta.totalIsEstimate).toBe(true);
  expect(meta.totalsWithheld).toBe(true);
  expect(meta).not.toHaveProperty('totals');
});

test('a search matching few rows sums them exactly', async () => {
  const first = await list('/admin/orders?perPage=1');
  const order = first.data[0];
  if (!order) throw new Error('no order');
  const { meta } = await list(
    `/admin/orders?perPage=5&q=${encodeURIComponent(order.code)}&totals=total`,
  );
  expect(meta).not.toHaveProperty('totalsWithheld');
  expect(meta.totals).toEqual({ total: order.total });
});

test('sums the rollups hold are given however many rows match', async () => {
  const { meta } = await list('/admin/orders?perPage=5&totals=total');
  expect(meta.totalIsEstimate).toBe(true);
  expect(meta).not.toHaveProperty('totalsWithheld');
  const { rows } = await server.db.query<{ sum: number }>(
    'SELECT sum(total)::float8 AS sum FROM orders',
  );
  expect(meta.totals).toEqual({ total: rows[0]?.sum });
});
