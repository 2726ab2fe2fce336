import { adminApi } from '../../providers/admin-api';
import { useAdminQuery } from '../../providers/use-admin-call';

/** The home dashboard's numbers, through Refine's data provider. */
export function useDashboardReport() {
  const { query, answer } = useAdminQuery(adminApi.dashboard(), {
    errorNotification: false,
    queryOptions: { staleTime: 60_000 },
  });
  return {
    report: answer?.data,
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}
