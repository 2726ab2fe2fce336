import { isSale } from '../figures/order-figures';
import { dayStartsAt, marketplaceDay } from '../time/zoned-sql';
import { endDay, firstDay, ordersBehind } from './order-facts';

/**
 * The marketplace days each customer bought on, as a multirange, kept by
 * the day rollups beside the fact tables (decision 028): what the
 * demographic report counts its customers from. A customer counts in a
 * window when they bought on any day of it, which no sum of day rows can
 * tell (a count of customers does not add up across days). Read from the
 * orders, that was an index probe per customer, 111,803 of them at 10M
 * orders. Adjacent days merge into one range, so a regular's days are a
 * few ranges and a window is one overlap test per customer.
 */
export const customerDaysTable = 'customer_sale_days';

export const customerDaysDdl: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS ${customerDaysTable}
   (customer_id bigint PRIMARY KEY, days datemultirange NOT NULL)`,
  // The customers whose days meet a range: the report's bitmap of 103k
  // customers at 10M orders took 64 ms, a scan of the table 82.
  `CREATE INDEX IF NOT EXISTS ${customerDaysTable}_days
   ON ${customerDaysTable} USING gist (days)`,
];

/** Day `$2` as a multirange. */
const theDay = 'datemultirange(daterange($2::date, $2::date + 1))';

/**
 * The statement that sets day `$2` (zone `$1`) in every customer's days
 * from the sales `placedOnDay` (over `o`) finds on it, reading the day's
 * orders once: taken from each who held it and has none there now
 * (cancelled, deleted or moved since), given to each who has one and did
 * not hold it. Today is rolled up again after every change to it, so a
 * customer who already held the day is neither written nor locked (an
 * upsert of the day's 24,000 buyers at 10M orders locked every one), and
 * each buyer's held days are read by key: the planner guesses half the
 * table holds any day, and joined them by two scans of it and a sort on
 * disk (450 ms). A customer left with no day keeps an empty row, which no
 * window meets. `ofCustomers`: only the customers `$3` names (today's
 * buyers an outlet's change may have touched: touchedBuyersSql).
 */
export const rollUpCustomerDaySql = (
  placedOnDay: string,
  ofCustomers = false,
) => `
  WITH sold AS MATERIALIZED (
    SELECT DISTINCT o.customer_id FROM orders o
    WHERE ${placedOnDay} AND ${isSale('o')} AND o.customer_id IS NOT NULL
      ${ofCustomers ? 'AND o.customer_id = ANY($3::bigint[])' : ''}
  ), taken AS (
    UPDATE ${customerDaysTable} c SET days = c.days - ${theDay}
    WHERE c.days @> $2::date AND c.customer_id NOT IN (SELECT customer_id FROM sold)
      ${ofCustomers ? 'AND c.customer_id = ANY($3::bigint[])' : ''}
  )
  INSERT INTO ${customerDaysTable} (customer_id, days)
  SELECT s.customer_id, ${theDay} FROM sold s
  WHERE NOT coalesce((SELECT h.days @> $2::date FROM ${customerDaysTable} h
                      WHERE h.customer_id = s.customer_id), false)
  ON CONFLICT (customer_id) DO UPDATE
  SET days = ${customerDaysTable}.days + EXCLUDED.days`;

/** The statement that fills the emptied table from every sale, in zone `$1`. */
export const rebuildCustomerDaysSql = `
  INSERT INTO ${customerDaysTable} (customer_id, days)
  SELECT customer_id, range_agg(daterange(day, day + 1))
  FROM (SELECT DISTINCT o.customer_id, ${marketplaceDay('o.placed_at', '$1::text')} AS day
        FROM orders o WHERE ${isSale('o')} AND o.customer_id IS NOT NULL) d
  GROUP BY customer_id`;

/** Whether customer days `c` meet the current days of a report's range, up to day `end`. */
const heldInRange = (c: string, end = endDay) => `${c}.days && ANY(ARRAY(
  SELECT unnest(datemultirange(daterange(${firstDay}, ${end}))
    - coalesce((SELECT range_agg(daterange(day, day + 1)) FROM rollup_dirty_days
                WHERE day >= ${firstDay} AND day < ${end}), '{}'::datemultirange))))`;

/**
 * The customers with a sale in a report's range (`$1`–`$2`, zone `$5`,
 * as factsOf binds them), each once: those whose held days meet the
 * range's current days, and those the orders of its days behind add
 * (whose held days may be stale). The current days are tested a range at a
 * time: a range's overlap with a customer's days is a binary search, where
 * a multirange's walked both (230 ms for 103k customers at 10M orders, 64
 * this way). The two parts exclude each other, so no step removes
 * duplicates from 100k ids.
 */
export const customersWithSales = `
  SELECT c.customer_id FROM ${customerDaysTable} c WHERE ${heldInRange('c')}
  UNION ALL
  SELECT DISTINCT o.customer_id FROM ${ordersBehind}
  WHERE ${isSale('o')} AND NOT EXISTS (
    SELECT 1 FROM ${customerDaysTable} h
    WHERE h.customer_id = o.customer_id AND ${heldInRange('h')})`;

/**
 * Whether customer `customer` bought in a report's range (as factsOf binds
 * it) before day `end`, a day in it: a probe of their held days by key,
 * and of their orders on the range's days behind, if any. The demographic
 * report to today asks it of each of today's customers; a probe of their
 * orders over the range's days took 290 ms for 14,330 customers at 10M
 * orders.
 */
export const boughtBefore = (customer: string, end: string) => `(
  coalesce((SELECT ${heldInRange('h', end)} FROM ${customerDaysTable} h
            WHERE h.customer_id = ${customer}), false)
  OR EXISTS (
    SELECT 1 FROM rollup_dirty_days d
    JOIN orders e ON e.customer_id = ${customer}
      AND e.placed_at >= ${dayStartsAt('d.day', '$5::text')}
      AND e.placed_at < ${dayStartsAt('d.day + 1', '$5::text')} AND ${isSale('e')}
    WHERE d.day >= ${firstDay} AND d.day < ${end}))`;
