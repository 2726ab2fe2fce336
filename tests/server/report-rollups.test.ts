import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { Dashboard } from '../../src/registry/dashboard';
import type { AnyResource } from '../../src/registry/define-resource';
import { apiPaths } from '../../src/registry/paths';
import { Prng } from '../../server/db/prng';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The reports read daily rollups where they are current and the orders where
 * not (decision 028). Whichever they read, the answer is the same, and a
 * change shows in the next answer, before any rollup catches up.
 */
type Row = Record<string, unknown>;
type List = { data: Row[]; meta: { total: number } };

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
});
afterAll(() => server.close());

/** The reports over orders (pocket balances are not; demographics read customers). */
const orderReports = (resources as readonly AnyResource[]).filter(
  (r) =>
    r.report &&
    ![
      'reportings/pocket-balance',
      'reportings/demographic-performance',
    ].includes(r.report.endpoint),
);

const count = async (sql: string) =>
  (await server.db.query<{ n: number }>(sql)).rows[0]?.n ?? 0;

/** Every day the rollups hold, marked behind: the next answers are read from the orders. */
const markEveryDayBehind = () =>
  server.db.query(
    'INSERT INTO rollup_dirty_days (day) SELECT DISTINCT day FROM order_facts_days',
  );

const caughtUp = async () => {
  await server.rollups?.catchUp();
  expect(await count('SELECT count(*)::int AS n FROM rollup_dirty_days')).toBe(
    0,
  );
};

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Window {
  from: string;
  to: string;
  merchantId?: number;
  outletId?: number;
}

/** Random windows up to a year, some scoped to a merchant or an outlet. */
async function randomWindows(n: number): Promise<Window[]> {
  const prng = new Prng(2811);
  const { rows: outlets } = await server.db.query<{
    id: number;
    merchant_id: number;
  }>('SELECT id::int, merchant_id::int FROM merchant_outlets ORDER BY id');
  return Array.from({ length: n }, () => {
    const to = -prng.int(0, 200);
    const window = { from: day(to - prng.int(0, 364)), to: day(to) };
    const outlet = outlets[prng.int(0, outlets.length - 1)];
    const scope = prng.int(0, 2);
    if (scope === 1) return { ...window, merchantId: outlet?.merchant_id };
    if (scope === 2) return { ...window, outletId: outlet?.id };
    return window;
  });
}

/** A window as `entry`'s query: a scope it does not declare is left out. */
function queryOf(entry: AnyResource, window: Window): string {
  const query = new URLSearchParams({ from: window.from, to: window.to });
  for (const field of ['merchantId', 'outletId'] as const) {
    const id = window[field];
    if (id !== undefined && entry.fields[field]?.filter)
      query.set(field, String(id));
  }
  return `${query.toString()}&perPage=100`;
}

async function answers(windows: readonly Window[]) {
  const all: Record<string, unknown> = {};
  for (const entry of orderReports) {
    const endpoint = entry.report?.endpoint ?? '';
    for (const window of windows) {
      const query = queryOf(entry, window);
      const answer = await admin.get<List>(
        `${apiPaths.collection(endpoint)}?${query}`,
      );
      expect(answer.status, answer.text).toBe(200);
      all[`${endpoint}?${query}`] = answer.body;
    }
  }
  const dashboard = await admin.get<{ data: Dashboard }>(apiPaths.dashboard);
  all.dashboard = dashboard.body.data;
  return all;
}

describe('report rollups', () => {
  test('the rollups hold every order of the seed, and answer as the orders do for random windows', async () => {
    await caughtUp();
    expect(
      await count('SELECT sum(orders)::int AS n FROM order_facts_days'),
    ).toBe(await count('SELECT count(*)::int AS n FROM orders'));
    expect(
      await count('SELECT sum(orders)::int AS n FROM order_facts_months'),
    ).toBe(await count('SELECT count(*)::int AS n FROM orders'));
    const queries = await randomWindows(6);
    const fromRollups = await answers(queries);
    // Some days behind: their months are read by day, the days from orders.
    await server.db.query(
      `INSERT INTO rollup_dirty_days (day)
       SELECT day FROM (SELECT DISTINCT day FROM order_facts_days) d
       ORDER BY md5(day::text) LIMIT 12`,
    );
    expect(await answers(queries)).toEqual(fromRollups);
    await markEveryDayBehind();
    expect(await answers(queries)).toEqual(fromRollups);
    await caughtUp();
    expect(await answers(queries)).toEqual(fromRollups);
  });

  test("a year's sales add up to the orders' own sums, independently of the facts", async () => {
    await caughtUp();
    const [from, to] = [day(-364), day(0)];
    const days: Row[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const summary = await admin.get<List>(
        `${apiPaths.collection('reportings/sales-summary')}?from=${from}&to=${to}&perPage=100&page=${page}`,
      );
      days.push(...summary.body.data);
    }
    const sum = (field: string) =>
      days.reduce((total, row) => total + Number(row[field]), 0);
    const { rows } = await server.db.query<{ orders: number; gross: number }>(
      `SELECT count(*)::int AS orders, sum(subtotal)::float8 AS gross FROM orders
       WHERE status NOT IN ('CANCELLED', 'REJECTED', 'REFUNDED')
         AND (placed_at AT TIME ZONE 'Asia/Kuala_Lumpur')::date BETWEEN $1::date AND $2::date`,
      [from, to],
    );
    expect(sum('orderCount')).toBe(rows[0]?.orders);
    expect(sum('grossSales')).toBe(rows[0]?.gross);
  });

  test("a promotion's funding and a merchant's commission change the figures of every day they touch, at once", async () => {
    await caughtUp();
    const queries = [
      { from: day(-364), to: day(0) },
      ...(await randomWindows(3)),
    ];
    const before = await answers(queries);
    const { rows } = await server.db.query<{
      promotion: number;
      merchant: number;
      fundedBy: string;
    }>(
      `SELECT o.promotion_id::int AS promotion, mo.merchant_id::int AS merchant,
         p.funded_by AS "fundedBy"
       FROM orders o JOIN merchant_outlets mo ON mo.id = o.outlet_id
       JOIN promotions p ON p.id = o.promotion_id
       WHERE o.discount > 0 AND o.status = 'COMPLETED'
         AND o.placed_at > now() - interval '300 days' LIMIT 1`,
    );
    const { promotion, merchant, fundedBy } = rows[0] ?? {};
    if (!promotion || !merchant)
      throw new Error('no discounted order in the seed');
    const funded = await admin.edit(apiPaths.record('promotions', promotion), {
      fundedBy: fundedBy === 'PLATFORM' ? 'MERCHANT' : 'PLATFORM',
    });
    expect(funded.status, funded.text).toBe(200);
    const commission = await admin.edit(
      apiPaths.record('merchants', merchant),
      {
        commissionPercent: 27,
      },
    );
    expect(commission.status, commission.text).toBe(200);
    const changed = await answers(queries);
    expect(changed).not.toEqual(before);
    await markEveryDayBehind();
    expect(await answers(queries)).toEqual(changed);
  });

  test("an order's change shows in the next answer, before the rollup catches up", async () => {
    await caughtUp();
    await server.rollups?.stop();
    const { rows } = await server.db.query<{ id: number; day: string }>(
      `SELECT id::int, (placed_at AT TIME ZONE 'Asia/Kuala_Lumpur')::date::text AS day
       FROM orders WHERE status = 'PENDING' ORDER BY id LIMIT 1`,
    );
    const order = rows[0];
    if (!order) throw new Error('the seed has no pending order');
    const summaryOf = async () =>
      (
        await admin.get<List>(
          `${apiPaths.collection('reportings/sales-summary')}?from=${order.day}&to=${order.day}`,
        )
      ).body.data[0];
    const before = await summaryOf();
    const rejected = await admin.post(
      apiPaths.action('orders', order.id, 'reject'),
      { reason: 'Outlet closed early' },
    );
    expect(rejected.status, rejected.text).toBe(200);
    const after = await summaryOf();
    expect(Number(after?.orderCount)).toBe(Number(before?.orderCount) - 1);
    expect(
      await count('SELECT count(*)::int AS n FROM rollup_dirty_days'),
    ).toBeGreaterThan(0);
  });
});
