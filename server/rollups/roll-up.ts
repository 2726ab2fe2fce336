import type { AnyResource } from '../../src/registry/define-resource';
import { marketplaceTimeZone } from '../../src/registry/marketplace-clock';
import type { Db } from '../db/db';
import { marketplaceToday } from '../time/zoned-sql';
import {
  buildRunningSql,
  extendRunningSql,
  factTables,
  monthTables,
  clearEmptyMonthSql,
  isPerOutlet,
  rollUpDaySql,
  rollUpDaysSql,
  rollUpMonthsSql,
  runningTables,
  type FactTable,
} from './order-facts';
import {
  customerDaysTable,
  rebuildCustomerDaysSql,
  rollUpCustomerDaySql,
} from './customer-days';
import { hasRollups } from './rollup-ddl';
import {
  refreshBoughtBeforeSql,
  rollUpTodayBuyersSql,
  todayBuyersTable,
  touchedBuyersSql,
} from './today-buyers';

/** The advisory lock class of a day's rollup (the day is the second key). */
const dayLockClass = 28_001;
/** Day numbers for the lock's second key. */
const epochDay = Date.UTC(2000, 0, 1);

const dayNumber = (day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - epochDay) / 86_400_000);

/**
 * Removes marks a rollup has read and counts them with their days' changes,
 * in the rollup's transaction: the changes of a range (rangeChanges) stay
 * what they were. The outlets they name are logged as rolled up now, for
 * the last few days (rollup_rolled_outlets: only today's are read), and
 * older days' log goes.
 */
async function absorbMarks(
  tx: Db,
  marks: readonly { id: string }[],
): Promise<void> {
  if (marks.length === 0) return;
  // Days in the database's zone, which is not the marketplace's: two days'
  // margin either side of today's.
  await tx.query(
    `WITH gone AS (
       DELETE FROM rollup_dirty_days WHERE id = ANY($1::bigint[])
       RETURNING day, outlet_id, regroups),
     counted AS (
       INSERT INTO rollup_day_changes (day, changes)
       SELECT day, count(*) FROM gone GROUP BY day ORDER BY day
       ON CONFLICT (day) DO UPDATE
         SET changes = rollup_day_changes.changes + EXCLUDED.changes),
     forgotten AS (
       DELETE FROM rollup_rolled_outlets WHERE day < current_date - 2)
     INSERT INTO rollup_rolled_outlets (day, outlet_id, regroups, seq)
     SELECT day, outlet_id, regroups, nextval('rollup_rolled_seq')
     FROM (SELECT day, outlet_id, bool_or(regroups) AS regroups FROM gone
           WHERE day >= current_date - 2 GROUP BY 1, 2 ORDER BY 1, 2) g
     ON CONFLICT (day, outlet_id) DO UPDATE
       SET seq = EXCLUDED.seq,
         regroups = rollup_rolled_outlets.regroups OR EXCLUDED.regroups`,
    [marks.map((m) => m.id)],
  );
}

/** The orders `o` placed on day `$2` in zone `$1`. */
const placedOnDay = `o.placed_at >= ($2::date::timestamp AT TIME ZONE $1::text)
  AND o.placed_at < (($2::date + 1)::timestamp AT TIME ZONE $1::text)`;

/**
 * Rolls one day up again from its orders, if another instance is not
 * already at it, writing only the rows that changed (rollUpDaySql), and
 * only the outlets' its marks name where every mark names one; and
 * removes the marks it read. The marks are read before the orders, each
 * statement seeing what committed before it: a change that commits later
 * left a mark of its own, which stays, so the day stays behind until a
 * rollup reads it. Readers see the old rollup and the mark, or the new
 * rollup without it, never a mix.
 *
 * @returns whether the day was rolled up here.
 */
export function rollUpDay(db: Db, zone: string, day: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows: lock } = await tx.query<{ ok: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1::int, $2::int) AS ok',
      [dayLockClass, dayNumber(day)],
    );
    if (!lock[0]?.ok) return false;
    const { rows: marks } = await tx.query<{
      id: string;
      outlet_id: string | null;
    }>('SELECT id, outlet_id FROM rollup_dirty_days WHERE day = $1::date', [
      day,
    ]);
    if (marks.length === 0) return false;
    // The outlets the marks name, or none where one may touch any.
    const outlets = marks.some((m) => m.outlet_id === null)
      ? undefined
      : [...new Set(marks.map((m) => m.outlet_id))];
    // Its lock on rollup_state makes day rollups one at a time across
    // instances, so two never add to one key's running or month row at once.
    const horizon = await runningHorizon(tx, zone, day);
    // A table's day again, given its other parameters: of the marks'
    // outlets alone where its rows are per outlet.
    const rollUp = (table: FactTable, params: unknown[]) =>
      outlets && isPerOutlet(table)
        ? tx.query(rollUpDaySql(table, placedOnDay, `$${params.length + 1}`), [
            ...params,
            outlets,
          ])
        : tx.query(rollUpDaySql(table, placedOnDay), params);
    for (const table of monthTables) {
      await rollUp(table, [zone, day]);
      await tx.query(clearEmptyMonthSql(table), [day]);
    }
    for (const table of runningTables)
      await rollUp(table, [zone, day, horizon]);
    // Of today, once its buyers are held whole: the customers' days and
    // today's buyers of the customers the marks' outlets may have touched.
    const { rows: buyers } = await tx.query<{ held: boolean }>(
      `SELECT buyers_day IS NOT DISTINCT FROM $1::date
         AND $1::date = ${marketplaceToday('$2::text')} AS held
       FROM rollup_state WHERE id = 1`,
      [day, zone],
    );
    const touched =
      outlets && buyers[0]?.held
        ? (
            await tx.query<{ ids: string[] }>(touchedBuyersSql(placedOnDay), [
              zone,
              day,
              outlets,
            ])
          ).rows[0]?.ids
        : undefined;
    const params = touched ? [zone, day, touched] : [zone, day];
    await tx.query(rollUpCustomerDaySql(placedOnDay, !!touched), params);
    await tx.query(rollUpTodayBuyersSql(placedOnDay, !!touched), params);
    await tx.query(refreshBoughtBeforeSql(placedOnDay), [zone, day]);
    await absorbMarks(tx, marks);
    return true;
  });
}

/**
 * Takes the running totals' horizon for this transaction (its row lock
 * makes every change to the running totals one at a time, across
 * instances: a day's difference added while another carried the totals
 * forward would miss the days it carried) and moves it to `day` if that
 * comes after it and is not after today. A day ahead of today (an order
 * placed ahead of the date) stays in its day rows, which reports read after
 * the horizon: carrying every key's totals to it would write a row per key
 * per day for nothing.
 *
 * @returns the horizon, after the move.
 */
async function runningHorizon(
  tx: Db,
  zone: string,
  day: string,
): Promise<string | null> {
  const { rows } = await tx.query<{ through: string | null; today: string }>(
    `SELECT running_through::text AS through, ${marketplaceToday('$1::text')}::text AS today
     FROM rollup_state WHERE id = 1 FOR UPDATE`,
    [zone],
  );
  const through = rows[0]?.through ?? null;
  const today = rows[0]?.today ?? day;
  if ((through !== null && day <= through) || day > today) return through;
  for (const table of runningTables)
    for (const sql of extendRunningSql(table))
      await tx.query(sql, [through, day]);
  await tx.query('UPDATE rollup_state SET running_through = $1 WHERE id = 1', [
    day,
  ]);
  return day;
}

/**
 * Fills `tables`' running totals afresh from their day rows, up to the
 * horizon (set, when there is none, to the last day rolled up that is not
 * after today), and records that they are held.
 */
async function buildRunning(
  tx: Db,
  zone: string,
  tables: readonly FactTable[],
): Promise<void> {
  if (tables.length === 0) return;
  const lastDays = runningTables
    .map((table) => `(SELECT max(day) FROM ${table.name}_days)`)
    .join(', ');
  await tx.query(
    `UPDATE rollup_state SET running_through = coalesce(running_through,
       least(greatest(${lastDays}), ${marketplaceToday('$1::text')}))
     WHERE id = 1`,
    [zone],
  );
  const { rows } = await tx.query<{ through: string | null }>(
    'SELECT running_through::text AS through FROM rollup_state WHERE id = 1',
  );
  for (const table of tables) {
    await tx.query(`TRUNCATE ${table.name}_running`);
    await tx.query(buildRunningSql(table), [rows[0]?.through ?? null]);
  }
  await tx.query(
    `UPDATE rollup_state SET running = ARRAY(
       SELECT DISTINCT unnest(running || $1::text[]) ORDER BY 1) WHERE id = 1`,
    [tables.map((table) => table.name)],
  );
}

/** The days whose rollup is behind, oldest change first. */
export async function daysBehind(db: Db, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ day: string }>(
    `SELECT day::text AS day FROM rollup_dirty_days
     GROUP BY day ORDER BY min(id) LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.day);
}

/** What the rollups hold when every table is built: the fact tables and the customers' days. */
const heldTables = [
  ...factTables.map((table) => table.name),
  customerDaysTable,
];

/**
 * Rebuilds `tables` (and the customers' days, with `customerDays`) from
 * every order in one transaction, in `zone`, and records that the rollups
 * hold every table in that zone. Rebuilding them all (after a seed, or
 * when the marketplace's zone is not the one they were made in: every day
 * boundary moved) removes the marks read before; rebuilding some leaves
 * the marks to the others.
 */
async function rebuildTables(
  db: Db,
  zone: string,
  tables: readonly FactTable[],
  customerDays: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const isWhole = tables.length === factTables.length && customerDays;
    const { rows: marks } = isWhole
      ? await tx.query<{ id: string }>('SELECT id FROM rollup_dirty_days')
      : { rows: [] };
    // The state's row first: its lock is the one a day's rollup takes
    // before the tables', so the two never wait on each other in turn.
    await tx.query(
      `INSERT INTO rollup_state (id, zone, tables) VALUES (1, $1, $2::text[])
       ON CONFLICT (id) DO UPDATE SET zone = EXCLUDED.zone, tables = EXCLUDED.tables`,
      [zone, heldTables],
    );
    const running = tables.filter((table) => table.running);
    // Every month is made from its days below, so all are kept by difference after.
    if (isWhole)
      await tx.query(
        `UPDATE rollup_state SET running_through = NULL, months_by_difference = true
         WHERE id = 1`,
      );
    for (const table of tables)
      await tx.query(
        `TRUNCATE ${table.name}_days${table.running ? '' : `, ${table.name}_months`}`,
      );
    for (const sql of rollUpDaysSql('$1::text IS NOT NULL', tables))
      await tx.query(sql, [zone]);
    for (const sql of rollUpMonthsSql('true', tables)) await tx.query(sql);
    await buildRunning(tx, zone, running);
    if (customerDays) {
      await tx.query(`TRUNCATE ${customerDaysTable}`);
      await tx.query(rebuildCustomerDaysSql, [zone]);
      await tx.query(`TRUNCATE ${todayBuyersTable}`);
      const { rows: today } = await tx.query<{ day: string }>(
        `SELECT ${marketplaceToday('$1::text')}::text AS day`,
        [zone],
      );
      await tx.query(rollUpTodayBuyersSql(placedOnDay, false), [
        zone,
        today[0]?.day,
      ]);
    }
    await absorbMarks(tx, marks);
  });
}

/** Rebuilds every rollup from every order, in `zone` (after a seed, say). */
export function rebuildRollups(db: Db, zone: string): Promise<void> {
  return rebuildTables(db, zone, factTables, true);
}

/**
 * Before a server seeds or serves (after `migrate`): the rollups are in the
 * marketplace's zone and hold every table. A new database (no state yet)
 * and one whose zone changed are rebuilt; so is one made before there were
 * rollups, from its orders. A table added since the database was rolled up
 * is built alone.
 */
export async function settleRollups(
  db: Db,
  registry: readonly AnyResource[],
): Promise<void> {
  if (!hasRollups(registry)) return;
  const zone = marketplaceTimeZone();
  const { rows } = await db.query<{
    zone: string;
    tables: string[];
    running: string[];
    months_by_difference: boolean;
  }>(
    'SELECT zone, tables, running, months_by_difference FROM rollup_state WHERE id = 1',
  );
  const state = rows[0];
  if (state?.zone !== zone) return rebuildRollups(db, zone);
  const missing = factTables.filter(
    (table) => !state.tables.includes(table.name),
  );
  const customerDays = !state.tables.includes(customerDaysTable);
  if (missing.length > 0 || customerDays)
    await rebuildTables(db, zone, missing, customerDays);
  // Day rows held, running totals not yet (a database rolled up before
  // they were kept): made from the day rows, not from the orders again.
  const notRunning = runningTables.filter(
    (table) => !missing.includes(table) && !state.running.includes(table.name),
  );
  if (notRunning.length > 0)
    await db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM rollup_state WHERE id = 1 FOR UPDATE');
      await buildRunning(tx, zone, notRunning);
    });
  if (!state.months_by_difference) await remakeMonths(db);
}

/**
 * Makes every month row again from its days, once, on a database whose
 * months were made whole rather than kept by difference (the flag's
 * comment in order-facts.ts says why they may be behind).
 */
function remakeMonths(db: Db): Promise<void> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ done: boolean }>(
      'SELECT months_by_difference AS done FROM rollup_state WHERE id = 1 FOR UPDATE',
    );
    // Another instance did it while this one waited.
    if (rows[0]?.done) return;
    for (const table of monthTables)
      await tx.query(`TRUNCATE ${table.name}_months`);
    for (const sql of rollUpMonthsSql('true', monthTables)) await tx.query(sql);
    await tx.query(
      'UPDATE rollup_state SET months_by_difference = true WHERE id = 1',
    );
  });
}
