import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bandLimits } from '../../server/reports/age-bands';
import { resources } from '../../resources.config';
import { saleStatuses } from '../../src/registry/business-figures';
import type { Dashboard } from '../../src/registry/dashboard';
import type { AnyResource } from '../../src/registry/define-resource';
import {
  marketplaceDate,
  marketplaceInstant,
  marketplaceTimeZone,
} from '../../src/registry/marketplace-clock';
import { apiPaths } from '../../src/registry/paths';
import type { Db } from '../../server/db/db';
import { Prng } from '../../server/db/prng';
import { reportQueries } from '../../server/reports/report-queries';
import { rebuildRollups, settleRollups } from '../../server/rollups/roll-up';
import { customerDaysTable } from '../../server/rollups/customer-days';
import { todayBuyersTable } from '../../server/rollups/today-buyers';
import { factTables, runningTables } from '../../server/rollups/order-facts';
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

/**
 * A report added up afresh, past any kept answer (report-answers.ts): these
 * tests change the facts under the reports, some behind the marks' back.
 */
const freshReport = (path: string) =>
  admin.request<List>('GET', path, undefined, { 'cache-control': 'no-cache' });

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

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);

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
      const answer = await freshReport(
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

/** A customer's band on `today`: their age in whole years, a birthday counting from its day. */
function ageBandOf(birthDate: string | null, today: string): string {
  if (!birthDate) return 'UNKNOWN';
  const [year = 0, month = 0, date = 0] = birthDate.split('-').map(Number);
  const [thisYear = 0, thisMonth = 0, thisDate = 0] = today
    .split('-')
    .map(Number);
  const hadBirthday =
    thisMonth > month || (thisMonth === month && thisDate >= date);
  const age = thisYear - year - (hadBirthday ? 0 : 1);
  return bandLimits.find(([, limit]) => age < limit)?.[0] ?? 'AGE_55_PLUS';
}

/** The demographic report over `window` from the orders: each customer's sales, banded here. */
async function demographicsFromOrders(window: Window): Promise<Row[]> {
  const today = marketplaceDate();
  const next = new Date(Date.parse(`${window.to}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const { rows } = await server.db.query<{
    gender: string | null;
    birthDate: string | null;
    orders: number;
    gross: number;
  }>(
    `SELECT u.gender, u.date_of_birth::text AS "birthDate",
       count(*)::int AS orders, sum(o.subtotal)::float8 AS gross
     FROM orders o JOIN users u ON u.id = o.customer_id
     WHERE o.status = ANY($1::text[]) AND o.placed_at >= $2 AND o.placed_at < $3
     GROUP BY u.id`,
    [
      saleStatuses,
      marketplaceInstant(window.from).toISOString(),
      marketplaceInstant(next).toISOString(),
    ],
  );
  const groups = new Map<
    string,
    Row & { grossSales: number; orderCount: number; customerCount: number }
  >();
  for (const customer of rows) {
    const gender = customer.gender ?? 'UNDISCLOSED';
    const ageBand = ageBandOf(customer.birthDate, today);
    const key = `${gender} ${ageBand}`;
    const group = groups.get(key) ?? {
      gender,
      ageBand,
      customerCount: 0,
      orderCount: 0,
      grossSales: 0,
    };
    group.customerCount += 1;
    group.orderCount += customer.orders;
    group.grossSales += customer.gross;
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => ({
      ...group,
      averageOrderValue: Math.round(group.grossSales / group.orderCount),
    }))
    .sort(byGroup);
}

const byGroup = (a: Row, b: Row) =>
  `${String(a.gender)} ${String(a.ageBand)}`.localeCompare(
    `${String(b.gender)} ${String(b.ageBand)}`,
  );

async function demographicsReported(window: Window): Promise<Row[]> {
  const answer = await freshReport(
    `${apiPaths.collection('reportings/demographic-performance')}?from=${window.from}&to=${window.to}&perPage=100`,
  );
  expect(answer.status, answer.text).toBe(200);
  return [...answer.body.data].sort(byGroup);
}

describe('demographic performance', () => {
  test("counts the orders' own customers, orders and sales by the marketplace's today, rolled up or not, and a customer's new birth date or gender at once", async () => {
    await caughtUp();
    const windows: Window[] = [
      { from: day(-364), to: day(0) },
      ...(await randomWindows(4)).map(({ from, to }) => ({ from, to })),
    ];
    const expectAsOrders = async () => {
      for (const window of windows)
        expect(await demographicsReported(window)).toEqual(
          await demographicsFromOrders(window),
        );
    };
    await expectAsOrders();

    // Customers of the year on a band's first and last day, and one who
    // changes gender.
    const { rows: customers } = await server.db.query<{ id: number }>(
      `SELECT DISTINCT customer_id::int AS id FROM orders
       WHERE status = ANY($1::text[]) AND placed_at > now() - interval '300 days'
       ORDER BY 1 LIMIT 5`,
      [saleStatuses],
    );
    const today = marketplaceDate();
    const { rows: birthDates } = await server.db.query<{ date: string }>(
      `SELECT (($1::date - make_interval(years => n))::date + shift)::text AS date
       FROM (VALUES (18, 0), (18, 1), (25, 0), (55, 1)) v(n, shift)`,
      [today],
    );
    for (const [i, { date }] of birthDates.entries()) {
      const id = customers[i]?.id;
      if (!id) throw new Error('the seed has too few customers this year');
      const edited = await admin.edit(apiPaths.record('users', id), {
        dateOfBirth: date,
      });
      expect(edited.status, edited.text).toBe(200);
    }
    const renamed = customers[4]?.id ?? 0;
    const { rows: genders } = await server.db.query<{ gender: string }>(
      'SELECT gender FROM users WHERE id = $1',
      [renamed],
    );
    const gendered = await admin.edit(apiPaths.record('users', renamed), {
      gender: genders[0]?.gender === 'FEMALE' ? 'MALE' : 'FEMALE',
    });
    expect(gendered.status, gendered.text).toBe(200);
    await expectAsOrders();
    await markEveryDayBehind();
    await expectAsOrders();
    await caughtUp();
    await expectAsOrders();
    // The day rollups alone give every customer back the days they bought on.
    await server.db.query('TRUNCATE customer_sale_days');
    await markEveryDayBehind();
    await caughtUp();
    await expectAsOrders();

    // A customer's one sale of a day, turned down: they stop counting on
    // that day at once, and after the rollup has read it.
    const { rows: lone } = await server.db.query<{ id: number; day: string }>(
      `SELECT o.id::int, (o.placed_at AT TIME ZONE $2)::date::text AS day
       FROM orders o
       WHERE o.status = 'PENDING' AND NOT EXISTS (
         SELECT 1 FROM orders s
         WHERE s.customer_id = o.customer_id AND s.id <> o.id
           AND s.status = ANY($1::text[])
           AND (s.placed_at AT TIME ZONE $2)::date = (o.placed_at AT TIME ZONE $2)::date)
       ORDER BY o.id LIMIT 1`,
      [saleStatuses, marketplaceTimeZone()],
    );
    const order = lone[0];
    if (!order) throw new Error('the seed has no pending order');
    const onItsDay = { from: order.day, to: order.day };
    const customersOn = async () =>
      (await demographicsReported(onItsDay)).reduce(
        (sum, row) => sum + Number(row.customerCount),
        0,
      );
    const before = await customersOn();
    const rejected = await admin.post(
      apiPaths.action('orders', order.id, 'reject'),
      { reason: 'Outlet closed early' },
    );
    expect(rejected.status, rejected.text).toBe(200);
    expect(await customersOn()).toBe(before - 1);
    windows.push(onItsDay);
    await expectAsOrders();
    await caughtUp();
    expect(await customersOn()).toBe(before - 1);
    await expectAsOrders();
  }, 120_000);
});

describe('running totals', () => {
  const runningNames = runningTables.map((table) => `${table.name}_running`);
  const horizon = async () =>
    (
      await server.db.query<{ through: string | null }>(
        'SELECT running_through::text AS through FROM rollup_state',
      )
    ).rows[0]?.through ?? null;
  /**
   * Windows that end at the horizon, before it, on it and after it; and
   * windows of up to three days, read from their day rows, before it and
   * reaching today.
   */
  const recentWindows: Window[] = [
    { from: day(-40), to: day(-2) },
    { from: day(-12), to: day(-3) },
    { from: day(-3), to: day(-3) },
    { from: day(-8), to: day(3) },
    { from: day(-11), to: day(-10) },
    { from: day(-2), to: day(0) },
    { from: day(0), to: day(0) },
    { from: day(-5), to: day(-2) },
  ];
  const lineReports = orderReports.filter((entry) =>
    ['reportings/menu-performance', 'reportings/category-performance'].includes(
      entry.report?.endpoint ?? '',
    ),
  );
  async function lineAnswers(windows: readonly Window[]) {
    const all: Record<string, unknown> = {};
    for (const entry of lineReports)
      for (const window of windows) {
        const query = queryOf(entry, window);
        const answer = await freshReport(
          `${apiPaths.collection(entry.report?.endpoint ?? '')}?${query}`,
        );
        expect(answer.status, answer.text).toBe(200);
        all[`${entry.report?.endpoint}?${query}`] = answer.body;
      }
    return all;
  }

  test("run to today from each key's first sale, a row per key and day", async () => {
    await caughtUp();
    const through = await horizon();
    expect(through).not.toBeNull();
    expect(through && through <= marketplaceDate()).toBe(true);
    const { rows: state } = await server.db.query<{ running: string[] }>(
      'SELECT running FROM rollup_state',
    );
    expect([...(state[0]?.running ?? [])].sort()).toEqual(
      runningTables.map((table) => table.name).sort(),
    );
    for (const table of runningTables) {
      // Every key has a row on the horizon, and as many rows as days since its first.
      const keys = table.dimensions.join(', ');
      const { rows } = await server.db.query<{ gaps: number; keys: number }>(
        `SELECT count(*) FILTER (WHERE n <> last - first + 1)::int AS gaps,
           count(*) FILTER (WHERE last = $1::date)::int AS keys
         FROM (SELECT ${keys}, count(*) AS n, min(day) AS first, max(day) AS last
               FROM ${table.name}_running GROUP BY ${keys}) k`,
        [through],
      );
      expect(rows[0]?.gaps, table.name).toBe(0);
      expect(rows[0]?.keys, table.name).toBeGreaterThan(0);
    }
  });

  test("an old order's new lines carry to every later day, and the totals equal the orders' and a rebuild's", async () => {
    await caughtUp();
    const windows = [...(await randomWindows(2)), ...recentWindows];
    const before = await lineAnswers(windows);
    // An order of about 200 days ago sells twice as much of each of its dishes.
    const { rows } = await server.db.query<{ id: number }>(
      `UPDATE order_menus SET quantity = quantity * 2, line_total = line_total * 2
       WHERE order_id = (SELECT id FROM orders
                         WHERE status = 'COMPLETED' AND placed_at < now() - interval '200 days'
                         ORDER BY placed_at DESC LIMIT 1)
       RETURNING order_id::int AS id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const changed = await lineAnswers(windows);
    expect(changed).not.toEqual(before);
    await caughtUp();
    expect(await lineAnswers(windows)).toEqual(changed);
    await markEveryDayBehind();
    expect(await lineAnswers(windows)).toEqual(changed);
    await caughtUp();
    await rebuildRollups(server.db, marketplaceTimeZone());
    expect(await lineAnswers(windows)).toEqual(changed);
  });

  test('an order placed ahead of today is read from its day, and a day after the horizon carries the totals to it', async () => {
    await caughtUp();
    const windows = [...recentWindows, { from: day(-400), to: day(5) }];
    const { rows: copied } = await server.db.query<{ id: number }>(
      `INSERT INTO orders OVERRIDING SYSTEM VALUE
       SELECT (jsonb_populate_record(NULL::orders, to_jsonb(o) || jsonb_build_object(
         'id', nextval(pg_get_serial_sequence('orders', 'id')),
         'code', o.code || 'F',
         'placed_at', now() + interval '2 days'))).*
       FROM orders o WHERE status = 'COMPLETED' AND EXISTS
         (SELECT 1 FROM order_menus l WHERE l.order_id = o.id)
       ORDER BY id LIMIT 1
       RETURNING id::int`,
    );
    const ahead = copied[0]?.id;
    await server.db.query(
      `INSERT INTO order_menus OVERRIDING SYSTEM VALUE
       SELECT (jsonb_populate_record(NULL::order_menus, to_jsonb(l) || jsonb_build_object(
         'id', nextval(pg_get_serial_sequence('order_menus', 'id')), 'order_id', $1::bigint))).*
       FROM order_menus l WHERE l.order_id =
         (SELECT id FROM orders WHERE code || 'F' = (SELECT code FROM orders WHERE id = $1))`,
      [ahead],
    );
    const through = await horizon();
    await caughtUp();
    // Rolled up, its day ahead of today did not move the horizon.
    expect(await horizon()).toBe(through);
    const withAhead = await lineAnswers(windows);
    await markEveryDayBehind();
    expect(await lineAnswers(windows)).toEqual(withAhead);
    await caughtUp();
    // The totals as they were ten days ago, the days since read as days after the horizon…
    const earlier = day(-10);
    for (const table of runningNames)
      await server.db.query(`DELETE FROM ${table} WHERE day > $1::date`, [
        earlier,
      ]);
    await server.db.query('UPDATE rollup_state SET running_through = $1', [
      earlier,
    ]);
    expect(await lineAnswers(windows)).toEqual(withAhead);
    // …until a day after the horizon is rolled up, which carries them to it.
    await server.db.query('INSERT INTO rollup_dirty_days (day) VALUES ($1)', [
      day(-3),
    ]);
    await caughtUp();
    expect(await horizon()).toBe(day(-3));
    expect(await lineAnswers(windows)).toEqual(withAhead);
    await server.db.query('DELETE FROM order_menus WHERE order_id = $1', [
      ahead,
    ]);
    await server.db.query('DELETE FROM orders WHERE id = $1', [ahead]);
    // Today rolled up carries the totals to it, as after any order placed today.
    await server.db.query('INSERT INTO rollup_dirty_days (day) VALUES ($1)', [
      marketplaceDate(),
    ]);
    await caughtUp();
    expect(await horizon()).toBe(marketplaceDate());
  });
});

describe('a day rolled up again', () => {
  const dayTables = factTables.map((table) => `${table.name}_days`);
  /** Where each of the day's rows lies in each table: a row written again moves. */
  async function placesOf(date: string) {
    const places: Record<string, string[]> = {};
    for (const table of dayTables)
      places[table] = (
        await server.db.query<{ at: string }>(
          `SELECT ctid::text AS at FROM ${table} WHERE day = $1::date`,
          [date],
        )
      ).rows.map((r) => r.at);
    return places;
  }
  /** A table's rows of `columns`, as text, in order. */
  const rowsOf = async (table: string, columns: readonly string[]) =>
    (
      await server.db.query<{ row: string }>(
        `SELECT ROW(${columns.join(', ')})::text AS row FROM ${table} ORDER BY 1`,
      )
    ).rows.map((r) => r.row);
  /**
   * Every day and month row, the customers' days and today's buyers, as
   * text, in order; a
   * numeric by its value (sums of a day's differences keep more decimal
   * places).
   */
  async function held() {
    const all: Record<string, string[]> = {};
    for (const table of factTables)
      for (const [name, grain] of [
        [`${table.name}_days`, 'day'] as const,
        ...(table.running ? [] : [[`${table.name}_months`, 'month'] as const]),
      ]) {
        const columns = [grain, ...table.dimensions, ...table.measures].map(
          (c) => (c === 'prep_seconds' ? `trim_scale(${c})` : c),
        );
        all[name] = await rowsOf(name, columns);
      }
    // A customer left with no day keeps an empty row, which a rebuild does not make.
    all[customerDaysTable] = await rowsOf(
      `(SELECT * FROM ${customerDaysTable} WHERE NOT isempty(days)) c`,
      ['customer_id, days'],
    );
    all[todayBuyersTable] = await rowsOf(todayBuyersTable, [
      'day, customer_id, outlets, orders, gross, gender, date_of_birth, bought_before',
    ]);
    return all;
  }
  /** Rows deleted or written, by where they lie. */
  const rewritten = (before: string[] = [], after: string[] = []) =>
    before.filter((at) => !after.includes(at)).length +
    after.filter((at) => !before.includes(at)).length;

  test("writes only the rows its orders' changes moved, of their outlets, and holds what a rebuild holds", async () => {
    await caughtUp();
    // Sixty sales made on one day, so that the day has many rows.
    const busyDay = day(-45);
    const { rows } = await server.db.query<{ id: number }>(
      `UPDATE orders SET placed_at =
         ($1::date + (placed_at AT TIME ZONE $2)::time) AT TIME ZONE $2
       WHERE id IN (SELECT o.id FROM orders o WHERE o.status = 'COMPLETED'
                    AND EXISTS (SELECT 1 FROM order_menus l WHERE l.order_id = o.id)
                    ORDER BY o.id LIMIT 60)
       RETURNING id::int`,
      [busyDay, marketplaceTimeZone()],
    );
    await caughtUp();
    const order = { id: rows[0]?.id ?? 0, day: busyDay };
    const before = await placesOf(order.day);
    expect(before.menu_facts_days?.length).toBeGreaterThan(20);

    // Marked with nothing changed: not one row is written again.
    await server.db.query(
      'INSERT INTO rollup_dirty_days (day) VALUES ($1::date)',
      [order.day],
    );
    await caughtUp();
    expect(await placesOf(order.day)).toEqual(before);

    // One order cancelled and one of its lines doubled: a few rows per table.
    await server.db.query(
      `UPDATE order_menus SET quantity = quantity * 2, line_total = line_total * 2
       WHERE id = (SELECT min(id) FROM order_menus WHERE order_id = $1)`,
      [order.id],
    );
    await server.db.query(
      `UPDATE orders SET status = 'CANCELLED', cancelled_at = now(),
         cancellation_reason = 'Customer called' WHERE id = $1`,
      [order.id],
    );
    await caughtUp();
    const after = await placesOf(order.day);
    for (const table of dayTables)
      expect(rewritten(before[table], after[table]), table).toBeLessThanOrEqual(
        8,
      );
    // Its outlet's row, written again with the order counted as cancelled.
    expect(rewritten(before.order_facts_days, after.order_facts_days)).toBe(2);
    expect(
      rewritten(before.menu_facts_days, after.menu_facts_days),
    ).toBeGreaterThan(0);

    // Taken by another outlet: the marks name both, and the first's rows lose it.
    await server.db.query(
      `UPDATE orders SET outlet_id =
         (SELECT min(id) FROM merchant_outlets WHERE id <> orders.outlet_id)
       WHERE id = $1`,
      [order.id],
    );
    await caughtUp();
    // Moved to a month no other order is in, and back: its rows there go.
    const { rows: placed } = await server.db.query<{ at: string }>(
      'SELECT placed_at::text AS at FROM orders WHERE id = $1',
      [order.id],
    );
    await server.db.query(
      "UPDATE orders SET placed_at = placed_at - interval '6 years' WHERE id = $1",
      [order.id],
    );
    await caughtUp();
    await server.db.query('UPDATE orders SET placed_at = $2 WHERE id = $1', [
      order.id,
      placed[0]?.at,
    ]);
    await caughtUp();
    const kept = await held();
    await rebuildRollups(server.db, marketplaceTimeZone());
    expect(kept).toEqual(await held());
  });

  test("a day behind read by its marks' outlets answers as read whole", async () => {
    await caughtUp();
    // A sale on the day of the most outlets, weeks ago.
    const { rows } = await server.db.query<{ id: number; day: string }>(
      `WITH busiest AS (
         SELECT (placed_at AT TIME ZONE $1)::date AS day FROM orders
         WHERE placed_at < now() - interval '20 days' AND status = 'COMPLETED'
         GROUP BY 1 ORDER BY count(DISTINCT outlet_id) DESC, 1 DESC LIMIT 1)
       SELECT o.id::int, b.day::text AS day FROM orders o JOIN busiest b
         ON (o.placed_at AT TIME ZONE $1)::date = b.day
       WHERE o.status = 'COMPLETED'
         AND EXISTS (SELECT 1 FROM order_menus l WHERE l.order_id = o.id)
       ORDER BY o.id LIMIT 1`,
      [marketplaceTimeZone()],
    );
    const sale = rows[0];
    if (!sale) throw new Error('no completed sale 20 days ago');
    const daysAround = (n: number) =>
      new Date(Date.parse(`${sale.day}T00:00:00Z`) + n * 86_400_000)
        .toISOString()
        .slice(0, 10);
    // The day alone (its day rows) and ten days around it (running totals).
    const ranges = [
      [sale.day, dayAfter(sale.day)],
      [daysAround(-5), daysAround(6)],
    ].map(([from = '', to = '']) => [
      marketplaceInstant(`${from}T00:00`).toISOString(),
      marketplaceInstant(`${to}T00:00`).toISOString(),
      null,
      null,
      marketplaceTimeZone(),
    ]);
    const lineReports = [
      reportQueries['reportings/menu-performance'],
      reportQueries['reportings/category-performance'],
      reportQueries['reportings/outlets-performance'],
    ];
    const read = async (tx: Db) => {
      const answers: Row[][] = [];
      for (const sql of lineReports)
        for (const params of ranges)
          answers.push(
            (await tx.query<Row>(`SELECT * FROM (${sql}) r ORDER BY 1`, params))
              .rows,
          );
      return answers;
    };
    const before = await read(server.db);
    // In a transaction of its own, whose marks no rollup sees.
    await server.db
      .transaction(async (tx) => {
        await tx.query(
          `UPDATE order_menus SET quantity = quantity * 3, line_total = line_total * 3
           WHERE order_id = $1`,
          [sale.id],
        );
        const { rows: marks } = await tx.query<{ outlet: number | null }>(
          'SELECT outlet_id::int AS outlet FROM rollup_dirty_days WHERE day = $1::date',
          [sale.day],
        );
        expect(marks.length).toBeGreaterThan(0);
        expect(marks.every((m) => m.outlet !== null)).toBe(true);
        // Other outlets sold that day, whose rolled rows stay.
        const { rows: others } = await tx.query<{ n: number }>(
          `SELECT count(DISTINCT outlet_id)::int AS n FROM orders
           WHERE (placed_at AT TIME ZONE $1)::date = $2::date
             AND outlet_id <> ALL($3::bigint[])`,
          [marketplaceTimeZone(), sale.day, marks.map((m) => m.outlet)],
        );
        expect(others[0]?.n).toBeGreaterThan(0);
        const byOutlet = await read(tx);
        expect(byOutlet).not.toEqual(before);
        await tx.query(
          'INSERT INTO rollup_dirty_days (day) VALUES ($1::date)',
          [sale.day],
        );
        expect(byOutlet).toEqual(await read(tx));
        throw new Error('rolled back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'rolled back'))
          throw error;
      });
  });

  test('a database whose months were made whole has them made again from its days, once, at start', async () => {
    await caughtUp();
    const whole = await held();
    // A month made while another of its days was behind, as before.
    await server.db.query(
      'UPDATE marketplace_facts_months SET orders = orders + 1',
    );
    await server.db.query(
      'UPDATE rollup_state SET months_by_difference = false',
    );
    await settleRollups(server.db, resources);
    expect(await held()).toEqual(whole);
    const { rows } = await server.db.query<{ done: boolean }>(
      'SELECT months_by_difference AS done FROM rollup_state',
    );
    expect(rows[0]?.done).toBe(true);
  });
});

describe('report rollups', () => {
  test('the rollups hold every order of the seed, and answer as the orders do for random windows', async () => {
    await caughtUp();
    // Each table that counts every order, by outlet or for the whole
    // marketplace: its days, and its months or its running totals' last day.
    const lastRunning = `(SELECT running_through FROM rollup_state)`;
    for (const [table, grains] of [
      ['order_facts', ['days', 'running']],
      ['marketplace_facts', ['days', 'months']],
      ['order_total_facts', ['days', 'months']],
      ['status_total_facts', ['days', 'months']],
    ] as const)
      for (const grain of grains)
        expect(
          await count(
            `SELECT sum(orders)::int AS n FROM ${table}_${grain}
             ${grain === 'running' ? `WHERE day = ${lastRunning}` : ''}`,
          ),
          `${table}_${grain}`,
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
      const summary = await freshReport(
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
        await freshReport(
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

describe('pocket balances', () => {
  test("are each pocket's transactions summed over random windows, though read from its kept balance", async () => {
    // The report's first definition, from the transactions alone.
    const fromTransactions = async (window: Window) => {
      const { rows } = await server.db.query<Row>(
        `SELECT pk.user_id::int AS "userId",
           coalesce(sum(t.amount) FILTER (WHERE t.created_at < $1), 0)::int AS "openingBalance",
           coalesce(sum(t.amount) FILTER (WHERE t.created_at >= $1 AND t.type = 'TOP_UP'), 0)::int AS "topUps",
           coalesce(sum(t.amount) FILTER (WHERE t.created_at >= $1 AND t.type IN ('REFUND', 'CASHBACK', 'ADJUSTMENT')), 0)::int AS "refunds",
           coalesce(-sum(t.amount) FILTER (WHERE t.created_at >= $1 AND t.type = 'PAYMENT'), 0)::int AS "spent",
           coalesce(-sum(t.amount) FILTER (WHERE t.created_at >= $1 AND t.type = 'WITHDRAWAL'), 0)::int AS "withdrawals",
           coalesce(sum(t.amount), 0)::int AS "closingBalance"
         FROM pockets pk
         JOIN pocket_transactions t ON t.pocket_id = pk.id AND t.created_at < $2
         GROUP BY pk.user_id ORDER BY pk.user_id`,
        [
          marketplaceInstant(window.from).toISOString(),
          marketplaceInstant(dayAfter(window.to)).toISOString(),
        ],
      );
      return rows;
    };
    const reported = async (window: Window) => {
      const rows: Row[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await freshReport(
          `${apiPaths.collection('reportings/pocket-balance')}?from=${window.from}&to=${window.to}&perPage=100&page=${page}`,
        );
        expect(answer.status, answer.text).toBe(200);
        rows.push(
          ...answer.body.data.map((row) => ({
            userId: Number(row.userId),
            openingBalance: Number(row.openingBalance),
            topUps: Number(row.topUps),
            refunds: Number(row.refunds),
            spent: Number(row.spent),
            withdrawals: Number(row.withdrawals),
            closingBalance: Number(row.closingBalance),
          })),
        );
        if (answer.body.data.length < 100)
          return rows.sort((a, b) => Number(a.userId) - Number(b.userId));
      }
    };
    const windows = await randomWindows(4);
    expect(windows.length).toBeGreaterThan(0);
    for (const window of windows) {
      const expected = await fromTransactions(window);
      expect(expected.length, JSON.stringify(window)).toBeGreaterThan(0);
      expect(await reported(window), JSON.stringify(window)).toEqual(expected);
    }
  });
});
