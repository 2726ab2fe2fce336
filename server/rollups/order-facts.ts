import {
  collectedOf,
  commissionOf,
  grossOf,
  isCancelled,
  isSale,
  paymentFeeOf,
  platformSubsidyOf,
} from '../figures/order-figures';
import { dayStartsAt, marketplaceDay } from '../time/zoned-sql';

/**
 * An order's figures as the reports, the dashboard and the lists' totals add
 * them up, and the rollups that hold their sums (decision 028). Each fact
 * table is a set of dimensions and summed measures, each a per-order SQL
 * expression over the order (`o`), its merchant (`me`), promotion (`p`),
 * customer (`u`) or line (`l`), built from server/figures/order-figures.ts.
 * Its sums are kept per marketplace day (`<name>_days`) and per month
 * (`<name>_months`). A report reads a table's facts through `factsOf`:
 * month rows for the range's whole months that are current, day rows for
 * its other current days, and per-order rows for the days an order changed
 * since, all with the same columns; so a report sums `f.sale_orders`,
 * `f.sale_gross`, … and never knows which it got. Its answer is the
 * orders', rolled up or not.
 */
export interface FactTable {
  name: string;
  /**
   * What a row is per, besides its day: `outlet_id` first in a table a
   * report scopes by merchant or outlet; a table without it is read whole.
   */
  dimensions: readonly string[];
  /** What a row sums (bigint, or numeric where marked). */
  measures: readonly string[];
  /**
   * The table's rows for the orders `orders` names (a FROM item giving `o`)
   * and `where` keeps: `day`, the dimensions, the measures, per order (or per
   * order and key, where an order counts once), in the zone `zone`.
   */
  source(orders: string, where: string, zone: string): string;
  /**
   * Kept as running totals too (`<name>_running`): a row per key and day,
   * the sums up to that day, so a window is the difference of its two ends
   * whatever its length. For tables whose keys are many and sell on most
   * days, where a window's day rows are as many as its days times its keys.
   * Such a table keeps no month rows.
   */
  running?: boolean;
}

/** Numeric measures; every other is bigint. */
const numericMeasures = new Set(['prep_seconds']);

/** The outlet (for its merchant), merchant and promotion of order `o`. */
const orderJoins = `
  JOIN merchant_outlets mo ON mo.id = o.outlet_id
  LEFT JOIN merchants me ON me.id = mo.merchant_id
  LEFT JOIN promotions p ON p.id = o.promotion_id`;

const ifSale = (amount: string) =>
  `CASE WHEN ${isSale('o')} THEN ${amount} ELSE 0 END`;

/** Turned down by the outlet or called off. */
const cancelled = `(${isCancelled('o')})::int`;

/** Per outlet: every count and sum the order reports show. */
const orderMeasures: Record<string, string> = {
  orders: '1',
  sale_orders: ifSale('1'),
  completed_orders: `(o.status = 'COMPLETED')::int`,
  cancelled_orders: cancelled,
  sale_gross: ifSale(grossOf('o')),
  sale_discount: ifSale('o.discount'),
  sale_platform_subsidy: ifSale(platformSubsidyOf('o', 'p')),
  sale_delivery_fee: ifSale('o.delivery_fee'),
  sale_service_tax: ifSale('o.service_tax'),
  sale_collected: ifSale(collectedOf('o')),
  sale_commission: ifSale(commissionOf('o', 'me')),
  sale_payment_fee: ifSale(paymentFeeOf('o')),
  // Preparation time as a sum and a count, so that no average is ever averaged.
  // Zero, not null, for an order not yet ready: a day whose orders none was
  // summed to null, and a running total with a null added stayed null.
  prep_seconds: 'coalesce(extract(epoch FROM o.ready_at - o.accepted_at), 0)',
  prep_orders: '(o.ready_at - o.accepted_at IS NOT NULL)::int',
};

/** Sale discounts by promotion (a discount without one counts, as the merchant's). */
const promotionMeasures: Record<string, string> = {
  orders: '1',
  discount: 'o.discount',
  platform_subsidy: platformSubsidyOf('o', 'p'),
};

const measureType = (name: string) =>
  numericMeasures.has(name) ? 'numeric' : 'bigint';

const perOrder = (
  zone: string,
  dimensions: Record<string, string>,
  measures: Record<string, string>,
) =>
  [
    `${marketplaceDay('o.placed_at', zone)} AS day`,
    ...Object.entries(dimensions).map(([name, sql]) => `${sql} AS ${name}`),
    ...Object.entries(measures).map(
      ([name, sql]) => `(${sql})::${measureType(name)} AS ${name}`,
    ),
  ].join(', ');

/**
 * A table with a row per order: its dimensions and measures over `o` (and
 * what `joins` adds), for the orders `only` keeps.
 */
function perOrderTable(
  name: string,
  dimensions: Record<string, string>,
  measures: Record<string, string>,
  {
    joins = '',
    only = 'true',
    running = false,
  }: { joins?: string; only?: string; running?: boolean } = {},
): FactTable {
  return {
    name,
    running,
    dimensions: Object.keys(dimensions),
    measures: Object.keys(measures),
    source: (orders, where, zone) =>
      `SELECT ${perOrder(zone, dimensions, measures)}
       FROM ${orders} ${joins} WHERE (${where}) AND ${only}`,
  };
}

/**
 * A table of a sale's lines by `key` (a menu item or its category):
 * quantity, the order once however many lines it has, gross. Kept running:
 * a day of menu facts at 10M orders is 37,000 rows (nearly every dish sells
 * every day), and 30 days were 1.1M rows to add into 67,082 dishes.
 */
const lineTable = (name: string, key: string): FactTable => ({
  name,
  running: true,
  dimensions: ['outlet_id', 'key'],
  measures: ['quantity', 'orders', 'gross'],
  source: (orders, where, zone) => `
    SELECT ${marketplaceDay('o.placed_at', zone)} AS day, o.outlet_id, ${key} AS key,
      sum(l.quantity)::bigint AS quantity, 1::bigint AS orders,
      coalesce(sum(l.line_total), 0)::bigint AS gross
    FROM ${orders} JOIN order_menus l ON l.order_id = o.id JOIN menus m ON m.id = l.menu_id
    WHERE (${where}) AND ${isSale('o')}
    GROUP BY o.id, 1, 2, 3`,
});

const outlet = { outlet_id: 'o.outlet_id' };

/** The orders list's summed columns, every order whatever its status. */
const listTotalMeasures: Record<string, string> = {
  orders: '1',
  subtotal: 'o.subtotal',
  delivery_fee: 'o.delivery_fee',
  discount: 'o.discount',
  service_tax: 'o.service_tax',
  total: 'o.total',
};

export const orderFactTables = {
  // Read per outlet over any window (outlets, finance): kept running, a
  // window is 2 rows per outlet where its days were 3,354 rows a day at 10M.
  orders: perOrderTable('order_facts', outlet, orderMeasures, {
    joins: orderJoins,
    running: true,
  }),
  // The same figures for the whole marketplace, a row a day: what a report
  // or the dashboard reads when it names no merchant or outlet
  // (`marketplaceOrScoped`). At 10M orders a year of outlet-days is 1.2M rows.
  marketplace: perOrderTable('marketplace_facts', {}, orderMeasures, {
    joins: orderJoins,
  }),
  // The channel report's figures per channel, a table apart that keeps the others small.
  channels: perOrderTable(
    'channel_facts',
    { ...outlet, channel: 'o.channel' },
    {
      orders: '1',
      sale_orders: ifSale('1'),
      cancelled_orders: cancelled,
      sale_gross: ifSale(grossOf('o')),
    },
    { running: true },
  ),
  promotions: perOrderTable(
    'promotion_facts',
    { ...outlet, promotion_id: 'o.promotion_id' },
    promotionMeasures,
    {
      joins: orderJoins,
      only: `${isSale('o')} AND (o.promotion_id IS NOT NULL OR o.discount > 0)`,
    },
  ),
  menus: lineTable('menu_facts', 'l.menu_id'),
  categories: lineTable('category_facts', 'm.category_id'),
  // The orders list's totals (`totals=`): every order whatever its status,
  // by the list's filters a day's facts can hold (list-sums.ts). Its
  // dimensions and measures are named as the orders' own columns.
  totals: perOrderTable(
    'order_total_facts',
    {
      ...outlet,
      status: 'o.status',
      channel: 'o.channel',
      promotion_id: 'o.promotion_id',
    },
    listTotalMeasures,
  ),
  // The same sums by status and channel alone, which is what the list's
  // tabs and its channel filter ask: a year of them is a few hundred rows,
  // where the table above holds 1.9M months at 10M orders (list-sums.ts
  // reads the smallest table whose dimensions the filters are).
  statusTotals: perOrderTable(
    'status_total_facts',
    { status: 'o.status', channel: 'o.channel' },
    listTotalMeasures,
  ),
  // Sales by the customer's gender and year of birth: the demographic
  // report bands the years on the day it is read (report-queries.ts).
  demographics: perOrderTable(
    'demographic_facts',
    {
      gender: 'u.gender',
      birth_year: 'extract(year FROM u.date_of_birth)::int',
    },
    { orders: '1', gross: grossOf('o') },
    { joins: 'JOIN users u ON u.id = o.customer_id', only: isSale('o') },
  ),
};

export const factTables: readonly FactTable[] = Object.values(orderFactTables);

/**
 * The order columns the facts read; a change to any other (a note, an
 * assignee) leaves the day's rollup current.
 */
export const factOrderColumns = [
  'placed_at',
  'customer_id',
  'outlet_id',
  'channel',
  'status',
  'promotion_id',
  'subtotal',
  'discount',
  'delivery_fee',
  'service_tax',
  'total',
  'accepted_at',
  'ready_at',
] as const;

const textDimensions = new Set(['channel', 'status', 'gender']);
const dimensionType = (name: string) =>
  textDimensions.has(name) ? 'text' : 'bigint';
const columnsDdl = (table: FactTable) =>
  [
    ...table.dimensions.map((d) => `${d} ${dimensionType(d)}`),
    ...table.measures.map((m) => `${m} ${measureType(m)}`),
  ].join(', ');

/** `first` and the table's dimensions, for a select or group list (a table may have none). */
const withDimensions = (first: string, table: FactTable) =>
  [first, ...table.dimensions].join(', ');
/** Whether a table's rows are per outlet, so that an outlet's can be made alone. */
export const isPerOutlet = (table: FactTable) =>
  table.dimensions[0] === 'outlet_id';

/** A month row whose key has nothing left. */
const emptyRow = (table: FactTable) =>
  table.measures.map((m) => `${m} = 0`).join(' AND ');

export const rollupTablesDdl: readonly string[] = [
  // The status mix by outlet, which the dashboard read before it read
  // `status_total_facts`: nothing reads it now, so nothing keeps it.
  'DROP TABLE IF EXISTS status_facts_days, status_facts_months',
  ...factTables.flatMap((table) => [
    `CREATE TABLE IF NOT EXISTS ${table.name}_days (day date NOT NULL, ${columnsDdl(table)})`,
    // A day's rows, or an outlet's of a day: what a rollup of today makes
    // again after an order changes, and a report kept to today reads
    // (report-answers.ts). By the day alone, an outlet's few dozen dishes
    // are read from among the day's 37,000 at 10M orders.
    ...(isPerOutlet(table)
      ? [
          `CREATE INDEX IF NOT EXISTS ${table.name}_days_day_outlet ON ${table.name}_days (day, outlet_id)`,
          `DROP INDEX IF EXISTS ${table.name}_days_day`,
        ]
      : [
          `CREATE INDEX IF NOT EXISTS ${table.name}_days_day ON ${table.name}_days (day)`,
        ]),
    ...(table.running
      ? [
          // Read at a window's two ends, and written a key at a time from a
          // changed day on; unique, so a change's difference is an upsert.
          // The measures ride in the index: a day's 67,082 dishes are read
          // from it alone (18 ms, where fetching their rows took 72).
          `CREATE TABLE IF NOT EXISTS ${table.name}_running (day date NOT NULL, ${columnsDdl(table)})`,
          `CREATE UNIQUE INDEX IF NOT EXISTS ${table.name}_running_key
           ON ${table.name}_running (day, ${table.dimensions.join(', ')})
           INCLUDE (${table.measures.join(', ')}) NULLS NOT DISTINCT`,
          `DROP TABLE IF EXISTS ${table.name}_months`,
        ]
      : [
          `CREATE TABLE IF NOT EXISTS ${table.name}_months (month date NOT NULL, ${columnsDdl(table)})`,
          // Unique, so that a day's difference is an upsert (rollUpDaySql).
          `CREATE UNIQUE INDEX IF NOT EXISTS ${table.name}_months_key
           ON ${table.name}_months (${withDimensions('month', table)}) NULLS NOT DISTINCT`,
          `DROP INDEX IF EXISTS ${table.name}_months_month`,
          `CREATE INDEX IF NOT EXISTS ${table.name}_months_empty
           ON ${table.name}_months (month) WHERE ${emptyRow(table)}`,
        ]),
  ]),
  // Preparation time summed to null, before it counted an unready order as
  // zero: day and month rows read as zero, and each running total that
  // took a null is summed again from its key's days.
  ...factTables
    .filter((table) => table.measures.includes('prep_seconds'))
    .flatMap((table) => [
      `UPDATE ${table.name}_days SET prep_seconds = 0 WHERE prep_seconds IS NULL`,
      table.running
        ? `UPDATE ${table.name}_running r SET prep_seconds = (
             SELECT coalesce(sum(d.prep_seconds), 0) FROM ${table.name}_days d
             WHERE ${[...table.dimensions.map((k) => `d.${k} = r.${k}`), 'd.day <= r.day'].join(' AND ')})
           WHERE r.prep_seconds IS NULL`
        : `UPDATE ${table.name}_months SET prep_seconds = 0 WHERE prep_seconds IS NULL`,
    ]),
  // For the marks a promotion's, merchant's, outlet's or menu item's change sets.
  'CREATE INDEX IF NOT EXISTS order_facts_days_outlet ON order_facts_days (outlet_id, day)',
  'CREATE INDEX IF NOT EXISTS promotion_facts_days_promotion ON promotion_facts_days (promotion_id, day)',
  'CREATE INDEX IF NOT EXISTS menu_facts_days_key ON menu_facts_days (key, day)',
  // Days whose rollup is behind their orders: a row per change, removed by
  // the rollup that reads it (roll-up.ts).
  'CREATE TABLE IF NOT EXISTS rollup_dirty_days (id bigserial PRIMARY KEY, day date NOT NULL)',
  'CREATE INDEX IF NOT EXISTS rollup_dirty_days_day ON rollup_dirty_days (day)',
  // The outlet an order's change touched; null for a change that may touch
  // any (a merchant's commission, a menu item's category, a pocket).
  'ALTER TABLE rollup_dirty_days ADD COLUMN IF NOT EXISTS outlet_id bigint',
  // A change that moves a record's facts from one outlet's rows to
  // another's (a dish moved to another outlet): a report kept to today
  // outlet by outlet cannot follow it (report-answers.ts).
  'ALTER TABLE rollup_dirty_days ADD COLUMN IF NOT EXISTS regroups boolean NOT NULL DEFAULT false',
  // How many marks of each day the rollups have read and removed: with the
  // marks still there, every change a day's facts have had (rangeChanges).
  'CREATE TABLE IF NOT EXISTS rollup_day_changes (day date PRIMARY KEY, changes bigint NOT NULL)',
  // The outlets each day's rollups have read marks of (null: a mark that
  // may touch any), each with a number that rises with every rollup in the
  // order they commit (a rollup holds the state's row: roll-up.ts). A report
  // kept to today whose rows are each an outlet's makes again only the
  // outlets rolled up since it last looked (report-answers.ts).
  'CREATE SEQUENCE IF NOT EXISTS rollup_rolled_seq',
  `CREATE TABLE IF NOT EXISTS rollup_rolled_outlets (
     day date NOT NULL, outlet_id bigint, seq bigint NOT NULL)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS rollup_rolled_outlets_key
     ON rollup_rolled_outlets (day, outlet_id) NULLS NOT DISTINCT`,
  'ALTER TABLE rollup_rolled_outlets ADD COLUMN IF NOT EXISTS regroups boolean NOT NULL DEFAULT false',
  // The zone the rollups' days are in: a server in another zone rebuilds them.
  'CREATE TABLE IF NOT EXISTS rollup_state (id int PRIMARY KEY CHECK (id = 1), zone text NOT NULL)',
  // The fact tables made from every order: a server with a new one builds
  // it at start. The default is what a database made before had.
  `ALTER TABLE rollup_state ADD COLUMN IF NOT EXISTS tables text[] NOT NULL
   DEFAULT '{order_facts,channel_facts,status_facts,promotion_facts,menu_facts,category_facts}'`,
  // The running totals: which tables have them, and the last day they run
  // to (the horizon; days after it, which only an order placed ahead of
  // today's date can fill, are read from their day rows).
  "ALTER TABLE rollup_state ADD COLUMN IF NOT EXISTS running text[] NOT NULL DEFAULT '{}'",
  'ALTER TABLE rollup_state ADD COLUMN IF NOT EXISTS running_through date',
  // Whether the month rows are kept by each day's difference (rollUpDaySql).
  // Before, a month was made again from its days once none was behind, so
  // one with a day behind may not hold its other days' last changes: a
  // database made then has its months made again once (settleRollups).
  'ALTER TABLE rollup_state ADD COLUMN IF NOT EXISTS months_by_difference boolean NOT NULL DEFAULT false',
];

const sums = (table: FactTable) =>
  table.measures.map((m) => `sum(${m})::${measureType(m)}`).join(', ');
const columns = (table: FactTable) =>
  [...table.dimensions, ...table.measures].join(', ');

const daySelect = (table: FactTable, where: string) =>
  `SELECT ${withDimensions('day', table)}, ${sums(table)}
   FROM (${table.source('orders o', where, '$1::text')}) r
   GROUP BY ${withDimensions('day', table)}`;

/**
 * Statements that recompute the day rows of the orders `where` keeps (after
 * their rows were deleted) in `tables`, with the zone as `$1` and whatever
 * else `where` binds. A rebuild writes each day's rows together: hashed in
 * any order, a day's 260 rows of list totals lay on as many pages, and a
 * year's report read its 30 days apart in 85 ms instead of 10.
 */
export function rollUpDaysSql(
  where: string,
  tables: readonly FactTable[] = factTables,
): readonly string[] {
  return tables.map(
    (table) =>
      `INSERT INTO ${table.name}_days (day, ${columns(table)})
       ${daySelect(table, where)}
       ORDER BY day`,
  );
}

/** The tables kept as months besides days: every one not kept as running totals. */
export const monthTables = factTables.filter((table) => !table.running);
/** The tables kept as running totals besides days. */
export const runningTables = factTables.filter((table) => table.running);

const dimensionList = (table: FactTable, prefix = '') =>
  table.dimensions.map((d) => `${prefix}${d}`).join(', ');
const negatedMeasures = (table: FactTable) =>
  table.measures.map((m) => `-${m}`).join(', ');
const namedSums = (table: FactTable) =>
  table.measures.map((m) => `sum(${m})::${measureType(m)} AS ${m}`).join(', ');
/** Upsert's update: the new row's measures added to those of the row in `into`. */
const addMeasures = (table: FactTable, into: string) =>
  table.measures.map((m) => `${m} = ${into}.${m} + EXCLUDED.${m}`).join(', ');

/**
 * Adds `rows` (a select of dimensions and measures) to the running totals
 * of every day from `from` to the horizon `to`: a key that had none yet
 * gets its rows (a day before its first sale reads as nothing).
 */
const addToRunning = (
  table: FactTable,
  rows: string,
  from: string,
  to: string,
) =>
  `INSERT INTO ${table.name}_running (day, ${columns(table)})
   SELECT g::date, ${columns(table)}
   FROM (${rows}) r CROSS JOIN generate_series(${from}, ${to}, interval '1 day') g
   ON CONFLICT (day, ${dimensionList(table)}) DO UPDATE SET ${addMeasures(table, `${table.name}_running`)}`;

/** The table's dimensions and `rest`, for a select list (a table may have none). */
const withKeys = (table: FactTable, rest: string) =>
  [...table.dimensions, rest].join(', ');
/** Groups by the table's dimensions, if it has any. */
const groupByKeys = (table: FactTable) =>
  table.dimensions.length > 0 ? `GROUP BY ${dimensionList(table)}` : '';

/**
 * A day row as one text, the same for two rows exactly when every column
 * is (in the table's own types, nulls included): what a day's new rows and
 * its held ones are compared by, in one hash.
 */
const rowText = (table: FactTable, alias: string) =>
  `ROW(${[
    `${alias}.day`,
    ...table.dimensions.map((d) => `${alias}.${d}::${dimensionType(d)}`),
    ...table.measures.map((m) => `${alias}.${m}::${measureType(m)}`),
  ].join(', ')})::text`;

/**
 * One statement that rolls up day `$2` (zone `$1`) of `table` again and
 * writes only what changed: a held row that the day's orders no longer
 * make is deleted, a row they make that is not held is inserted, and their
 * difference, key by key, is added to the running totals of every day up
 * to the horizon `$3` (none when the day lies after it), or to the day's
 * month row. Given `outlets` (the parameter that holds their ids), a table
 * whose rows are per outlet makes only those outlets' rows again: the
 * outlets the day's changed orders are marked with. Today is rolled up
 * after every change to it, and an order changes a few keys: at 1M orders
 * with 16,797 placed that day, rewriting all its rows and its month's
 * took 0.96 s a rollup (the menu facts 284 ms, the list totals' month
 * 195); writing only what changed, 0.56 s, most of it reading the day's
 * orders; of the changed outlets alone, 0.14 s after one order changed.
 */
export function rollUpDaySql(
  table: FactTable,
  where: string,
  outlets?: string,
): string {
  if (outlets !== undefined && !isPerOutlet(table))
    throw new Error(`${table.name} has no rows per outlet`);
  // Only the outlets' rows.
  const only = (alias: string) =>
    outlets === undefined
      ? ''
      : ` AND ${alias}.outlet_id = ANY(${outlets}::bigint[])`;
  const changed = `
    SELECT ${withKeys(table, namedSums(table))}
    FROM (SELECT ${columns(table)} FROM added
          UNION ALL
          SELECT ${withKeys(table, negatedMeasures(table))} FROM gone) c
    ${groupByKeys(table)}
    HAVING ${table.measures.map((m) => `sum(${m}) <> 0`).join(' OR ')}`;
  return `
    WITH fresh AS MATERIALIZED (
      SELECT f.*, ${rowText(table, 'f')} AS row_text
      FROM (SELECT ${withDimensions('day', table)}, ${namedSums(table)}
            FROM (${table.source('orders o', `(${where})${only('o')}`, '$1::text')}) r
            GROUP BY ${withDimensions('day', table)}) f
    ), held AS MATERIALIZED (
      SELECT ${rowText(table, 'h')} AS row_text FROM ${table.name}_days h
      WHERE h.day = $2::date${only('h')}
    ), gone AS (
      DELETE FROM ${table.name}_days d WHERE d.day = $2::date${only('d')}
        AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.row_text = ${rowText(table, 'd')})
      RETURNING ${columns(table)}
    ), added AS (
      INSERT INTO ${table.name}_days (day, ${columns(table)})
      SELECT day, ${columns(table)} FROM fresh f
      WHERE NOT EXISTS (SELECT 1 FROM held h WHERE h.row_text = f.row_text)
      RETURNING ${columns(table)}
    )
    ${
      table.running
        ? addToRunning(table, changed, '$2::date', '$3::date')
        : `INSERT INTO ${table.name}_months (month, ${columns(table)})
           SELECT date_trunc('month', $2::date)::date, ${columns(table)} FROM (${changed}) r
           ON CONFLICT (${withDimensions('month', table)}) DO UPDATE SET ${addMeasures(table, `${table.name}_months`)}`
    }`;
}

/**
 * Deletes the month rows of day `$1`'s month whose keys have nothing left
 * (the differences rollUpDaySql added took them to zero), as a month made
 * from its days would not hold them; found by a partial index of such rows.
 */
export const clearEmptyMonthSql = (table: FactTable) =>
  `DELETE FROM ${table.name}_months
   WHERE month = date_trunc('month', $1::date)::date AND ${emptyRow(table)}`;

/**
 * Statements that carry a running table from the horizon `$1` (null when
 * it has none) to day `$2`: each key's totals of `$1` copied to every day
 * after it, then the day rows already held after `$1` (a day rolled up
 * while it lay ahead of today) added from their day on.
 */
export function extendRunningSql(table: FactTable): readonly string[] {
  return [
    `INSERT INTO ${table.name}_running (day, ${columns(table)})
     SELECT g::date, ${columns(table)} FROM ${table.name}_running r
     CROSS JOIN generate_series($1::date + 1, $2::date, interval '1 day') g
     WHERE r.day = $1::date`,
    `INSERT INTO ${table.name}_running (day, ${columns(table)})
     SELECT g::date AS day, ${dimensionList(table)}, ${namedSums(table)}
     FROM ${table.name}_days f
     CROSS JOIN generate_series(f.day, $2::date, interval '1 day') g
     WHERE f.day > coalesce($1::date, '-infinity') AND f.day <= $2::date
     GROUP BY g, ${dimensionList(table)}
     ON CONFLICT (day, ${dimensionList(table)}) DO UPDATE SET ${addMeasures(table, `${table.name}_running`)}`,
  ];
}

/**
 * The statement that fills an empty running table from its day rows, up to
 * the horizon `$1`: each key's cumulative sums at each day it sold, carried
 * over the days until its next, written in day order so that a day's rows
 * lie together.
 */
export function buildRunningSql(table: FactTable): string {
  const dims = dimensionList(table);
  return `
    INSERT INTO ${table.name}_running (day, ${columns(table)})
    SELECT g::date, ${dims}, ${table.measures.join(', ')}
    FROM (
      SELECT f.day, ${dimensionList(table, 'f.')},
        ${table.measures.map((m) => `sum(f.${m}) OVER w AS ${m}`).join(', ')},
        lead(f.day) OVER w AS next_day
      FROM ${table.name}_days f WHERE f.day <= $1::date
      WINDOW w AS (PARTITION BY ${dimensionList(table, 'f.')} ORDER BY f.day)
    ) s
    CROSS JOIN generate_series(s.day, coalesce(s.next_day - 1, $1::date), interval '1 day') g
    ORDER BY 1`;
}

/**
 * Statements that recompute the month rows of the months `where` keeps
 * (over `month`, after their rows were deleted) in `tables` from their day
 * rows; a table kept as running totals has none.
 */
export function rollUpMonthsSql(
  where: string,
  tables: readonly FactTable[] = factTables,
): readonly string[] {
  return tables
    .filter((table) => !table.running)
    .map(
      (table) =>
        `INSERT INTO ${table.name}_months (month, ${columns(table)})
       SELECT ${withDimensions('month', table)}, ${sums(table)}
       FROM (SELECT date_trunc('month', day)::date AS month, * FROM ${table.name}_days) r
       WHERE ${where}
       GROUP BY ${withDimensions('month', table)}
       ORDER BY month`,
    );
}

/*
 * The facts of a report's range and scope. Every report query binds $1 and
 * $2 (the instants its range starts and ends, whole marketplace days), $3
 * merchant ids and $4 outlet ids (or null) and $5 the zone.
 */
export const firstDay = '($1::timestamptz AT TIME ZONE $5::text)::date';
export const endDay = '($2::timestamptz AT TIME ZONE $5::text)::date';

/**
 * How many changes the facts of the range's days have had, ever: the marks
 * the rollups have read (rollup_day_changes) and those still waiting. A
 * rollup moves marks from one count to the other in one transaction, so the
 * figure stays; every change to an order, a line or a dimension the facts
 * read adds a mark, so it grows. Two reads of a range that give the same
 * figure saw the same facts (report-answers.ts keeps answers by it).
 */
export const rangeChanges = `(
  (SELECT coalesce(sum(changes), 0) FROM rollup_day_changes
   WHERE day >= ${firstDay} AND day < ${endDay})
  + (SELECT count(*) FROM rollup_dirty_days
     WHERE day >= ${firstDay} AND day < ${endDay}))::bigint`;

const isBehind = (day: string) =>
  `EXISTS (SELECT 1 FROM rollup_dirty_days d WHERE d.day = ${day})`;

/** The range's whole months none of whose days is behind. */
const currentMonths = `
  SELECT m::date AS month
  FROM generate_series(date_trunc('month', ${firstDay}), ${endDay} - 1, interval '1 month') m
  WHERE m >= ${firstDay} AND m + interval '1 month' <= ${endDay}
    AND NOT EXISTS (SELECT 1 FROM rollup_dirty_days d
                    WHERE d.day >= m AND d.day < m + interval '1 month')`;

/** The range's other days whose rollup is current. */
const currentDays = `
  SELECT d::date AS day
  FROM generate_series(${firstDay}, ${endDay} - 1, interval '1 day') d
  WHERE NOT ${isBehind('d::date')}
    AND date_trunc('month', d)::date NOT IN (${currentMonths})`;

/**
 * The range's days that are behind, each with the outlets its marks name
 * (`outlets`), or null where a mark names none (a change that may touch
 * any outlet).
 */
const behindWithOutlets = `
  SELECT day, CASE WHEN bool_or(outlet_id IS NULL) THEN NULL
                   ELSE array_agg(DISTINCT outlet_id) END AS outlets
  FROM rollup_dirty_days
  WHERE day >= ${firstDay} AND day < ${endDay}
  GROUP BY day`;

/**
 * The orders of the range's days that are behind, by the placed_at index,
 * day by day: LATERAL (and OFFSET 0, which keeps the subquery whole) makes
 * the few marked days drive the plan. Joined the other way round, the
 * planner read 130,000 orders with promotions to match them with no day.
 * `ofOutlets`: of a day whose marks all name outlets, only theirs, by the
 * outlet's index. Asked as one condition (the day's orders, of any outlet
 * where the marks name none), the day's were read by placed_at and
 * filtered: 16,403 orders read for 394 of 25 outlets, 89 ms, at 1M orders.
 */
const ordersBehindOf = (ofOutlets: boolean) => {
  const onDay = `placed_at >= ${dayStartsAt('behind.day', '$5::text')}
      AND placed_at < ${dayStartsAt('behind.day + 1', '$5::text')}`;
  return `
  (${behindWithOutlets}) behind
  CROSS JOIN LATERAL (
    ${
      ofOutlets
        ? `SELECT * FROM orders WHERE behind.outlets IS NULL AND ${onDay}
    UNION ALL
    SELECT * FROM orders WHERE outlet_id = ANY(behind.outlets) AND ${onDay}`
        : `SELECT * FROM orders WHERE ${onDay}`
    }
    OFFSET 0) o`;
};

export const ordersBehind = ordersBehindOf(false);

/**
 * The scope parameters ($3 merchants, $4 outlets) of facts that are not
 * per outlet (demographics, every merchant's): typed all the same, or the
 * statement could not be prepared.
 */
export const unscoped = `($3::bigint[] IS NULL OR $3::bigint[] IS NOT NULL)
       AND ($4::bigint[] IS NULL OR $4::bigint[] IS NOT NULL)`;

const scopeOf = (table: FactTable) =>
  table.dimensions[0] === 'outlet_id'
    ? `($3::bigint[] IS NULL OR f.outlet_id IN
         (SELECT id FROM merchant_outlets WHERE merchant_id = ANY($3::bigint[])))
       AND ($4::bigint[] IS NULL OR f.outlet_id = ANY($4::bigint[]))`
    : unscoped;

/**
 * A fact table's facts over the range and scope, one row per month, day or
 * order: its dimensions and measures, and `day` where the row is one day's
 * (null for a month's). `byDay` reads no month rows, for a report per day;
 * `withMerchant` adds the outlet's `merchant_id`, for a report that shows
 * it (it joins every row: a year of menu facts is 130,000 rows at 1M
 * orders). The range's months are found by their index, and its days
 * one by one by theirs, as the days behind are; a table kept as running
 * totals is read at the range's two ends instead (`runningFacts`).
 */
export function factsOf(
  table: FactTable,
  {
    byDay = false,
    withMerchant = false,
  }: { byDay?: boolean; withMerchant?: boolean } = {},
): string {
  const facts =
    table.running && !byDay
      ? runningFacts(table)
      : dayAndMonthFacts(table, byDay);
  return withMerchant
    ? `(SELECT f.*, mo.merchant_id FROM (${facts}) f
        JOIN merchant_outlets mo ON mo.id = f.outlet_id WHERE ${scopeOf(table)})`
    : `(SELECT * FROM (${facts}) f WHERE ${scopeOf(table)})`;
}

/**
 * The per-order rows of the range's days that are behind. Gated on there
 * being one: the planner builds a join's hash before it finds the days
 * empty, and the menu facts' join to 67,082 menus cost 20–45 ms of every
 * report that way.
 */
const behindFacts = (table: FactTable, ofOutlets = false) =>
  `SELECT day, ${columns(table)} FROM (${table.source(ordersBehindOf(ofOutlets), 'true', '$5::text')}) r
   WHERE EXISTS (SELECT 1 FROM rollup_dirty_days
                 WHERE day >= ${firstDay} AND day < ${endDay})`;

function dayAndMonthFacts(table: FactTable, byDay: boolean): string {
  const cols = columns(table);
  const months = byDay
    ? ''
    : `SELECT NULL::date AS day, ${cols} FROM ${table.name}_months
       WHERE month >= ${firstDay} AND month < ${endDay} AND month IN (${currentMonths})
       UNION ALL`;
  const days = byDay
    ? `SELECT d::date AS day FROM generate_series(${firstDay}, ${endDay} - 1, interval '1 day') d
       WHERE NOT ${isBehind('d::date')}`
    : currentDays;
  return `
      ${months}
      SELECT c.day, ${cols} FROM (${days}) c
      CROSS JOIN LATERAL (
        SELECT * FROM ${table.name}_days f WHERE f.day = c.day OFFSET 0) f
      UNION ALL
      ${behindFacts(table)}`;
}

const horizon = '(SELECT running_through FROM rollup_state WHERE id = 1)';

/** The longest range a running table's facts read from its day rows. */
const shortRangeDays = 3;

/**
 * A running table's facts over the range, as rows to add up: the totals at
 * its last day (up to the horizon) less those at the day before its first,
 * the day rows after the horizon, and for the days behind, their rolled
 * rows taken out and their orders' rows put in. Two rows per key whatever
 * the window, where the days' rows were a row per key and day. Of a day
 * whose marks all name outlets, only those outlets' rows and orders: the
 * others' rolled rows are current. Today is behind for most of a busy
 * day, and the menu report to today then read all of today's lines on
 * every request: 541 / 720 ms p50 / p95 at 1M orders with four clients,
 * 235–245 / 346–351 reading five marked outlets' alone.
 */
function runningFacts(table: FactTable): string {
  const byOutlet = isPerOutlet(table);
  const dims = dimensionList(table);
  const negated = negatedMeasures(table);
  const cols = columns(table);
  // A range of a few days reads their rows: the totals at both ends are two
  // rows per key (134,164 for the dishes at 10M orders) where a day is at
  // most 37,000, and today alone (what a report reaching today adds to its
  // kept days) is the day so far. So does a range that begins after the
  // horizon, whose totals at both ends are the horizon's and cancel.
  const running = `(${endDay} - ${firstDay} > ${shortRangeDays}
    AND coalesce(${firstDay} - 1 < ${horizon}, true))`;
  return `
      SELECT NULL::date AS day, ${cols} FROM ${table.name}_running
      WHERE day = least(${endDay} - 1, ${horizon}) AND ${running}
      UNION ALL
      SELECT NULL::date, ${dims}, ${negated} FROM ${table.name}_running
      WHERE day = least(${firstDay} - 1, ${horizon}) AND ${running}
      UNION ALL
      SELECT day, ${cols} FROM ${table.name}_days
      WHERE day >= ${firstDay} AND day < ${endDay}
        AND (day > coalesce(${horizon}, '-infinity') OR NOT ${running})
      UNION ALL
      SELECT f.day, ${dims}, ${negated}
      FROM (${behindWithOutlets}) behind
      JOIN ${table.name}_days f ON f.day = behind.day
        ${byOutlet ? 'AND (behind.outlets IS NULL OR f.outlet_id = ANY(behind.outlets))' : ''}
      UNION ALL
      ${behindFacts(table, byOutlet)}`;
}

/**
 * The facts of `perOutlet` over the range, read from `whole` (its measures
 * for the whole marketplace, no outlet) when the report names no merchant
 * or outlet: `day` and `whole`'s measures, one row per day or month.
 */
export function marketplaceOrScoped(
  whole: FactTable,
  perOutlet: FactTable,
  options: { byDay?: boolean } = {},
): string {
  const cols = ['day', ...whole.measures].join(', ');
  return `(SELECT ${cols} FROM ${factsOf(whole, options)} w
      WHERE $3::bigint[] IS NULL AND $4::bigint[] IS NULL
    UNION ALL
    SELECT ${cols} FROM ${factsOf(perOutlet, options)} s
      WHERE $3::bigint[] IS NOT NULL OR $4::bigint[] IS NOT NULL)`;
}
