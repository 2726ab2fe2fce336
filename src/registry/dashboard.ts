/**
 * The home dashboard's figures (`GET /admin/reportings/dashboard`): pure
 * types, like the registry, so the API that computes them and the console
 * that shows them agree on one shape. Money in sen.
 */
export interface Dashboard {
  ordersToday: number;
  gmvToday: number;
  ordersLast30: number;
  gmvLast30: number;
  pendingSettlements: number;
  openEnquiries: number;
  activeOutlets: number;
  ordersByDay: readonly { date: string; orders: number; gmv: number }[];
  ordersByStatus: readonly { status: string; count: number }[];
}
