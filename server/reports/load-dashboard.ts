import {
  homeCards,
  last30Window,
  shiftDay,
  type DashboardFigure,
} from '../../src/registry/business-figures';
import type { Dashboard } from '../../src/registry/dashboard';
import type { AnyResource } from '../../src/registry/define-resource';
import {
  marketplaceDate,
  marketplaceInstant,
  marketplaceTimeZone,
} from '../../src/registry/marketplace-clock';
import type { Db } from '../db/db';
import { sumOf } from '../figures/order-figures';
import { measureList } from '../figures/list-figure';
import { factsOf, orderFactTables } from '../rollups/order-facts';

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

  // The window's facts, as the reports read them: $1 and $2 its first
  // day's start and the day after its last, no merchant or outlet scope ($3,
  // $4), $5 the zone.
  const { from, to } = last30Window(today);
  const window = [
    marketplaceInstant(from).toISOString(),
    marketplaceInstant(shiftDay(to, 1)).toISOString(),
    null,
    null,
    marketplaceTimeZone(),
  ];
  const byDay = await db.query<{ date: string; orders: number; gmv: number }>(
    `SELECT d::date::text AS date,
       ${sumOf('f.sale_orders')}::int AS orders,
       ${sumOf('f.sale_gross')} AS gmv
     FROM generate_series(($1::timestamptz AT TIME ZONE $5::text)::date,
       ($2::timestamptz AT TIME ZONE $5::text)::date - 1, interval '1 day') d
     LEFT JOIN ${factsOf(orderFactTables.marketplace, { byDay: true })} f ON f.day = d::date
     GROUP BY d ORDER BY d`,
    window,
  );
  // Every order placed, cancellations included: the status mix. The
  // dashboard is the whole marketplace's, so it reads the facts kept
  // without outlets.
  const byStatus = await db.query<{ status: string; count: number }>(
    `SELECT f.status, sum(f.orders)::int AS count FROM ${factsOf(orderFactTables.statusTotals)} f
     GROUP BY f.status ORDER BY count DESC, f.status`,
    window,
  );
  return {
    ...figures,
    ordersByDay: byDay.rows,
    ordersByStatus: byStatus.rows,
  };
}
