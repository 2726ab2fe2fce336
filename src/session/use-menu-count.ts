import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../providers/admin-api';
import { sendAdminCall } from '../providers/send-admin-call';
import type { MenuLinkItem } from '../registry/menu-tree';

const REFRESH_INTERVAL_MS = 60_000;

/**
 * Query keys of the menu's counts start with this, then the API resource;
 * the realtime layer invalidates `[MENU_COUNT_QUERY_KEY, resource]` when the
 * resource changes, so a count moves as soon as anyone acts.
 */
export const MENU_COUNT_QUERY_KEY = 'menu-count';

/**
 * A menu item's `badgeContent`: how many records are in the named state,
 * from one `GET /admin/{resource}?search[field]=value&perPage=1` (its
 * `meta.total`), recounted on change over the socket, every 60 s and on
 * window focus. Undefined while unknown or when the call fails: the badge
 * then shows nothing rather than a wrong figure.
 */
export function useMenuCount(
  badge: NonNullable<MenuLinkItem['badgeContent']>,
): number | undefined {
  const { data } = useQuery({
    queryKey: [MENU_COUNT_QUERY_KEY, badge.resource, badge.field, badge.value],
    queryFn: async (queryContext) => {
      const body = await sendAdminCall(
        adminApi.count(badge.resource, badge.field, badge.value),
        { queryContext },
      );
      return body.meta?.total ?? 0;
    },
    refetchInterval: REFRESH_INTERVAL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  return data;
}
