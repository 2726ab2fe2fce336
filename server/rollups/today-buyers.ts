import { grossOf, isSale } from '../figures/order-figures';
import { marketplaceToday } from '../time/zoned-sql';
import { customerDaysTable } from './customer-days';

/**
 * Today's buyers: each customer's sales of today, the outlets they bought
 * at, their gender and birth date, and the last day before today they
 * bought on. What the demographic report to today adds to its days before
 * today (report-queries.ts): a buyer counts as a customer there when that
 * day is before the range. Asked of the orders, that was a probe of every
 * buyer's held days and a read of the users, per request: 150 ms for
 * 18,416 buyers late in a day at 10M orders, 390 / 1,120 ms at p50 / p95
 * with four clients. The day's rollup keeps it, the buyers of the outlets
 * its marks name at a time, and a reader makes again from the orders only
 * the buyers of the outlets marked since. A row per buyer, not per buyer
 * and outlet: a buyer counts once, and counting them distinct across
 * outlets took longer than the rest of the report.
 */
export const todayBuyersTable = 'today_buyers';

export const todayBuyersDdl: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS ${todayBuyersTable} (
     day date NOT NULL, customer_id bigint NOT NULL, outlets bigint[] NOT NULL,
     orders bigint NOT NULL, gross bigint NOT NULL,
     gender text, date_of_birth date, bought_before date,
     PRIMARY KEY (day, customer_id))`,
  // The day the table holds every buyer of, as of its last rollup; null
  // until a rollup of today has read the whole day.
  'ALTER TABLE rollup_state ADD COLUMN IF NOT EXISTS buyers_day date',
];

/** The last day before `day` that customer days `c` hold, or null. */
const lastDayBefore = (c: string, day: string) =>
  `upper(${c}.days * datemultirange(daterange(NULL, ${day}))) - 1`;

/**
 * The buyers whose row may have changed when the orders of `outlets` (an
 * array) did, on day `day` (`onDay` keeps an order `o` of it): each with an
 * order there, whatever its state now, and each the table held as buying
 * there (an order moved to another outlet or customer since).
 */
export const buyersTouched = (outlets: string, day: string, onDay: string) => `
  SELECT o.customer_id FROM orders o
  WHERE o.outlet_id = ANY(${outlets}) AND ${onDay} AND o.customer_id IS NOT NULL
  UNION
  SELECT b.customer_id FROM ${todayBuyersTable} b
  WHERE b.day = ${day} AND b.outlets && ${outlets}`;

/**
 * The rows of the buyers `which` keeps (a condition on the order `o`),
 * from their sale orders on day `day` that `onDay` keeps: what the table
 * holds of each.
 */
export const buyersOf = (which: string, day: string, onDay: string) => `
  SELECT s.customer_id, s.outlets, s.orders, s.gross, u.gender, u.date_of_birth,
    ${lastDayBefore('c', day)} AS bought_before
  FROM (SELECT o.customer_id, array_agg(DISTINCT o.outlet_id) AS outlets,
          count(*)::bigint AS orders, sum(${grossOf('o')})::bigint AS gross
        FROM orders o
        WHERE ${onDay} AND (${which}) AND ${isSale('o')} AND o.customer_id IS NOT NULL
        GROUP BY 1) s
  JOIN users u ON u.id = s.customer_id
  LEFT JOIN ${customerDaysTable} c ON c.customer_id = s.customer_id`;

/**
 * The buyers of today (`$2`, zone `$1`) whose row the outlets `$3` may
 * have changed (buyersTouched), as one array `ids`: what a rollup of today
 * makes again of the customers' days and of today's buyers, once the
 * table holds the day whole. Both read the whole day's orders before: at
 * 10M orders late in the day the customers' days took 630 ms a rollup.
 */
export const touchedBuyersSql = (placedOnDay: string) => `
  SELECT coalesce(array_agg(customer_id), '{}') AS ids
  FROM (${buyersTouched('$3::bigint[]', '$2::date', placedOnDay)}) t`;

/**
 * The statement a rollup of day `$2` (zone `$1`) runs after the customers'
 * days, when `$2` is today: today's buyers made again from the day's
 * orders (`placedOnDay`, over `o`), writing only the rows that changed;
 * the rows of other days go. `ofCustomers`: only the buyers `$3` names
 * (touchedBuyersSql), each read by their own orders.
 */
export const rollUpTodayBuyersSql = (
  placedOnDay: string,
  ofCustomers: boolean,
) => {
  const ofDay = `$2::date = ${marketplaceToday('$1::text')}`;
  const named = (customer: string) =>
    ofCustomers ? `${customer} = ANY($3::bigint[])` : 'true';
  return `
  WITH now AS MATERIALIZED (
    ${buyersOf(`${ofDay} AND ${named('o.customer_id')}`, '$2::date', placedOnDay)}
  ), gone AS (
    DELETE FROM ${todayBuyersTable} b
    WHERE ${ofDay} AND (b.day <> $2::date OR (${named('b.customer_id')}
      AND NOT EXISTS (SELECT 1 FROM now n WHERE n.customer_id = b.customer_id)))
  ), held AS (
    UPDATE rollup_state SET buyers_day = $2::date WHERE id = 1 AND ${ofDay}
  )
  INSERT INTO ${todayBuyersTable} AS b
    (day, customer_id, outlets, orders, gross, gender, date_of_birth, bought_before)
  SELECT $2::date, n.* FROM now n
  ON CONFLICT (day, customer_id) DO UPDATE
  SET outlets = EXCLUDED.outlets, orders = EXCLUDED.orders, gross = EXCLUDED.gross,
    gender = EXCLUDED.gender, date_of_birth = EXCLUDED.date_of_birth,
    bought_before = EXCLUDED.bought_before
  WHERE (b.outlets, b.orders, b.gross, b.gender, b.date_of_birth, b.bought_before)
    IS DISTINCT FROM (EXCLUDED.outlets, EXCLUDED.orders, EXCLUDED.gross,
                      EXCLUDED.gender, EXCLUDED.date_of_birth, EXCLUDED.bought_before)`;
};

/**
 * The statement a rollup of day `$2` (zone `$1`) runs after the customers'
 * days: a buyer of a later day held who gained that day (one with an order
 * on it, `placedOnDay` over `o`) or lost it while it was their last before
 * theirs may have another last day before theirs. Asked of every buyer,
 * each past day's rollup joined all of them to their held days.
 */
export const refreshBoughtBeforeSql = (placedOnDay: string) => `
  UPDATE ${todayBuyersTable} b SET bought_before = ${lastDayBefore('c', 'b.day')}
  FROM ${customerDaysTable} c
  WHERE b.day > $2::date AND c.customer_id = b.customer_id
    AND (b.bought_before = $2::date
         OR b.customer_id IN (SELECT o.customer_id FROM orders o WHERE ${placedOnDay}))
    AND b.bought_before IS DISTINCT FROM ${lastDayBefore('c', 'b.day')}`;
