import {
  homeCards,
  last30Window,
  type DashboardFigure,
} from '../../src/registry/business-figures';
import type { Dashboard } from '../../src/registry/dashboard';
import type { AnyResource } from '../../src/registry/define-resource';
import {
  marketplaceDate,
  marketplaceTimeZone,
} from '../../src/registry/marketplace-clock';
import type { Db } from '../db/db';
import { grossOf, isSale, sumOf } from '../figures/order-figures';
import { measureList } from '../figures/list-figure';
import { dayStartsAt } from '../time/zoned-sql';

/**
 * Loads the home dashboard. Each card is measured over the list it links to
 * (decision 024), so the list's total is the card's number; the charts use
 * the same definitions per day. Every figure reads the same marketplace
 * day as today. A smaller registry (without settlements, say) answers 0.
 */
export async function loadDashboard(
  db: Db,
  registry: readonly AnyResource[],
): Promise<Dashboard> {
  const today = marketplaceDate();
  const figures = Object.fromEntries(
    await Promise.all(
      homeCards.map(
        async (card) =>
          [
            card.key,
            await measureList(db, registry, card.list(today), card.measure),
          ] as const,
      ),
    ),
  ) as Record<DashboardFigure, number>;

  // $1 the zone, $2 and $3 the window's first and last day.
  const { from, to } = last30Window(today);
  const window = [marketplaceTimeZone(), from, to];
  const inWindow = `o.placed_at >= ${dayStartsAt('$2', '$1')} AND o.placed_at < ${dayStartsAt('$3::date + 1', '$1')}`;
  const byDay = await db.query<{ date: string; orders: number; gmv: number }>(
    `SELECT d::date::text AS date,
       count(o.id) FILTER (WHERE ${isSale('o')})::int AS orders,
       ${sumOf(grossOf('o'), isSale('o'))} AS gmv
     FROM generate_series($2::date, $3::date, interval '1 day') d
     LEFT JOIN orders o ON o.placed_at >= ${dayStartsAt('d::date', '$1')} AND o.placed_at < ${dayStartsAt('d::date + 1', '$1')}
     GROUP BY d ORDER BY d`,
    window,
  );
  // Every order placed, cancellations included: the status mix.
  const byStatus = await db.query<{ status: string; count: number }>(
    `SELECT o.status, count(*)::int AS count FROM orders o
     WHERE ${inWindow} GROUP BY o.status ORDER BY count DESC`,
    window,
  );
  return {
    ...figures,
    ordersByDay: byDay.rows,
    ordersByStatus: byStatus.rows,
  };
}
