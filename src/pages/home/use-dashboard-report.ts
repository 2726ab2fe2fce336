import { useCustom } from '@refinedev/core';
import { apiPaths } from '../../registry/paths';

/** `GET /admin/reportings/dashboard`; money in sen. */
export interface DashboardReport {
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

interface DashboardEnvelope {
  data: DashboardReport;
}

/** The home dashboard's numbers, through Refine's data provider. */
export function useDashboardReport() {
  const { query, result } = useCustom<DashboardEnvelope>({
    url: apiPaths.dashboard,
    method: 'get',
    errorNotification: false,
    queryOptions: { staleTime: 60_000 },
  });
  return {
    report: (result.data as DashboardEnvelope | undefined)?.data,
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}
