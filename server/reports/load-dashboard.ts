import type { Dashboard } from '../../src/registry/dashboard';
import type { Db } from '../db/db';

const mytToday = `((now() AT TIME ZONE 'UTC') + interval '8 hours')::date`;
/** The instant a Malaysian day starts. */
const dayStart = (date: string) =>
  `((${date})::timestamp - interval '8 hours') AT TIME ZONE 'UTC'`;
const isSale = `status NOT IN ('CANCELLED', 'REJECTED', 'REFUNDED')`;

/**
 * Loads the home dashboard in a handful of aggregate queries over indexed
 * columns (orders.placed_at, status columns); `tables` says which optional
 * resources exist so a smaller registry still answers.
 */
export async function loadDashboard(
  db: Db,
  tables: ReadonlySet<string>,
): Promise<Dashboard> {
  const totals = await db.query<{
    orders_today: number;
    gmv_today: number;
    orders_30: number;
    gmv_30: number;
  }>(
    `SELECT
       count(*) FILTER (WHERE placed_at >= ${dayStart(mytToday)})::int AS orders_today,
       coalesce(sum(total) FILTER (WHERE placed_at >= ${dayStart(mytToday)} AND ${isSale}), 0)::bigint AS gmv_today,
       count(*)::int AS orders_30,
       coalesce(sum(total) FILTER (WHERE ${isSale}), 0)::bigint AS gmv_30
     FROM orders WHERE placed_at >= ${dayStart(`${mytToday} - 29`)}`,
  );
  const byDay = await db.query<{ date: string; orders: number; gmv: number }>(
    `SELECT d::date::text AS date, count(o.id)::int AS orders,
       coalesce(sum(o.total) FILTER (WHERE o.${isSale}), 0)::bigint AS gmv
     FROM generate_series(${mytToday} - 29, ${mytToday}, interval '1 day') d
     LEFT JOIN orders o ON o.placed_at >= ${dayStart('d::date')} AND o.placed_at < ${dayStart('d::date + 1')}
     GROUP BY d ORDER BY d`,
  );
  const byStatus = await db.query<{ status: string; count: number }>(
    `SELECT status, count(*)::int AS count FROM orders
     WHERE placed_at >= ${dayStart(`${mytToday} - 29`)} GROUP BY status ORDER BY count DESC`,
  );
  const count = async (table: string, sql: string) =>
    tables.has(table)
      ? ((await db.query<{ n: number }>(sql)).rows[0]?.n ?? 0)
      : 0;
  const t = totals.rows[0];
  return {
    ordersToday: t?.orders_today ?? 0,
    gmvToday: t?.gmv_today ?? 0,
    ordersLast30: t?.orders_30 ?? 0,
    gmvLast30: t?.gmv_30 ?? 0,
    pendingSettlements: await count(
      'settlements',
      `SELECT count(*)::int AS n FROM settlements WHERE resolved_status = 'PENDING'`,
    ),
    openEnquiries: await count(
      'enquiries',
      `SELECT count(*)::int AS n FROM enquiries WHERE status IN ('OPEN', 'IN_PROGRESS')`,
    ),
    activeOutlets: await count(
      'merchant-outlets',
      `SELECT count(*)::int AS n FROM merchant_outlets WHERE status = 'ACTIVE'`,
    ),
    ordersByDay: byDay.rows,
    ordersByStatus: byStatus.rows,
  };
}
