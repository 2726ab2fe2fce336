import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { env } from '../config/env';
import { getAccessToken, getRefreshToken } from '../state/token-storage';
import { loadProfile } from '../session/load-profile';
import { PENDING_PAYOUT_QUERY_KEY } from '../session/use-pending-payout';
import { MENU_COUNT_QUERY_KEY } from '../session/use-menu-count';
import { appStore, useAppStore } from '../state/app-store';
import { connectRealtime, type ResourceChange } from './realtime-client';
import { logSocketProblem } from './log-socket-problem';
import { presenceLink } from './presence-link';

/** How old a profile answer the socket's open may take instead of asking again. */
const SOCKET_PROFILE_REUSE_MS = 3_000;

/**
 * One realtime socket per signed-in session, even under StrictMode: opened
 * when a user is known, closed for good on logout and replaced by a new one
 * for the next user. Change notices refresh the open lists (status counts come
 * with them), records and the pending-payout badge; a 503 frame shows
 * maintenance. `publishChange` is the console's live feed (`createLiveProvider`).
 */
export function RealtimeSession({
  publishChange,
}: {
  publishChange: (change: ResourceChange) => void;
}) {
  const queryClient = useQueryClient();
  const hasToken = useAppStore((s) => s.session.hasToken);
  const userId = useAppStore((s) => s.session.user?.id);

  useEffect(() => {
    if (!hasToken || userId === undefined) return;
    const client = connectRealtime({
      url: env.socketUrl,
      getAccessToken,
      hasRefreshToken: () => getRefreshToken() !== null,
      // Every open fetches the profile before authenticating, which also
      // refreshes an access token that expired while the socket was down.
      // The first open follows the page's own profile load by a moment: an
      // answer that fresh proves the token just as well, so it is reused.
      loadProfile: () =>
        loadProfile({ reuseWithinMs: SOCKET_PROFILE_REUSE_MS }),
      onChange: (change) => {
        // Refreshes the open lists (and with them their status tabs' counts) and records.
        publishChange(change);
        if (change.resource === 'settlements')
          void queryClient.invalidateQueries({
            queryKey: PENDING_PAYOUT_QUERY_KEY,
          });
        // The menu's counts of this resource (a pending withdrawal decided elsewhere).
        void queryClient.invalidateQueries({
          queryKey: [MENU_COUNT_QUERY_KEY, change.resource],
        });
      },
      // The new profile carries the new permissions: menus, pages and
      // buttons follow it at once, with no sign-out.
      onAbilityChange: () => {
        loadProfile().catch((error: unknown) =>
          logSocketProblem('Could not read the new permissions', error),
        );
      },
      onMaintenance: (etaTime) =>
        appStore.getState().setMaintenanceMode(etaTime),
      // Presence frames need a signed-in socket; the record open is told again.
      onIdentity: () => presenceLink.connect((frame) => client.send(frame)),
      onPresence: (event, data) => presenceLink.receive(event, data),
      log: logSocketProblem,
    });
    return () => {
      presenceLink.disconnect();
      void client.close();
    };
  }, [hasToken, userId, queryClient, publishChange]);

  return null;
}
