import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import {
  marketplaceDate,
  marketplaceInstant,
  marketplaceTimeZone,
} from '../../src/registry/marketplace-clock';
import { apiPaths } from '../../src/registry/paths';
import {
  makingTurnLockClass,
  prepareReportAnswers,
  ReportAnswers,
  type Keeping,
} from '../../server/reports/report-answers';
import { reportQueries, reportSums } from '../../server/reports/report-queries';
import { startReportWarmup } from '../../server/reports/report-warmup';
import { apiAs, type ApiClient } from './support/api-client';
import {
  dayOpeningTimeout,
  pastTheDaysFirstMinute,
} from './support/marketplace-day';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * A report over a range that ended before today is kept and read back
 * (server/reports/report-answers.ts) while no day of the range has changed.
 * What a client can see: `Cache-Status` says how it was answered, and the
 * answer is always the one added up afresh.
 */
type List = { data: Record<string, unknown>[]; meta: { total: number } };

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
});
afterAll(() => server.close());

const day = (offset: number) =>
  new Date(Date.parse(`${marketplaceDate()}T00:00:00Z`) + offset * 86_400_000)
    .toISOString()
    .slice(0, 10);

/** Every report's closed answers are kept. */
const keptReports = (resources as readonly AnyResource[]).filter(
  (r) => r.report,
);

/** An order `o` todaysSales can move: a completed sale with lines and a promotion, from long ago. */
const oldSale = `o.status = 'COMPLETED' AND o.promotion_id IS NOT NULL
  AND o.placed_at < now() - interval '150 days'
  AND EXISTS (SELECT 1 FROM order_menus l WHERE l.order_id = o.id)`;

/** Whether the outlet `outlet` (a column) has an old sale left to move to today. */
const hasOldSale = (outlet: string) =>
  `EXISTS (SELECT 1 FROM orders o WHERE o.outlet_id = ${outlet} AND ${oldSale})`;

/**
 * Sales of today, whatever the hour the test runs at (the seed's today
 * holds only the hours gone by): `n` completed sales with lines and a
 * promotion, from long before any range these tests ask for (of `outletId`
 * when given), moved to this moment. First waits out the first minute of
 * the marketplace's day, when the day before may still be changing and no
 * part of a range is kept.
 */
async function todaysSales(n: number, outletId?: number): Promise<number[]> {
  await pastTheDaysFirstMinute();
  const { rows } = await server.db.query<{ id: number }>(
    `UPDATE orders SET placed_at = now() - interval '1 second'
     WHERE id IN (
       SELECT o.id FROM orders o
       WHERE ${oldSale} AND ($2::bigint IS NULL OR o.outlet_id = $2)
       ORDER BY o.id LIMIT $1)
     RETURNING id::int`,
    [n, outletId ?? null],
  );
  if (rows.length < n)
    throw new Error(`the seed has no ${n} old sales to move`);
  return rows.map((r) => r.id);
}

const pathOf = (endpoint: string, query: string) =>
  `${apiPaths.collection(endpoint)}?${query}`;

const kept = (path: string) => admin.get<List>(path);
const fresh = (path: string) =>
  admin.request<List>('GET', path, undefined, { 'cache-control': 'no-cache' });
const statusOf = (answer: { headers: Headers }) =>
  answer.headers.get('cache-status');

/**
 * A completed order's id and marketplace day, placed `from`–`to` days from
 * today, of a total a refund needs no approval for.
 */
async function completedOrder(from: number, to: number) {
  const { rows } = await server.db.query<{ id: number; day: string }>(
    `SELECT id::int, (placed_at AT TIME ZONE $1)::date::text AS day
     FROM orders WHERE status = 'COMPLETED' AND total <= 10000
       AND (placed_at AT TIME ZONE $1)::date BETWEEN $2::date AND $3::date
     ORDER BY id LIMIT 1`,
    [marketplaceTimeZone(), day(from), day(to)],
  );
  const order = rows[0];
  if (!order)
    throw new Error(
      `the seed has no completed order ${from}–${to} days from today`,
    );
  return order;
}

/** Cancels and refunds order `id` through the API, as staff would. */
async function refund(id: number) {
  const refunded = await admin.post(
    apiPaths.action('orders', id, 'cancel-and-refund'),
    { reason: 'Cold on arrival' },
  );
  expect(refunded.status, refunded.text).toBe(200);
}

describe('kept report answers', () => {
  test('every report over a closed range is kept, and reads back as it adds up afresh, sorted and paged alike', async () => {
    const range = `from=${day(-60)}&to=${day(-1)}`;
    for (const entry of keptReports) {
      const endpoint = entry.report?.endpoint ?? '';
      const sortable = Object.entries(entry.fields)
        .filter(([, field]) => field.sortable)
        .map(([name]) => name);
      for (const query of [
        `${range}&perPage=100`,
        ...sortable
          .slice(0, 2)
          .map((name) => `${range}&sort=${name}&perPage=5&page=2`),
      ]) {
        const path = pathOf(endpoint, query);
        const first = await kept(path);
        expect(first.status, first.text).toBe(200);
        expect(statusOf(first), path).toMatch(
          /^reports; (hit|fwd=miss; stored)$/,
        );
        const second = await kept(path);
        expect(statusOf(second), path).toBe('reports; hit');
        const afresh = await fresh(path);
        expect(statusOf(afresh), path).toBe('reports; fwd=bypass');
        expect(second.body, path).toEqual(afresh.body);
        expect(first.body, path).toEqual(afresh.body);
      }
    }
  });

  test('a range that reaches today, of a report whose rows do not add up, is added up afresh every time', async () => {
    const path = pathOf(
      'reportings/outlets-performance',
      `from=${day(-7)}&to=${day(0)}`,
    );
    for (let i = 0; i < 2; i++)
      expect(statusOf(await kept(path))).toBe('reports; fwd=bypass');
  });

  test(
    "a range that reaches today reads its days before today kept and adds today's, as it adds up afresh, sorted, filtered and paged alike",
    async () => {
      await todaysSales(5);
      const range = `from=${day(-20)}&to=${day(0)}`;
      const adding = Object.entries(reportSums);
      expect(adding.length).toBeGreaterThan(0);
      for (const [endpoint, sums] of adding) {
        // A key as a filter: of the rows, or of the scope (a finance row's outlet).
        const filtered = sums.keys[0] ?? '';
        // Today has rows of its own, or adding them would go untested.
        const today = await fresh(
          pathOf(endpoint, `from=${day(0)}&to=${day(0)}`),
        );
        expect(today.body.meta.total, endpoint).toBeGreaterThan(0);
        const value = today.body.data.find((r) => r[filtered] != null)?.[
          filtered
        ];
        const filter = `search[${filtered}][eq]=${String(value)}`;
        const sortable = Object.entries(
          keptReports.find((r) => r.report?.endpoint === endpoint)?.fields ??
            {},
        )
          .filter(([, field]) => field.sortable)
          .map(([name]) => name);
        for (const query of [
          `${range}&perPage=100`,
          `${range}&${filter}&perPage=10&page=2`,
          // Past the last page: no rows, and still the count of all.
          `${range}&perPage=100&page=900`,
          ...sortable.flatMap((name) => [
            `${range}&sort=${name}&perPage=5&page=3`,
            `${range}&sort=-${name}&perPage=5`,
          ]),
        ]) {
          const path = pathOf(endpoint, query);
          const first = await kept(path);
          expect(first.status, first.text).toBe(200);
          expect(statusOf(first), path).toMatch(
            /^reports; (hit|fwd=miss; stored); detail=today$/,
          );
          const afresh = await fresh(path);
          expect(statusOf(afresh), path).toBe('reports; fwd=bypass');
          expect(first.body, path).toEqual(afresh.body);
        }
        // A range that starts today has no days to keep.
        expect(
          statusOf(await kept(pathOf(endpoint, `from=${day(0)}&to=${day(0)}`))),
        ).toBe('reports; fwd=bypass');
      }
    },
    dayOpeningTimeout,
  );

  test(
    "today's new sale shows at once beside the kept days, and a change to a kept day makes them again",
    async () => {
      await todaysSales(1);
      // An old sale, from before the range, soon moved to now: a sale of today.
      const { rows } = await server.db.query<{ id: number; menu: number }>(
        `SELECT o.id::int, min(l.menu_id)::int AS menu FROM orders o
       JOIN order_menus l ON l.order_id = o.id
       WHERE o.status = 'COMPLETED' AND o.placed_at < now() - interval '40 days'
       GROUP BY o.id ORDER BY o.id LIMIT 1`,
      );
      const sale = rows[0];
      if (!sale) throw new Error('no completed sale 40 days ago');
      const path = pathOf(
        'reportings/menu-performance',
        `from=${day(-10)}&to=${day(0)}&search[menuId][eq]=${sale.menu}`,
      );
      const before = await kept(path);
      expect(statusOf(await kept(path))).toBe('reports; hit; detail=today');
      await server.db.query(
        "UPDATE orders SET placed_at = now() - interval '1 second' WHERE id = $1",
        [sale.id],
      );
      const after = await kept(path);
      expect(statusOf(after)).toBe('reports; hit; detail=today');
      const ordersOf = (answer: { body: List }) =>
        Number(answer.body.data[0]?.orderCount ?? 0);
      expect(ordersOf(after)).toBe(ordersOf(before) + 1);
      expect(after.body).toEqual((await fresh(path)).body);

      const order = await completedOrder(-8, -2);
      await refund(order.id);
      const remade = await kept(path);
      expect(statusOf(remade)).toBe('reports; fwd=miss; stored; detail=today');
      expect(remade.body).toEqual((await fresh(path)).body);
      expect(statusOf(await kept(path))).toBe('reports; hit; detail=today');
    },
    dayOpeningTimeout,
  );

  test(
    "a range to today of a report whose rows are each an outlet's is kept once, and follows today's changes whether or not they are rolled up",
    async () => {
      await todaysSales(3);
      await server.rollups?.catchUp();
      const range = `from=${day(-10)}&to=${day(0)}`;
      const paths = [
        pathOf('reportings/menu-performance', `${range}&perPage=100`),
        pathOf('reportings/finance', `${range}&perPage=100&sort=-grossSales`),
      ];
      const keptToToday = async () => {
        const { rows } = await server.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM report_answers WHERE base_id IS NOT NULL',
        );
        return rows[0]?.n ?? 0;
      };
      const readAll = async () => {
        for (const path of paths) {
          const answer = await kept(path);
          expect(statusOf(answer), path).toBe('reports; hit; detail=today');
          expect(answer.body, path).toEqual((await fresh(path)).body);
        }
      };
      for (const path of paths) await kept(path);
      await readAll();
      const made = await keptToToday();
      expect(made).toBeGreaterThanOrEqual(paths.length);

      // A sale of today while its day is behind the rollup, then rolled up.
      await server.rollups?.stop();
      const [sale] = await todaysSales(1);
      await readAll();
      await server.rollups?.catchUp();
      await readAll();
      // The sale called off, and a line of another of today's sales changed.
      await server.db.query(
        "UPDATE orders SET status = 'CANCELLED' WHERE id = $1",
        [sale],
      );
      await readAll();
      await server.db.query(
        `UPDATE order_menus SET quantity = quantity + 2
         WHERE id = (SELECT l.id FROM order_menus l JOIN orders o ON o.id = l.order_id
                     WHERE o.placed_at > now() - interval '1 hour'
                       AND o.status = 'COMPLETED' ORDER BY l.id LIMIT 1)`,
      );
      await server.rollups?.catchUp();
      await readAll();
      // A dish sold today alone in the range moved to another category: a
      // change that names no outlet, so every row is made again.
      const { rows } = await server.db.query<{ id: number; dish: number }>(
        `SELECT o.id::int, l.menu_id::int AS dish FROM orders o
         JOIN order_menus l ON l.order_id = o.id
         WHERE o.status = 'COMPLETED' AND o.placed_at < now() - interval '150 days'
           AND NOT EXISTS (
             SELECT 1 FROM order_menus r JOIN orders e ON e.id = r.order_id
             WHERE r.menu_id = l.menu_id AND e.placed_at > now() - interval '12 days')
         ORDER BY o.id LIMIT 1`,
      );
      const lone = rows[0];
      if (!lone) throw new Error('no old sale of a dish unsold since');
      await server.db.query(
        "UPDATE orders SET placed_at = now() - interval '1 second' WHERE id = $1",
        [lone.id],
      );
      await server.rollups?.catchUp();
      await readAll();
      const { rows: other } = await server.db.query<{ id: number }>(
        `SELECT c.id::int FROM menu_categories c, menus m
         WHERE m.id = $1 AND c.id <> m.category_id ORDER BY c.id LIMIT 1`,
        [lone.dish],
      );
      const category = other[0]?.id;
      const recategorised = await admin.edit(
        apiPaths.record('menus', lone.dish),
        { categoryId: category },
      );
      expect(recategorised.status, recategorised.text).toBe(200);
      await readAll();
      await server.rollups?.catchUp();
      await readAll();
      const menu = await kept(paths[0] ?? '');
      expect(
        menu.body.data.find((r) => r.menuId === lone.dish)?.categoryId,
      ).toBe(category);
      // Brought up to date where it was: none made again.
      expect(await keptToToday()).toBe(made);
    },
    dayOpeningTimeout,
  );

  test(
    "a dish moved to another outlet today leaves the range to today adding today's rows, right whichever outlet's sale changes next",
    async () => {
      await todaysSales(2);
      await server.rollups?.catchUp();
      const path = pathOf(
        'reportings/menu-performance',
        `from=${day(-10)}&to=${day(0)}&perPage=100&sort=-grossSales`,
      );
      await kept(path);
      expect(statusOf(await kept(path))).toBe('reports; hit; detail=today');
      // A dish sold today, moved to another outlet.
      const { rows } = await server.db.query<{
        dish: number;
        from: number;
        to: number;
      }>(
        // Both outlets with an old sale left to move to today (todaysSales),
        // whatever the tests before took.
        `SELECT l.menu_id::int AS dish, s.outlet_id::int AS from,
           (SELECT min(m.id)::int FROM merchant_outlets m
            WHERE m.id <> s.outlet_id AND ${hasOldSale('m.id')}) AS to
         FROM order_menus l JOIN orders s ON s.id = l.order_id
         WHERE s.placed_at > now() - interval '1 hour' AND s.status = 'COMPLETED'
           AND ${hasOldSale('s.outlet_id')}
         ORDER BY l.id LIMIT 1`,
      );
      const dish = rows[0];
      if (!dish?.to)
        throw new Error(
          'no dish sold today where two outlets have old sales left',
        );
      const moved = await admin.edit(apiPaths.record('menus', dish.dish), {
        outletId: dish.to,
      });
      expect(moved.status, moved.text).toBe(200);
      const after = await kept(path);
      expect(after.body).toEqual((await fresh(path)).body);
      // Sales of today at the outlet it left and at the one it went to.
      for (const outlet of [dish.from, dish.to]) {
        await todaysSales(1, outlet);
        await server.rollups?.catchUp();
        const next = await kept(path);
        expect(statusOf(next)).toMatch(/detail=today$/);
        expect(next.body).toEqual((await fresh(path)).body);
      }
    },
    dayOpeningTimeout,
  );

  test(
    "the demographic report to today counts today's buyers as the rollups keep them, right through every change",
    async () => {
      const [given] = await todaysSales(3);
      await server.rollups?.catchUp();
      const path = pathOf(
        'reportings/demographic-performance',
        `from=${day(-10)}&to=${day(0)}&perPage=100`,
      );
      const readAll = async () => {
        const answer = await kept(path);
        expect(statusOf(answer)).toMatch(/detail=today$/);
        expect(answer.body).toEqual((await fresh(path)).body);
        return answer.body;
      };
      /** Whether the rollups hold every buyer of today (today-buyers.ts). */
      const buyersHeld = async () => {
        const { rows } = await server.db.query<{ held: boolean }>(
          `SELECT s.buyers_day = (now() AT TIME ZONE $1)::date
             AND EXISTS (SELECT 1 FROM today_buyers WHERE day = s.buyers_day) AS held
           FROM rollup_state s`,
          [marketplaceTimeZone()],
        );
        return rows[0]?.held;
      };
      expect(await buyersHeld()).toBe(true);
      await readAll();
      // A customer whose one order of the range is a refundable sale, and
      // another who bought nothing in the range: an old sale of each, moved
      // to now while today's rollup is stopped, and read before and after
      // it catches up.
      const { rows } = await server.db.query<{
        sale: number;
        outlet: number;
        customer: number;
        earlier: number | null;
      }>(
        `WITH ranged AS (
           SELECT customer_id, count(*) AS n, min(id) AS earlier,
             bool_and(status = 'COMPLETED' AND total <= 10000 AND placed_at < $2::timestamptz)
               AS refundable
           FROM orders WHERE placed_at >= $1::timestamptz
           GROUP BY customer_id)
         SELECT DISTINCT ON (r.n IS NULL) o.id::int AS sale, o.outlet_id::int AS outlet,
           o.customer_id::int AS customer, r.earlier::int AS earlier
         FROM orders o JOIN users u ON u.id = o.customer_id
         LEFT JOIN ranged r ON r.customer_id = o.customer_id
         WHERE o.status = 'COMPLETED' AND o.placed_at < now() - interval '150 days'
           AND (r.n IS NULL OR (r.n = 1 AND r.refundable))
         ORDER BY r.n IS NULL, o.id`,
        [
          marketplaceInstant(day(-10)).toISOString(),
          marketplaceInstant(day(0)).toISOString(),
        ],
      );
      const regular = rows.find((r) => r.earlier !== null);
      const returning = rows.find((r) => r.earlier === null);
      if (!regular?.earlier || !returning)
        throw new Error('the seed has no such customers');
      const counted = (body: List) =>
        body.data.reduce((n, r) => n + Number(r.customerCount), 0);
      const before = counted(await readAll());
      await server.rollups?.stop();
      await server.db.query(
        "UPDATE orders SET placed_at = now() - interval '1 second' WHERE id = ANY($1::int[])",
        [[regular.sale, returning.sale]],
      );
      expect(counted(await readAll())).toBe(before + 1);
      await server.rollups?.catchUp();
      expect(await buyersHeld()).toBe(true);
      expect(counted(await readAll())).toBe(before + 1);
      // The regular's one earlier sale of the range moved to long before it:
      // a day before today behind, then rolled up. They are new to the range
      // now, though no order is on that day any more.
      await server.db.query(
        "UPDATE orders SET placed_at = placed_at - interval '400 days' WHERE id = $1",
        [regular.earlier],
      );
      await readAll();
      await server.rollups?.catchUp();
      expect(counted(await readAll())).toBe(before + 1);
      // A sale of last week given to the returning customer: they bought in
      // the range before today now, and count there, not today.
      const lastWeek = await completedOrder(-8, -2);
      await server.db.query(
        'UPDATE orders SET customer_id = $2 WHERE id = $1',
        [lastWeek.id, returning.customer],
      );
      await readAll();
      await server.rollups?.catchUp();
      await readAll();
      // The returning customer twenty years older: every day they bought on
      // is behind, then rolled up in their new band.
      await server.db.query(
        `UPDATE users SET date_of_birth = coalesce(date_of_birth, '1990-01-01') - interval '20 years'
         WHERE id = $1`,
        [returning.customer],
      );
      await readAll();
      await server.rollups?.catchUp();
      expect(await buyersHeld()).toBe(true);
      await readAll();
      // The returning customer's sale moved to another outlet, and another
      // of today's sales given to the regular: read behind, then rolled up.
      await server.db.query(
        `UPDATE orders SET outlet_id =
           (SELECT min(id) FROM merchant_outlets WHERE id <> orders.outlet_id)
         WHERE id = $1`,
        [returning.sale],
      );
      await server.db.query(
        'UPDATE orders SET customer_id = $2 WHERE id = $1',
        [given, regular.customer],
      );
      await readAll();
      await server.rollups?.catchUp();
      expect(await buyersHeld()).toBe(true);
      await readAll();
      // And back to its outlet, which the tests after may sell from.
      await server.db.query('UPDATE orders SET outlet_id = $2 WHERE id = $1', [
        returning.sale,
        returning.outlet,
      ]);
      await server.rollups?.catchUp();
      await readAll();
    },
    dayOpeningTimeout,
  );

  test(
    'a discount without a promotion, before today and today, adds up under its empty key',
    async () => {
      const { rows } = await server.db.query<{
        before: number;
        outlet: number;
      }>(
        `SELECT id::int AS before, outlet_id::int AS outlet FROM orders
       WHERE status = 'COMPLETED'
         AND (placed_at AT TIME ZONE $1)::date BETWEEN $2::date AND $3::date
         -- Of an outlet with an old sale left to move to today (todaysSales),
         -- whatever the tests before took.
         AND ${hasOldSale('orders.outlet_id')}
       ORDER BY id LIMIT 1`,
        [marketplaceTimeZone(), day(-8), day(-3)],
      );
      const before = rows[0];
      if (!before) throw new Error('no completed order last week');
      const [today] = await todaysSales(1, before.outlet);
      const pair = { before: before.before, today };
      await server.db.query(
        'UPDATE orders SET promotion_id = NULL, discount = 300 WHERE id = ANY($1::bigint[])',
        [[pair.before, pair.today]],
      );
      const path = pathOf(
        'reportings/subsidy',
        `from=${day(-10)}&to=${day(0)}&perPage=100`,
      );
      await kept(path);
      const again = await kept(path);
      expect(statusOf(again)).toBe('reports; hit; detail=today');
      const unpromoted = again.body.data.filter((r) => r.promotionId === null);
      expect(unpromoted).toHaveLength(1);
      expect(Number(unpromoted[0]?.orderCount)).toBeGreaterThanOrEqual(2);
      expect(again.body).toEqual((await fresh(path)).body);
    },
    dayOpeningTimeout,
  );

  test("an order's change shows at once in the ranges that hold its day, and leaves the others kept, before and after the rollup catches up", async () => {
    await server.rollups?.catchUp();
    await server.rollups?.stop();
    const order = await completedOrder(-20, -12);
    const holding = pathOf(
      'reportings/sales-summary',
      `from=${order.day}&to=${day(-1)}`,
    );
    const other = pathOf(
      'reportings/sales-summary',
      `from=${day(-11)}&to=${day(-1)}`,
    );
    const before = await kept(holding);
    const otherBefore = await kept(other);
    expect(statusOf(await kept(holding))).toBe('reports; hit');

    await refund(order.id);

    const after = await kept(holding);
    expect(statusOf(after)).toBe('reports; fwd=miss; stored');
    const dayOf = (answer: { body: List }) =>
      answer.body.data.find((row) => row.orderDate === order.day);
    expect(Number(dayOf(after)?.orderCount ?? 0)).toBe(
      Number(dayOf(before)?.orderCount) - 1,
    );
    expect(after.body).toEqual((await fresh(holding)).body);
    const otherAfter = await kept(other);
    expect(statusOf(otherAfter)).toBe('reports; hit');
    expect(otherAfter.body).toEqual(otherBefore.body);

    // The rollup reads the change's mark; what the range has had stays the same.
    await server.rollups?.catchUp();
    const rolled = await kept(holding);
    expect(statusOf(rolled)).toBe('reports; hit');
    expect(rolled.body).toEqual(after.body);
    expect(rolled.body).toEqual((await fresh(holding)).body);
  });

  test("a promotion's new funding shows at once in a range kept while its day was behind", async () => {
    await server.rollups?.stop();
    // An order of 25 days ago given a promotion it did not have: its day is
    // behind, and no rolled-up fact of that day holds the promotion.
    const { rows } = await server.db.query<{
      id: number;
      day: string;
      promotion: number;
      fundedBy: string;
    }>(
      `SELECT o.id::int, (o.placed_at AT TIME ZONE $1)::date::text AS day,
         p.id::int AS promotion, p.funded_by AS "fundedBy"
       FROM orders o CROSS JOIN LATERAL (
         SELECT id, funded_by FROM promotions q
         WHERE NOT EXISTS (SELECT 1 FROM promotion_facts_days f
                           WHERE f.promotion_id = q.id
                             AND f.day = (o.placed_at AT TIME ZONE $1)::date)
         ORDER BY id LIMIT 1) p
       WHERE o.status = 'COMPLETED' AND o.promotion_id IS NULL
         AND o.placed_at < now() - interval '25 days'
       ORDER BY o.placed_at DESC LIMIT 1`,
      [marketplaceTimeZone()],
    );
    const order = rows[0];
    if (!order) throw new Error('no completed order without a promotion');
    await server.db.query(
      'UPDATE orders SET promotion_id = $2, discount = 500 WHERE id = $1',
      [order.id, order.promotion],
    );
    const path = pathOf(
      'reportings/subsidy',
      `from=${order.day}&to=${order.day}&perPage=100`,
    );
    expect(statusOf(await kept(path))).toBe('reports; fwd=miss; stored');
    const funded = await admin.edit(
      apiPaths.record('promotions', order.promotion),
      { fundedBy: order.fundedBy === 'PLATFORM' ? 'MERCHANT' : 'PLATFORM' },
    );
    expect(funded.status, funded.text).toBe(200);
    const after = await kept(path);
    expect(statusOf(after)).toBe('reports; fwd=miss; stored');
    expect(after.body).toEqual((await fresh(path)).body);
  });

  test('a dish moved to another outlet, then to another category, shows in the menu report at once', async () => {
    const range = `from=${day(-90)}&to=${day(-1)}&perPage=100&sort=-grossSales`;
    const path = pathOf('reportings/menu-performance', range);
    const before = await kept(path);
    const dish = before.body.data[0];
    if (!dish) throw new Error('no dish sold in the range');
    const { rows } = await server.db.query<{
      category: number;
      outlet: number;
    }>(
      `SELECT c.id::int AS category, o.id::int AS outlet
       FROM menus m
       JOIN menu_categories c ON c.id <> m.category_id
       JOIN merchant_outlets o ON o.id <> m.outlet_id
       WHERE m.id = $1 ORDER BY c.id, o.id LIMIT 1`,
      [dish.menuId],
    );
    const target = rows[0];
    if (!target) throw new Error('no other category and outlet');
    const record = apiPaths.record('menus', Number(dish.menuId));
    for (const change of [
      { outletId: target.outlet },
      { categoryId: target.category },
    ]) {
      const moved = await admin.edit(record, change);
      expect(moved.status, moved.text).toBe(200);
      const after = await kept(path);
      expect(statusOf(after)).toBe('reports; fwd=miss; stored');
      expect(
        after.body.data.find((r) => r.menuId === dish.menuId),
      ).toMatchObject({ ...change, grossSales: dish.grossSales });
      expect(after.body).toEqual((await fresh(path)).body);
    }
  });

  test("a customer's new birth date moves their sales to another age band at once", async () => {
    const path = pathOf(
      'reportings/demographic-performance',
      `from=${day(-120)}&to=${day(-1)}&perPage=100`,
    );
    await kept(path);
    const { rows } = await server.db.query<{ id: number }>(
      `SELECT o.customer_id::int AS id FROM orders o
       JOIN users u ON u.id = o.customer_id AND u.date_of_birth IS NOT NULL
       WHERE o.status = 'COMPLETED' AND o.placed_at > now() - interval '100 days'
       ORDER BY o.id LIMIT 1`,
    );
    const customer = rows[0]?.id;
    if (!customer) throw new Error('no customer bought in the range');
    await server.db.query(
      "UPDATE users SET date_of_birth = date_of_birth - interval '37 years' WHERE id = $1",
      [customer],
    );
    const after = await kept(path);
    expect(statusOf(after)).toBe('reports; fwd=miss; stored');
    expect(after.body).toEqual((await fresh(path)).body);
  });

  test("a pocket move on a day of the range shows at once, one committed after it keeps the range's balances", async () => {
    const { rows: moved } = await server.db.query<{ userId: number }>(
      `SELECT p.user_id::int AS "userId" FROM pockets p
       WHERE EXISTS (SELECT 1 FROM pocket_transactions t WHERE t.pocket_id = p.id
                     AND t.created_at > now() - interval '8 days')
       ORDER BY p.id LIMIT 1`,
    );
    const row = moved[0];
    if (!row) throw new Error('no pocket moved in the range');
    const path = pathOf(
      'reportings/pocket-balance',
      `from=${day(-10)}&to=${day(-1)}&search[userId][eq]=${row.userId}`,
    );
    const before = await kept(path);
    expect(before.body.data).toHaveLength(1);
    // As the API moves money (server/resources/effects.ts): the balance and
    // a transaction, in one transaction; first today, then dated in the range.
    const move = (at: string) =>
      server.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number; balance: number }>(
          `UPDATE pockets SET balance = balance + 500, last_transaction_at = $2::timestamptz
           WHERE user_id = $1 RETURNING id::int, balance::int`,
          [row.userId, at],
        );
        const pocket = rows[0];
        if (!pocket) throw new Error('no pocket');
        await tx.query(
          `INSERT INTO pocket_transactions (reference, pocket_id, type, amount, balance_after, description, created_at)
           VALUES ($1, $2, 'TOP_UP', 500, $3, 'Top-up', $4::timestamptz)`,
          [`PT-TEST-${at}`, pocket.id, pocket.balance, at],
        );
      });
    await move(new Date().toISOString());
    const afterToday = await kept(path);
    expect(statusOf(afterToday)).toBe('reports; hit');
    expect(afterToday.body).toEqual((await fresh(path)).body);

    await move(`${day(-4)}T04:00:00Z`);
    const afterInRange = await kept(path);
    expect(statusOf(afterInRange)).toBe('reports; fwd=miss; stored');
    const topUps = (answer: { body: List }) =>
      Number(answer.body.data.find((r) => r.userId === row.userId)?.topUps);
    expect(topUps(afterInRange)).toBe(topUps(before) + 500);
    expect(afterInRange.body).toEqual((await fresh(path)).body);
  });

  test(
    'a customer of today who bought earlier in the range only on a day behind its rollup counts once',
    async () => {
      await server.rollups?.stop();
      await pastTheDaysFirstMinute();
      // Two old sales of a customer who has bought nothing for 40 days: one
      // moved into the range, whose day is then behind (the customer's held
      // days do not have it yet), one moved to now.
      const { rows } = await server.db.query<{
        customer: number;
        ids: number[];
      }>(
        `SELECT o.customer_id::int AS customer, (array_agg(o.id::int ORDER BY o.id))[1:2] AS ids
         FROM orders o
         WHERE o.status = 'COMPLETED' AND o.placed_at < now() - interval '150 days'
           AND NOT EXISTS (SELECT 1 FROM orders r WHERE r.customer_id = o.customer_id
                           AND r.placed_at > now() - interval '40 days')
         GROUP BY o.customer_id HAVING count(*) >= 2
         ORDER BY 1 DESC LIMIT 1`,
      );
      const [earlier, today] = rows[0]?.ids ?? [];
      if (earlier === undefined || today === undefined)
        throw new Error('no customer with two old sales and none since');
      await server.db.query(
        'UPDATE orders SET placed_at = $2::timestamptz WHERE id = $1',
        [earlier, `${day(-5)}T04:00:00Z`],
      );
      await server.db.query(
        "UPDATE orders SET placed_at = now() - interval '1 second' WHERE id = $1",
        [today],
      );
      const path = pathOf(
        'reportings/demographic-performance',
        `from=${day(-20)}&to=${day(0)}`,
      );
      const merged = await kept(path);
      expect(statusOf(merged)).toMatch(/detail=today$/);
      expect(merged.body).toEqual((await fresh(path)).body);
    },
    dayOpeningTimeout,
  );

  test("an answer made on an earlier day is still read, except the demographic report's, whose age bands move with today", async () => {
    const range = `from=${day(-50)}&to=${day(-20)}`;
    const finance = pathOf('reportings/finance', range);
    const demographics = pathOf('reportings/demographic-performance', range);
    await kept(finance);
    await kept(demographics);
    // As if both had been made yesterday.
    await server.db.query(
      'UPDATE report_answers SET today = today - 1 WHERE today IS NOT NULL',
    );
    expect(statusOf(await kept(finance))).toBe('reports; hit');
    const moved = await kept(demographics);
    expect(statusOf(moved)).toBe('reports; fwd=miss; stored');
    expect(moved.body).toEqual((await fresh(demographics)).body);
  });

  test('a rows table of a report that is no longer goes, with its answers, when the server prepares its database', async () => {
    await server.db.query(
      'CREATE UNLOGGED TABLE report_answer_rows_gone_0123456789 (answer_id bigint NOT NULL)',
    );
    await server.db.query(
      `INSERT INTO report_answers (rows_table, range_start, range_end, zone, today, changes, row_count)
       VALUES ('report_answer_rows_gone_0123456789', now(), now(), 'UTC', now(), 0, 0)`,
    );
    await prepareReportAnswers(server.db, resources);
    const { rows: tables } = await server.db.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE tablename LIKE 'report_answer_rows_%'",
    );
    expect(tables.map((t) => t.name)).not.toContain(
      'report_answer_rows_gone_0123456789',
    );
    expect(tables.length).toBe(keptReports.length);
    const { rows } = await server.db.query(
      "SELECT 1 FROM report_answers WHERE rows_table = 'report_answer_rows_gone_0123456789'",
    );
    expect(rows).toEqual([]);
    // The kept reports' tables stay, and so do their answers.
    const path = pathOf('reportings/finance', `from=${day(-30)}&to=${day(-1)}`);
    await kept(path);
    await prepareReportAnswers(server.db, resources);
    expect(statusOf(await kept(path))).toBe('reports; hit');
  });
});

describe('keeping that fails or fills up', () => {
  test('a kept table gone (dropped by a newer instance) leaves the report added up afresh, not an error', async () => {
    const path = pathOf('reportings/finance', `from=${day(-40)}&to=${day(-2)}`);
    const { rows } = await server.db.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE tablename LIKE 'report_answer_rows_finance_%'",
    );
    const table = rows[0]?.name;
    if (!table) throw new Error('no kept table for the finance report');
    await server.db.query(`DROP TABLE ${table}`);
    const answer = await kept(path);
    expect(answer.status, answer.text).toBe(200);
    expect(statusOf(answer)).toBe('reports; fwd=bypass');
    expect(answer.body).toEqual((await fresh(path)).body);
    // Made again when the server prepares its database, and kept from then on.
    await prepareReportAnswers(server.db, resources);
    await kept(path);
    expect(statusOf(await kept(path))).toBe('reports; hit');
  });

  test("a kept table's statistics count its rows once an answer is made, so that today's rows find theirs by the key's index", async () => {
    const { rows } = await server.db.query<{ table: string }>(
      `SELECT rows_table AS table FROM report_answer_tables
       WHERE endpoint = 'reportings/menu-performance'`,
    );
    const table = rows[0]?.table ?? '';
    // Statistics taken of the table empty, as autovacuum may take them.
    await server.db.query('DELETE FROM report_answers WHERE rows_table = $1', [
      table,
    ]);
    await server.db.query(`DELETE FROM ${table}`);
    await server.db.query(`ANALYZE ${table}`);
    const made = await kept(
      pathOf('reportings/menu-performance', `from=${day(-40)}&to=${day(-1)}`),
    );
    expect(statusOf(made)).toBe('reports; fwd=miss; stored');
    const { rows: counts } = await server.db.query<{
      held: number;
      counted: number;
    }>(
      `SELECT (SELECT sum(row_count) FROM report_answers WHERE rows_table = $1)::int AS held,
         (SELECT reltuples FROM pg_class WHERE oid = to_regclass($1))::int AS counted`,
      [table],
    );
    const { held = 0, counted = 0 } = counts[0] ?? {};
    expect(held).toBeGreaterThan(0);
    expect(counted).toBeGreaterThanOrEqual(held / 2);
  });

  test.skipIf(!process.env.TEST_DATABASE_URL)(
    'one answer is made at a time, whichever instance asks, and reading a kept one never waits for it',
    async () => {
      const keptPath = pathOf(
        'reportings/finance',
        `from=${day(-61)}&to=${day(-2)}`,
      );
      await kept(keptPath);
      // Another instance's making, as far as this one can tell.
      const other = new pg.Client({
        connectionString: server.config.databaseUrl,
      });
      await other.connect();
      await other.query('SELECT pg_advisory_lock($1::int, 0)', [
        makingTurnLockClass,
      ]);
      let making: Promise<{ headers: Headers }> | undefined;
      try {
        let made = false;
        making = kept(
          pathOf('reportings/finance', `from=${day(-59)}&to=${day(-3)}`),
        );
        void making.then(() => {
          made = true;
        });
        expect(statusOf(await kept(keptPath))).toBe('reports; hit');
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(made).toBe(false);
      } finally {
        await other.query('SELECT pg_advisory_unlock($1::int, 0)', [
          makingTurnLockClass,
        ]);
        await other.end();
      }
      expect(statusOf(await making)).toBe('reports; fwd=miss; stored');
    },
  );

  test(
    'the warm-up makes again the range a report opens on after a change to one of its days, and only then',
    async () => {
      await pastTheDaysFirstMinute();
      const opened = Object.keys(reportSums);
      const errors: unknown[] = [];
      const warmup = startReportWarmup(
        new ReportAnswers(server.db, resources, (error) => errors.push(error)),
        resources,
        (error) => errors.push(error),
      );
      try {
        await warmup.warm();
        expect(await warmup.warm()).toBe(0);
        await refund((await completedOrder(-5, -2)).id);
        // Every report reads orders: a refund marks them all.
        expect(await warmup.warm()).toBe(opened.length);
        for (const endpoint of opened)
          expect(
            statusOf(await kept(apiPaths.collection(endpoint))),
            endpoint,
          ).toBe('reports; hit; detail=today');
        expect(await warmup.warm()).toBe(0);
      } finally {
        await warmup.stop();
      }
      expect(errors).toEqual([]);
    },
    dayOpeningTimeout,
  );

  test('beyond the rows they may hold, the answers read least recently go first', async () => {
    const zone = marketplaceTimeZone();
    // Three ranges of 20 days: a row in the sales summary per day with sales.
    const ranges = [-80, -60, -40].map(
      (from) =>
        [
          marketplaceInstant(day(from)).toISOString(),
          marketplaceInstant(day(from + 20)).toISOString(),
          null,
          null,
          zone,
        ] as const,
    );
    const errors: unknown[] = [];
    const askerWith = (limit: number) => {
      const answers = new ReportAnswers(
        server.db,
        resources,
        (error) => errors.push(error),
        limit,
      );
      return (params: (typeof ranges)[number], keep: Keeping = 'closed') =>
        answers.answer(
          'reportings/sales-summary',
          reportQueries['reportings/sales-summary'],
          params,
          keep,
          async (tx, source) =>
            (
              await tx.query<{ n: number }>(
                `SELECT count(*)::int AS n FROM (${source}) r`,
                params,
              )
            ).rows[0]?.n ?? 0,
        );
    };
    const [a, b, c] = ranges;
    if (!a || !b || !c) throw new Error('three ranges');
    const counting = askerWith(0);
    const sizes = await Promise.all(
      ranges.map(async (range) => (await counting(range, 'afresh')).result),
    );
    expect(Math.min(...sizes)).toBeGreaterThan(0);
    // Room for any two answers beside the second, not for all three.
    const [sizeA = 0, sizeB = 0, sizeC = 0] = sizes;
    const limit = Math.max(sizeA + sizeB, sizeB + sizeC);
    const ask = askerWith(limit);
    const held = async () =>
      (
        await server.db.query<{ n: number }>(
          'SELECT coalesce(sum(row_count), 0)::int AS n FROM report_answers',
        )
      ).rows[0]?.n ?? 0;
    expect((await ask(a)).status).toBe('miss');
    expect((await ask(a)).result).toBe(sizes[0]);
    expect((await ask(b)).status).toBe('miss');
    expect(await held()).toBeLessThanOrEqual(limit);
    expect((await ask(a)).status).toBe('hit');
    expect((await ask(c)).status).toBe('miss');
    expect(await held()).toBeLessThanOrEqual(limit);
    // Made first, and read within the same minute as the second: it went.
    expect((await ask(b)).status).toBe('hit');
    expect((await ask(a)).status).toBe('miss');
    expect(errors).toEqual([]);
  });
});
