/**
 * The home dashboard's figures (`GET /admin/reportings/dashboard`): pure
 * types, like the registry, so the API that computes them and the console
 * that shows them agree on one shape. Money in sen.
 */
export interface Dashboard {
  /** Sale orders placed today (a marketplace day); each figure as business-figures.ts defines it. */
  ordersToday: number;
  /** GMV of those orders: Σ subtotal, before discounts, without delivery fees or SST. */
  gmvToday: number;
  /** Sale orders placed today and the 29 days before. */
  ordersLast30: number;
  gmvLast30: number;
  /** Pending payouts: settlements with status PENDING. */
  pendingSettlements: number;
  /** The enquiries inbox's Inbox folder: open or in progress, spam left out. */
  openEnquiries: number;
  activeOutlets: number;
  /** Sale orders and their GMV on each of the 30 days. */
  ordersByDay: readonly { date: string; orders: number; gmv: number }[];
  /** Every order placed in the 30 days by status, cancellations included. */
  ordersByStatus: readonly { status: string; count: number }[];
}
