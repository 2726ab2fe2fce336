import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../providers/admin-api';
import { sendAdminCall } from '../providers/send-admin-call';
import { useAppStore } from '../state/app-store';

const REFRESH_INTERVAL_MS = 60_000;

/** Query key of the badge; invalidate it to recount (the realtime layer does on settlement changes). */
export const PENDING_PAYOUT_QUERY_KEY = ['session', 'pending-payout'] as const;

/**
 * The pending-payout red dot on Finance › payout-request.
 * Only a finance reviewer asks, with one `GET /admin/settlements?search[resolvedStatus]=PENDING`
 * (the value from the enums) whose `meta.total > 0` lights the dot; without the
 * reviewer flag no call is made and the dot is off. It
 * recounts every 60 s, on window focus and after any successful mutation, so
 * resolving the last pending settlement clears it.
 *
 * @example
 * const hasPendingPayout = usePendingPayout();
 */
export function usePendingPayout(): boolean {
  const queryClient = useQueryClient();
  const hasReviewerRole = useAppStore((s) => s.authorization.hasReviewerRole);
  const hasToken = useAppStore((s) => s.session.hasToken);
  const pending = useAppStore(
    (s) => s.common.appEnums?.settlement?.resolvedStatus?.PENDING ?? null,
  );
  const setPendingPayout = useAppStore((s) => s.setPendingPayout);
  const isEnabled = hasReviewerRole && hasToken && pending !== null;

  const { data } = useQuery({
    queryKey: [...PENDING_PAYOUT_QUERY_KEY, pending],
    queryFn: async (queryContext) => {
      // Only asked once `pending` is known (`enabled`).
      const body = await sendAdminCall(
        adminApi.count('settlements', 'resolvedStatus', pending ?? ''),
        { queryContext },
      );
      return (body.meta?.total ?? 0) > 0;
    },
    enabled: isEnabled,
    refetchInterval: REFRESH_INTERVAL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });

  const hasPending = isEnabled && data === true;

  useEffect(() => {
    setPendingPayout(hasPending);
  }, [hasPending, setPendingPayout]);

  useEffect(() => {
    if (!isEnabled) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') {
        void queryClient.invalidateQueries({
          queryKey: PENDING_PAYOUT_QUERY_KEY,
        });
      }
    });
  }, [isEnabled, queryClient]);

  return hasPending;
}
