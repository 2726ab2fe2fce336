import { adminApi } from '../../providers/admin-api';
import { useAdminQuery } from '../../providers/use-admin-call';
import { useAbility } from '../../access/ability-context';

/**
 * The home dashboard's numbers, through Refine's data provider. The API
 * computes them from orders, so a user whose permissions do not read orders
 * is not sent asking (`allowed` is false and nothing loads).
 */
export function useDashboardReport() {
  const allowed = useAbility().can('read', 'Order');
  const { query, answer } = useAdminQuery(adminApi.dashboard(), {
    errorNotification: false,
    queryOptions: { staleTime: 60_000, enabled: allowed },
  });
  return {
    allowed,
    report: answer?.data,
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}
