import type { ReportEndpoint } from '../../src/registry/names';
import {
  dayStartsAt,
  marketplaceDay,
  marketplaceToday,
} from '../time/zoned-sql';
import { ageBandOf, limitYearsOf, yearBandOf } from './age-bands';
import {
  averageOrderValueOf,
  grossOf,
  isSale,
  sumOf,
} from '../figures/order-figures';
import { boughtBefore, customersWithSales } from '../rollups/customer-days';
import {
  factsOf,
  firstDay,
  marketplaceOrScoped,
  orderFactTables,
  unscoped,
} from '../rollups/order-facts';
import {
  buyersOf,
  buyersTouched,
  todayBuyersTable,
} from '../rollups/today-buyers';

/**
 * The SQL behind each report endpoint. Every query takes the same first
 * parameters — $1 range start, $2 range end (instants), $3 merchant ids,
 * $4 outlet ids (bigint[] or null), $5 the marketplace's time zone — and
 * returns rows whose columns are the report entry's field names, so paging
 * and sorting wrap them generically. Aggregation happens in SQL; days are
 * the marketplace's days; every figure is the one its name defines
 * (server/figures/order-figures.ts, decision 024). Reports over orders sum
 * their facts (server/rollups/order-facts.ts, decision 028): the daily
 * rollups where they are current, the orders where not.
 */

/** The sale orders `o` of customer `u` in the range (orders_sales_by_customer). */
const salesInRangeOf = (u: string) =>
  `o.customer_id = ${u}.id AND o.placed_at >= $1 AND o.placed_at < $2 AND ${isSale('o')}`;

/** How many orders the facts' `column` counts (all, sales, completed, …). */
const countOf = (column: string) => `${sumOf(`f.${column}`)}::int`;

const {
  orders,
  marketplace,
  channels,
  promotions,
  menus,
  categories,
  demographics,
} = orderFactTables;

/** The one id a scope parameter names, for a report column that echoes its filter. */
const onlyId = (n: number) =>
  `CASE WHEN cardinality($${n}::bigint[]) = 1 THEN ($${n}::bigint[])[1] END`;

/**
 * The reports whose answer over a closed range still moves with today's
 * date: a customer's age band is their age today. Every other report's
 * answer is kept across days (report-answers.ts).
 */
export const reportsOfToday: ReadonlySet<string> = new Set<ReportEndpoint>([
  'reportings/demographic-performance',
]);

/** A row's share of `x` summed over every row of the report, in percent. */
export const shareOf = (x: string) =>
  `round(100.0 * ${x} / nullif(sum(${x}) OVER (), 0), 2)::float8`;

/**
 * How a report's rows over a range add up from those of its parts, for the
 * reports whose rows do: the rows that share `keys` are one, their `sums`
 * added, each of `shares` its sum's share of all rows' (shareOf), each of
 * `averages` taken again of its sums (averageOf), each of `openings` the
 * earlier part's, and every other column the same in both (it is read from
 * a record as it is now). A range that reaches today is then answered from
 * the kept answer of its days before today and the report over today alone
 * (report-answers.ts). Listed are the reports that were slow over such a
 * range at 10M orders: a year to today took 1.4 s for the menu items
 * (67,082 dishes), 0.5 s for the categories, 0.7 s for the subsidies; 30
 * days of demographics 0.3–0.9 s, of pocket balances 0.5 s.
 */
export interface ReportSums {
  keys: readonly string[];
  sums: readonly string[];
  shares?: Readonly<Record<string, string>>;
  /** Average order values: the gross sales and the orders they are taken of. */
  averages?: Readonly<Record<string, readonly [string, string]>>;
  /**
   * Whether today's rows are joined to the kept ones, and to what the
   * report reads of each record, by hash rather than one index probe per
   * row (nested loops are off for the statement). For a report most of
   * whose keys move every day: late in the day 34,559 of the 67,082 dishes
   * had sold at 10M orders, and the menu report to today took 322–415 ms
   * probing, 244–286 by hash. Not for one whose day's rows are few beside
   * its kept ones (the subsidies), nor whose day's rows are read by
   * correlated probes (demographics: 160 s without nested loops).
   */
  todayByHash?: boolean;
  /**
   * The column naming the one outlet whose facts make each row (a dish's,
   * an outlet's own). A range to today is then kept as well, and brought up
   * to date outlet by outlet as today's rollup reads each change, instead
   * of today's rows being added to the kept days on every request
   * (report-answers.ts). Not for a report with shares, which move every row.
   */
  outlet?: string;
  /**
   * Columns that hold what was so at the range's start (an opening
   * balance): the kept row's, or today's for a key new today.
   */
  openings?: readonly string[];
  /**
   * The report over today alone, where today starts at `from` and the
   * range at $1, when it is not the report's SQL from `from`.
   */
  today?: (from: string) => string;
}

/**
 * The demographic report's rows of today, to add to its days before today:
 * today's sales by each buyer's band, and of those buyers only the ones
 * who bought nothing in the days before (a customer counts once in a
 * range). Read from today's buyers as the rollups keep them
 * (today-buyers.ts), the buyers of each outlet marked since made again
 * from their orders; from the orders, each buyer's held days probed
 * (boughtBefore), when the table does not hold today or a day of the range
 * before today is behind (the last day a buyer bought on before today may
 * have moved).
 */
const demographicsOfToday = (from: string) => {
  const today = '(SELECT day FROM today)';
  const held = '(SELECT held FROM kept)';
  const ofToday = `o.placed_at >= ${from} AND o.placed_at < $2`;
  return `
  WITH today AS MATERIALIZED (SELECT ${marketplaceToday('$5::text')} AS day),
  marked AS MATERIALIZED (
    SELECT m.outlet_id FROM rollup_dirty_days m, today t WHERE m.day = t.day),
  kept AS MATERIALIZED (
    SELECT coalesce((SELECT s.buyers_day = t.day FROM rollup_state s WHERE s.id = 1), false)
      AND ${from} = ${dayStartsAt('t.day', '$5::text')}
      AND $2::timestamptz <= ${dayStartsAt('t.day + 1', '$5::text')}
      AND NOT EXISTS (SELECT 1 FROM rollup_dirty_days d
                      WHERE d.day >= ${firstDay} AND d.day < t.day)
      AND NOT EXISTS (SELECT 1 FROM marked WHERE outlet_id IS NULL) AS held
    FROM today t),
  touched AS MATERIALIZED (
    ${buyersTouched('ARRAY(SELECT outlet_id FROM marked)', today, `${held} AND ${ofToday}`)}),
  bought AS (
    SELECT b.gender, b.date_of_birth, b.orders, b.gross, b.bought_before < ${firstDay} AS first
    FROM ${todayBuyersTable} b
    WHERE ${held} AND b.day = ${today}
      AND NOT EXISTS (SELECT 1 FROM touched h WHERE h.customer_id = b.customer_id)
    UNION ALL
    SELECT n.gender, n.date_of_birth, n.orders, n.gross, n.bought_before < ${firstDay}
    FROM (${buyersOf(
      `${held} AND o.customer_id IN (SELECT customer_id FROM touched)`,
      today,
      ofToday,
    )}) n
    UNION ALL
    SELECT u.gender, u.date_of_birth, s.orders, s.gross, s.first
    FROM (
      SELECT o.customer_id, count(*) AS orders, sum(${grossOf('o')}) AS gross,
        NOT ${boughtBefore('o.customer_id', marketplaceDay(from, '$5::text'))} AS first
      FROM orders o
      WHERE NOT ${held} AND ${ofToday} AND ${isSale('o')} AND ${unscoped}
      GROUP BY o.customer_id) s
    JOIN users u ON u.id = s.customer_id
    -- Again above the join, which would hash every user first (120 ms).
    WHERE NOT ${held})
  SELECT coalesce(b.gender, 'UNDISCLOSED') AS "gender",
    ${ageBandOf('b.date_of_birth', 't.day')} AS "ageBand",
    (count(*) FILTER (WHERE b.first IS NOT FALSE))::int AS "customerCount",
    sum(b.orders)::int AS "orderCount",
    ${sumOf('b.gross')} AS "grossSales",
    ${averageOrderValueOf('b.gross', 'b.orders')} AS "averageOrderValue"
  FROM bought b CROSS JOIN today t
  GROUP BY 1, 2`;
};

/**
 * What each pocket moved from `from` to the range's end (`$2`) and what it
 * held then, of the transactions from `$1`, by type.
 */
const pocketMovesFrom = (from: string) => `
  SELECT t.pocket_id,
    ${sumOf('t.amount', 't.created_at >= $2')} AS after_range,
    ${sumOf('t.amount', 't.created_at < $2')} AS in_range,
    ${sumOf('t.amount', "t.created_at < $2 AND t.type = 'TOP_UP'")} AS top_ups,
    ${sumOf('t.amount', "t.created_at < $2 AND t.type IN ('REFUND', 'CASHBACK', 'ADJUSTMENT')")} AS refunds,
    -${sumOf('t.amount', "t.created_at < $2 AND t.type = 'PAYMENT'")} AS spent,
    -${sumOf('t.amount', "t.created_at < $2 AND t.type = 'WITHDRAWAL'")} AS withdrawals
  FROM pocket_transactions t
  WHERE t.created_at >= ${from}
  GROUP BY t.pocket_id`;

/** A pocket's row of the report (pockets `pk`, their moves `m`). */
const pocketRow = `
  SELECT pk.user_id AS "userId", NULL::text AS "orderDate",
    (pk.balance - coalesce(m.after_range, 0) - coalesce(m.in_range, 0))::bigint AS "openingBalance",
    coalesce(m.top_ups, 0)::bigint AS "topUps",
    coalesce(m.refunds, 0)::bigint AS "refunds",
    coalesce(m.spent, 0)::bigint AS "spent",
    coalesce(m.withdrawals, 0)::bigint AS "withdrawals",
    (pk.balance - coalesce(m.after_range, 0))::bigint AS "closingBalance"`;

/**
 * The pockets that moved today, to add to the range's days before today:
 * the month's 110,000 pockets summed afresh took 467 ms at 10M orders.
 */
const pocketsOfToday = (from: string) => `
  WITH moves AS (${pocketMovesFrom(from)})
  ${pocketRow}
  FROM moves m JOIN pockets pk ON pk.id = m.pocket_id
  WHERE ${unscoped} AND $5::text IS NOT NULL`;

export const reportSums: Readonly<Partial<Record<ReportEndpoint, ReportSums>>> =
  {
    'reportings/menu-performance': {
      keys: ['menuId'],
      sums: ['quantitySold', 'orderCount', 'grossSales'],
      todayByHash: true,
      outlet: 'outletId',
    },
    'reportings/category-performance': {
      keys: ['categoryId'],
      sums: ['quantitySold', 'orderCount', 'grossSales'],
      shares: { shareOfSales: 'grossSales' },
    },
    'reportings/finance': {
      keys: ['outletId'],
      sums: [
        'orderCount',
        'grossSales',
        'commission',
        'paymentFees',
        'merchantFundedDiscounts',
        'serviceTax',
        'netPayout',
      ],
      outlet: 'outletId',
    },
    'reportings/demographic-performance': {
      keys: ['gender', 'ageBand'],
      sums: ['customerCount', 'orderCount', 'grossSales'],
      averages: { averageOrderValue: ['grossSales', 'orderCount'] },
      today: demographicsOfToday,
    },
    'reportings/subsidy': {
      keys: ['promotionId', 'merchantId'],
      sums: ['orderCount', 'totalDiscount', 'platformFunded', 'merchantFunded'],
    },
    // The closing balance is today's row's, as it is now.
    'reportings/pocket-balance': {
      keys: ['userId'],
      sums: ['topUps', 'refunds', 'spent', 'withdrawals'],
      openings: ['openingBalance'],
      today: pocketsOfToday,
    },
  };

export const reportQueries: Readonly<Record<ReportEndpoint, string>> = {
  'reportings/outlets-performance': `
    SELECT f.outlet_id AS "outletId", max(f.merchant_id) AS "merchantId",
      ${countOf('sale_orders')} AS "orderCount",
      ${countOf('completed_orders')} AS "completedOrders",
      ${countOf('cancelled_orders')} AS "cancelledOrders",
      ${sumOf('f.sale_gross')} AS "grossSales",
      ${averageOrderValueOf('f.sale_gross', 'f.sale_orders')} AS "averageOrderValue",
      round(sum(f.prep_seconds) / nullif(sum(f.prep_orders), 0) / 60, 1)::float8 AS "averagePrepMinutes"
    FROM ${factsOf(orders, { withMerchant: true })} f
    GROUP BY f.outlet_id
    -- An outlet's running totals are read whether or not it had orders in the range.
    HAVING ${sumOf('f.orders')} > 0`,
  'reportings/sales-summary': `
    SELECT f.day::text AS "orderDate",
      ${onlyId(3)} AS "merchantId", ${onlyId(4)} AS "outletId",
      ${countOf('sale_orders')} AS "orderCount",
      ${sumOf('f.sale_gross')} AS "grossSales",
      ${sumOf('f.sale_discount')} AS "discounts",
      ${sumOf('f.sale_platform_subsidy')} AS "platformSubsidy",
      ${sumOf('f.sale_discount - f.sale_platform_subsidy')} AS "merchantFundedDiscounts",
      ${sumOf('f.sale_gross - f.sale_discount')} AS "netSales",
      ${sumOf('f.sale_delivery_fee')} AS "deliveryFees",
      ${sumOf('f.sale_service_tax')} AS "serviceTax",
      ${sumOf('f.sale_collected')} AS "totalCollected",
      ${averageOrderValueOf('f.sale_gross', 'f.sale_orders')} AS "averageOrderValue"
    FROM ${marketplaceOrScoped(marketplace, orders, { byDay: true })} f
    GROUP BY f.day
    HAVING ${sumOf('f.sale_orders')} > 0`,
  // Summed per menu item before its outlet and category are joined: a
  // year's 130,000 facts joined first took twice as long.
  'reportings/menu-performance': `
    SELECT l.key AS "menuId", m.outlet_id AS "outletId", m.category_id AS "categoryId",
      l.quantity AS "quantitySold", l.orders AS "orderCount", l.gross AS "grossSales"
    FROM (
      SELECT f.key, ${countOf('quantity')} AS quantity, ${countOf('orders')} AS orders,
        ${sumOf('f.gross')} AS gross
      FROM ${factsOf(menus)} f
      GROUP BY f.key
      -- A dish's running totals are read whether or not it sold in the range.
      HAVING ${sumOf('f.orders')} > 0
    ) l
    JOIN menus m ON m.id = l.key`,
  'reportings/category-performance': `
    SELECT c.category_id AS "categoryId", c.merchant_id AS "merchantId",
      c.quantity_sold AS "quantitySold", c.order_count AS "orderCount", c.gross_sales AS "grossSales",
      ${shareOf('c.gross_sales')} AS "shareOfSales"
    FROM (
      SELECT l.key AS category_id, max(l.merchant_id) AS merchant_id,
        ${sumOf('l.quantity')}::int AS quantity_sold,
        ${sumOf('l.orders')}::int AS order_count,
        ${sumOf('l.gross')} AS gross_sales
      FROM ${factsOf(categories, { withMerchant: true })} l
      GROUP BY l.key
      HAVING ${sumOf('l.orders')} > 0
    ) c`,
  'reportings/sales-channel-performance': `
    SELECT f.channel AS "channel", ${onlyId(4)} AS "outletId",
      ${countOf('sale_orders')} AS "orderCount",
      ${sumOf('f.sale_gross')} AS "grossSales",
      ${averageOrderValueOf('f.sale_gross', 'f.sale_orders')} AS "averageOrderValue",
      ${shareOf('sum(f.sale_orders)')} AS "shareOfOrders",
      -- Of every order placed on the channel, the share the outlet turned down or the customer called off.
      round(100.0 * sum(f.cancelled_orders) / sum(f.orders), 2)::float8 AS "cancellationRate"
    FROM ${factsOf(channels)} f
    GROUP BY f.channel
    HAVING ${sumOf('f.orders')} > 0`,
  // Sums by the rollups' years of birth, each year in its middle day's band
  // and those of its customers who are in another moved there one by one;
  // customers counted from the days each bought on (customer-days.ts: a
  // distinct count does not add up across days). A year's report took 1.9 s
  // from the orders at 1M; a probe of the orders per customer, 1.7 s at 10M.
  'reportings/demographic-performance': `
    WITH today AS (SELECT ${marketplaceToday('$5::text')} AS day),
    sales AS (
      SELECT f.gender, ${yearBandOf('f.birth_year::int', 't.day')} AS band,
        0 AS customers, f.orders, f.gross
      FROM ${factsOf(demographics)} f CROSS JOIN today t
      UNION ALL
      SELECT u.gender, moved.band, 0, moved.sign * s.orders, moved.sign * s.gross
      FROM today t CROSS JOIN LATERAL (${limitYearsOf('t.day')}) y
      JOIN users u ON u.date_of_birth >= y.first
        AND u.date_of_birth < (y.first + interval '1 year')::date
      CROSS JOIN LATERAL (
        SELECT count(*) AS orders, sum(${grossOf('o')}) AS gross
        FROM orders o WHERE ${salesInRangeOf('u')}) s
      CROSS JOIN LATERAL (VALUES
        (${ageBandOf('u.date_of_birth', 't.day')}, 1),
        (${yearBandOf('extract(year FROM u.date_of_birth)::int', 't.day')}, -1)
      ) moved(band, sign)
      WHERE ${ageBandOf('u.date_of_birth', 't.day')}
        <> ${yearBandOf('extract(year FROM u.date_of_birth)::int', 't.day')}
      UNION ALL
      SELECT u.gender, ${ageBandOf('u.date_of_birth', 't.day')}, 1, 0, 0
      FROM (${customersWithSales}) c
      JOIN users u ON u.id = c.customer_id CROSS JOIN today t
    )
    SELECT coalesce(gender, 'UNDISCLOSED') AS "gender", band AS "ageBand",
      sum(customers)::int AS "customerCount",
      sum(orders)::int AS "orderCount",
      ${sumOf('gross')} AS "grossSales",
      ${averageOrderValueOf('gross', 'orders')} AS "averageOrderValue"
    FROM sales
    GROUP BY 1, 2
    HAVING ${sumOf('customers')} > 0`,
  'reportings/finance': `
    SELECT f.outlet_id AS "outletId", max(f.merchant_id) AS "merchantId",
      ${countOf('sale_orders')} AS "orderCount",
      ${sumOf('f.sale_gross')} AS "grossSales", ${sumOf('f.sale_commission')} AS "commission",
      ${sumOf('f.sale_payment_fee')} AS "paymentFees",
      ${sumOf('f.sale_discount - f.sale_platform_subsidy')} AS "merchantFundedDiscounts",
      ${sumOf('f.sale_service_tax')} AS "serviceTax",
      -- As the settlements and statements count it (netPayoutOf), before refunds charged back.
      ${sumOf('f.sale_gross - (f.sale_discount - f.sale_platform_subsidy) - f.sale_commission - f.sale_payment_fee')} AS "netPayout"
    FROM ${factsOf(orders, { withMerchant: true })} f
    GROUP BY f.outlet_id
    HAVING ${sumOf('f.sale_orders')} > 0`,
  'reportings/subsidy': `
    SELECT f.promotion_id AS "promotionId", f.merchant_id AS "merchantId",
      ${countOf('orders')} AS "orderCount",
      ${sumOf('f.discount')} AS "totalDiscount",
      ${sumOf('f.platform_subsidy')} AS "platformFunded",
      ${sumOf('f.discount - f.platform_subsidy')} AS "merchantFunded"
    -- A discount whose promotion is gone still counts, as the merchant's.
    FROM ${factsOf(promotions, { withMerchant: true })} f
    GROUP BY f.promotion_id, f.merchant_id`,
  // A pocket's balance is kept with each of its transactions, under the
  // pocket's row lock (server/resources/effects.ts), so what it held at an
  // instant is its balance less what moved since: only the range's
  // transactions and those after it are summed, not every one before it.
  // A user has one pocket, so a pocket's row is its owner's.
  'reportings/pocket-balance': `
    WITH moves AS (${pocketMovesFrom('$1')})
    ${pocketRow}
    FROM pockets pk
    LEFT JOIN moves m ON m.pocket_id = pk.id
    -- The pockets that had moved by the range's end: each whose last move
    -- was before it at a glance, the few others by their first move (a
    -- probe of one index entry, where a join would read every transaction).
    WHERE (pk.last_transaction_at < $2
           OR (SELECT min(t.created_at) FROM pocket_transactions t
               WHERE t.pocket_id = pk.id) < $2)
      -- Balances are not scoped by merchant, outlet or zone; the parameters are typed all the same.
      AND ${unscoped} AND $5::text IS NOT NULL`,
};
