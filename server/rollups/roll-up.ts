import type { AnyResource } from '../../src/registry/define-resource';
import { marketplaceTimeZone } from '../../src/registry/marketplace-clock';
import type { Db } from '../db/db';
import { factTables, rollUpDaysSql, rollUpMonthsSql } from './order-facts';
import { hasRollups } from './rollup-ddl';

/** The advisory lock classes of a day's and a month's rollup (the day is the second key). */
const dayLockClass = 28_001;
const monthLockClass = 28_002;
/** Day numbers for the lock's second key. */
const epochDay = Date.UTC(2000, 0, 1);

const dayNumber = (day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - epochDay) / 86_400_000);

/**
 * Recomputes one day's rollup from its orders, if another instance is not
 * already at it, and removes the marks it read. The marks are read before
 * the orders, each statement seeing what committed before it: a change that
 * commits later left a mark of its own, which stays, so the day stays
 * behind until a rollup reads it. Readers see the old rollup and the mark,
 * or the new rollup without it, never a mix.
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
    const { rows: marks } = await tx.query<{ id: string }>(
      'SELECT id FROM rollup_dirty_days WHERE day = $1::date',
      [day],
    );
    if (marks.length === 0) return false;
    for (const table of factTables)
      await tx.query(`DELETE FROM ${table.name}_days WHERE day = $1::date`, [
        day,
      ]);
    const placedOnDay = `o.placed_at >= ($2::date::timestamp AT TIME ZONE $1::text)
      AND o.placed_at < (($2::date + 1)::timestamp AT TIME ZONE $1::text)`;
    for (const sql of rollUpDaysSql(placedOnDay))
      await tx.query(sql, [zone, day]);
    // Its month again, from its days, one transaction at a time: of two days
    // of a month rolled up at once, the later sums both.
    const month = `${day.slice(0, 7)}-01`;
    await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [
      monthLockClass,
      dayNumber(month),
    ]);
    for (const table of factTables)
      await tx.query(
        `DELETE FROM ${table.name}_months WHERE month = $1::date`,
        [month],
      );
    for (const sql of rollUpMonthsSql('month = $1::date'))
      await tx.query(sql, [month]);
    await tx.query(
      'DELETE FROM rollup_dirty_days WHERE id = ANY($1::bigint[])',
      [marks.map((m) => m.id)],
    );
    return true;
  });
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

/**
 * Rebuilds every rollup from every order in one transaction, in `zone`: after
 * a seed, and when the marketplace's zone is not the one the rollups were
 * made in (every day boundary moved). Marks read before are removed.
 */
export async function rebuildRollups(db: Db, zone: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows: marks } = await tx.query<{ id: string }>(
      'SELECT id FROM rollup_dirty_days',
    );
    for (const table of factTables)
      await tx.query(`TRUNCATE ${table.name}_days, ${table.name}_months`);
    await tx.query(
      `INSERT INTO rollup_state (id, zone) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET zone = EXCLUDED.zone`,
      [zone],
    );
    for (const sql of rollUpDaysSql('$1::text IS NOT NULL'))
      await tx.query(sql, [zone]);
    for (const sql of rollUpMonthsSql('true')) await tx.query(sql);
    await tx.query(
      'DELETE FROM rollup_dirty_days WHERE id = ANY($1::bigint[])',
      [marks.map((m) => m.id)],
    );
  });
}

/**
 * Before a server seeds or serves (after `migrate`): the rollups are in the
 * marketplace's zone. A new database (no state yet) and one whose zone
 * changed are rebuilt; so is one made before there were rollups, from its
 * orders.
 */
export async function settleRollups(
  db: Db,
  registry: readonly AnyResource[],
): Promise<void> {
  if (!hasRollups(registry)) return;
  const zone = marketplaceTimeZone();
  const { rows } = await db.query<{ zone: string }>(
    'SELECT zone FROM rollup_state WHERE id = 1',
  );
  if (rows[0]?.zone !== zone) await rebuildRollups(db, zone);
}
