import { isSale } from '../figures/order-figures';
import { marketplaceDay } from '../time/zoned-sql';
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
  // The customers who held a day: those a day's rollup may take it from.
  `CREATE INDEX IF NOT EXISTS ${customerDaysTable}_days
   ON ${customerDaysTable} USING gist (days)`,
];

/** Day `$2` as a multirange. */
const theDay = 'datemultirange(daterange($2::date, $2::date + 1))';

/**
 * Statements that set day `$2` (zone `$1`) in every customer's days from
 * the sales `placedOnDay` (over `o`) finds on it: taken from each who held
 * it and has none there now (cancelled, deleted or moved since), given to
 * each who has one. A customer who already held it is not written again.
 * A customer left with no day keeps an empty row, which no window overlaps.
 */
export const rollUpCustomerDaySql = (placedOnDay: string): string[] => [
  `UPDATE ${customerDaysTable} c SET days = c.days - ${theDay}
   WHERE c.days @> $2::date AND NOT EXISTS (
     SELECT 1 FROM orders o
     WHERE o.customer_id = c.customer_id AND ${placedOnDay} AND ${isSale('o')})`,
  `INSERT INTO ${customerDaysTable} (customer_id, days)
   SELECT DISTINCT o.customer_id, ${theDay} FROM orders o
   WHERE ${placedOnDay} AND ${isSale('o')} AND o.customer_id IS NOT NULL
   ON CONFLICT (customer_id) DO UPDATE
   SET days = ${customerDaysTable}.days + EXCLUDED.days
   WHERE NOT ${customerDaysTable}.days @> $2::date`,
];

/** The statement that fills the emptied table from every sale, in zone `$1`. */
export const rebuildCustomerDaysSql = `
  INSERT INTO ${customerDaysTable} (customer_id, days)
  SELECT customer_id, range_agg(daterange(day, day + 1))
  FROM (SELECT DISTINCT o.customer_id, ${marketplaceDay('o.placed_at', '$1::text')} AS day
        FROM orders o WHERE ${isSale('o')} AND o.customer_id IS NOT NULL) d
  GROUP BY customer_id`;

/** Whether customer days `c` meet the current days of a report's range. */
const heldInRange = (c: string) => `${c}.days && ANY(ARRAY(
  SELECT unnest(datemultirange(daterange(${firstDay}, ${endDay}))
    - coalesce((SELECT range_agg(daterange(day, day + 1)) FROM rollup_dirty_days
                WHERE day >= ${firstDay} AND day < ${endDay}), '{}'::datemultirange))))`;

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
