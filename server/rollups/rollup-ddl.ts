import type { AnyResource } from '../../src/registry/define-resource';
import { hasTable, tableModel } from '../db/table-model';
import { isSale } from '../figures/order-figures';
import { customerDaysDdl } from './customer-days';
import { factOrderColumns, rollupTablesDdl } from './order-facts';
import { todayBuyersDdl } from './today-buyers';

/** The tables the facts read; a registry without one of them has no rollups. */
const factSources = [
  'orders',
  'order-menus',
  'menus',
  'merchant-outlets',
  'merchants',
  'promotions',
  'users',
];

/** Whether `registry` holds every table the rollups are made of. */
export function hasRollups(registry: readonly AnyResource[]): boolean {
  const tables = new Set(
    registry.filter(hasTable).map((r) => tableModel(r).table),
  );
  return factSources.every((name) => tables.has(name.replace(/-/g, '_')));
}

/**
 * The channel an order's or a line's marks are told on (rollup-worker.ts),
 * so that a worker rolls their outlets up at once instead of at its next
 * look. At 1M orders with one order line changed a second and a look a
 * second, today was behind its rollup in 68 % of samples, and reports read
 * a day behind from its orders. Other marks (a dimension's, every day it
 * touched; a pocket's, an old day) are rare and take whole days: they wait
 * for the next look, as do the requests that would share the cores.
 */
export const rollupMarksChannel = 'zfood_rollup_marks';
/** Told once per transaction however many statements mark (NOTIFY folds repeats). */
const tellWorkers = `PERFORM pg_notify('${rollupMarksChannel}', '')`;

/**
 * The marketplace day of `column`, in the rollups' zone; before a server
 * first settled it (settleRollups), in UTC: that server's rebuild replaces
 * whatever such a mark would have told.
 */
const dayOf = (column: string) =>
  `(${column} AT TIME ZONE coalesce((SELECT zone FROM rollup_state), 'UTC'))::date`;

/**
 * Marks the days whose facts a statement changed: statement triggers with
 * transition tables, so that a batch of a thousand orders adds one INSERT,
 * and an update counts only where a column the facts read changed. The
 * marks are rows of their own, so that concurrent writers never wait on
 * one another (a counter per day would hold a row lock to each commit).
 * An order's mark names its outlet, before and after the change: the
 * day's rollup then makes only those outlets' rows again (roll-up.ts).
 */
const markOrderDays = `
CREATE OR REPLACE FUNCTION rollup_mark_order_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO rollup_dirty_days (day, outlet_id)
    SELECT DISTINCT ${dayOf('n.placed_at')}, n.outlet_id FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO rollup_dirty_days (day, outlet_id)
    SELECT DISTINCT ${dayOf('o.placed_at')}, o.outlet_id FROM old_rows o;
  ELSE
    INSERT INTO rollup_dirty_days (day, outlet_id)
    SELECT DISTINCT changed.day, changed.outlet_id FROM new_rows n JOIN old_rows o ON o.id = n.id,
      LATERAL (VALUES (${dayOf('n.placed_at')}, n.outlet_id),
                      (${dayOf('o.placed_at')}, o.outlet_id)) AS changed(day, outlet_id)
    WHERE (${factOrderColumns.map((c) => `n.${c}`).join(', ')})
      IS DISTINCT FROM (${factOrderColumns.map((c) => `o.${c}`).join(', ')});
  END IF;
  IF FOUND THEN ${tellWorkers}; END IF;
  RETURN NULL;
END $$`;

/** An order line's change marks its order's day and outlet. */
const markLineDays = `
CREATE OR REPLACE FUNCTION rollup_mark_line_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO rollup_dirty_days (day, outlet_id)
    SELECT DISTINCT ${dayOf('o.placed_at')}, o.outlet_id FROM new_rows l JOIN orders o ON o.id = l.order_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO rollup_dirty_days (day, outlet_id)
    SELECT DISTINCT ${dayOf('o.placed_at')}, o.outlet_id FROM old_rows l JOIN orders o ON o.id = l.order_id;
  END IF;
  IF FOUND THEN ${tellWorkers}; END IF;
  RETURN NULL;
END $$`;

/** Statement triggers on `table` running `fn`, one per operation (transition tables need that). */
const statementTriggers = (table: string, fn: string) => [
  `CREATE OR REPLACE TRIGGER ${table}_rollup_insert AFTER INSERT ON ${table}
   REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE OR REPLACE TRIGGER ${table}_rollup_update AFTER UPDATE ON ${table}
   REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE OR REPLACE TRIGGER ${table}_rollup_delete AFTER DELETE ON ${table}
   REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
];

/**
 * A change to what a fact was computed from besides the order (a
 * promotion's funding, a merchant's commission, the merchant an outlet
 * belongs to, a menu item's category or outlet, a customer's gender or birth date)
 * marks every day the rollups hold for it; such changes are rare and the
 * days are found by index.
 */
const dimensionMarks: readonly {
  table: string;
  columns: readonly string[];
  days: string;
  /**
   * The columns whose change moves the record's facts from one outlet's
   * rows to another's: its marks say so (`regroups`).
   */
  regroups?: readonly string[];
}[] = [
  {
    table: 'promotions',
    columns: ['funded_by', 'merchant_share_percent'],
    days: 'SELECT DISTINCT day FROM promotion_facts_days WHERE promotion_id = OLD.id',
  },
  {
    table: 'merchants',
    columns: ['commission_percent'],
    days: `SELECT DISTINCT f.day FROM order_facts_days f
      JOIN merchant_outlets mo ON mo.id = f.outlet_id WHERE mo.merchant_id = OLD.id`,
  },
  {
    table: 'merchant_outlets',
    columns: ['merchant_id'],
    days: 'SELECT DISTINCT day FROM order_facts_days WHERE outlet_id = OLD.id',
  },
  {
    table: 'menus',
    // The menu report reads a dish's outlet and category as they are now.
    columns: ['category_id', 'outlet_id'],
    days: 'SELECT DISTINCT day FROM menu_facts_days WHERE key = OLD.id',
    regroups: ['outlet_id'],
  },
  {
    table: 'users',
    columns: ['gender', 'date_of_birth'],
    days: `SELECT DISTINCT ${dayOf('placed_at')} FROM orders WHERE customer_id = OLD.id`,
  },
];

// An edit that sends the columns unchanged (a form saves every field) marks nothing.
const dimensionTriggers = dimensionMarks.flatMap(
  ({ table, columns, days, regroups = [] }) => [
    `CREATE OR REPLACE FUNCTION rollup_mark_${table}_days() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'UPDATE' AND (${columns.map((c) => `OLD.${c}`).join(', ')})
        IS NOT DISTINCT FROM (${columns.map((c) => `NEW.${c}`).join(', ')}) THEN
       RETURN NULL;
     END IF;
     -- The days still behind too: read from their orders, with this row as
     -- it was, by any report answer kept meanwhile (report-answers.ts).
     INSERT INTO rollup_dirty_days (day, regroups)
       SELECT day, ${
         regroups.length === 0
           ? 'false'
           : `TG_OP = 'UPDATE' AND (${regroups.map((c) => `OLD.${c}`).join(', ')})
                IS DISTINCT FROM (${regroups.map((c) => `NEW.${c}`).join(', ')})`
       }
       FROM (${days} UNION SELECT day FROM rollup_dirty_days) d(day);
     RETURN NULL;
   END $$`,
    `CREATE OR REPLACE TRIGGER ${table}_rollup_change AFTER UPDATE OF ${columns.join(', ')} OR DELETE ON ${table}
   FOR EACH ROW EXECUTE FUNCTION rollup_mark_${table}_days()`,
  ],
);

/**
 * A customer's sales in a range, without reading the orders: what the
 * demographic report sums for each customer it bands one by one
 * (report-queries.ts).
 */
const salesByCustomer = `CREATE INDEX IF NOT EXISTS orders_sales_by_customer
  ON orders (customer_id, placed_at) INCLUDE (subtotal) WHERE ${isSale('orders')}`;

/**
 * The pocket balance report's moves (report-queries.ts): a range's
 * transactions read from the index alone. Read from the table, a month's
 * 73,000 at 10M orders were as many scattered reads (the report took
 * 400 ms warm, 1 s cold; 270 and 300 this way).
 */
const pocketMovesByTime = `CREATE INDEX IF NOT EXISTS pocket_transactions_moves
  ON pocket_transactions (created_at) INCLUDE (pocket_id, type, amount)`;

/**
 * A pocket transaction marks its day when it lands on a day already over
 * by the time it commits (the trigger is deferred to the commit): one
 * written at 23:59:59 and committed after midnight, or any written with an
 * earlier date, and every one changed or deleted (a user's deletion takes
 * their pocket's). A closed range's pocket balances are then current while
 * no day of it is marked, as the order reports' are (report-answers.ts):
 * a move after the range changes a pocket's balance and its moves since
 * by the same amount. Today's own moves mark nothing.
 */
const markPocketDays = [
  `CREATE OR REPLACE FUNCTION rollup_mark_pocket_days() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP IN ('UPDATE', 'DELETE') THEN
       INSERT INTO rollup_dirty_days (day) VALUES (${dayOf('OLD.created_at')});
     END IF;
     IF TG_OP IN ('INSERT', 'UPDATE')
        AND ${dayOf('NEW.created_at')} < ${dayOf('clock_timestamp()')} THEN
       INSERT INTO rollup_dirty_days (day) VALUES (${dayOf('NEW.created_at')});
     END IF;
     RETURN NULL;
   END $$`,
  // A constraint trigger cannot be replaced in place.
  'DROP TRIGGER IF EXISTS pocket_transactions_mark_days ON pocket_transactions',
  `CREATE CONSTRAINT TRIGGER pocket_transactions_mark_days
   AFTER INSERT OR UPDATE OR DELETE ON pocket_transactions
   DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rollup_mark_pocket_days()`,
];

/**
 * The rollup tables, the triggers that keep their days' marks and the
 * indexes the reports read, for `migrate`.
 */
export function rollupDdl(registry: readonly AnyResource[]): readonly string[] {
  if (!hasRollups(registry)) return [];
  const hasPockets = registry.some(
    (r) => hasTable(r) && tableModel(r).table === 'pocket_transactions',
  );
  return [
    ...rollupTablesDdl,
    ...customerDaysDdl,
    ...todayBuyersDdl,
    markOrderDays,
    markLineDays,
    ...statementTriggers('orders', 'rollup_mark_order_days'),
    ...statementTriggers('order_menus', 'rollup_mark_line_days'),
    ...dimensionTriggers,
    salesByCustomer,
    ...(hasPockets ? [pocketMovesByTime, ...markPocketDays] : []),
  ];
}
