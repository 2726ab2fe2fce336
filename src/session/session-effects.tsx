import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isSignInPath, loginPathFor } from '../registry/sign-in-paths';
import { startTabSync } from '../http/tab-sync';
import { getUserData, hasStoredSession } from '../state/token-storage';
import { appStore, useAppStore } from '../state/app-store';
import { clearAllDrafts } from './form-draft';
import { loadEnums } from './load-enums';
import { loadProfile } from './load-profile';
import { pageNavigation } from './page-navigation';
import { performLogout } from './perform-logout';
import { recoveryDelay } from './recovery-delay';

export const MAINTENANCE_PATH = '/503';
export const OFFLINE_PATH = '/_offline';

/**
 * Runs the session's side effects inside the router:
 * - enums at start, then the profile once a token and the enums are present;
 * - the logout the logout flag asks for: server call, storage cleared, cache
 *   dropped, then the sign-in page (with `returnUrl` when the session expired);
 * - maintenance (/503) and offline (/_offline) with probes of `/enums` until
 *   the API answers, then back to the route the user was on;
 * - the other tabs' logouts and sign-ins (storage events).
 *
 * @example
 * <RouterProvider router={createBrowserRouter([{ path: "*", element: <Refine …><SessionEffects /><AppRoutes /></Refine> }])} />
 */
export function SessionEffects() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const appEnums = useAppStore((s) => s.common.appEnums);
  const hasToken = useAppStore((s) => s.session.hasToken);
  const user = useAppStore((s) => s.session.user);
  const isLogout = useAppStore((s) => s.common.isLogout);
  const isOffline = useAppStore((s) => s.common.isOffline > 0);
  const isMaintenance = useAppStore((s) => s.common.isMaintenanceMode);
  const maintenanceEta = useAppStore((s) => s.common.maintenanceModeEta);
  const isDown = isOffline || isMaintenance;

  const returnTo = useRef<string | null>(null);
  const isLoggingOut = useRef(false);
  const profileRequested = useRef(false);
  const here = `${pathname}${search}`;

  // Enums first: the app's selects and the pending-payout query need them.
  useEffect(() => {
    if (appEnums || isDown) return;
    loadEnums().catch(() => {
      // Offline or maintenance is now set; this effect runs again on recovery.
    });
  }, [appEnums, isDown]);

  // Then the profile, once per session, when a token and the enums are present.
  useEffect(() => {
    if (!hasToken) {
      profileRequested.current = false;
      return;
    }
    if (!appEnums || isDown || profileRequested.current || isLogout) return;
    profileRequested.current = true;
    loadProfile().catch(() => {
      // A 401 has ended the session; offline or maintenance retry after recovery.
      profileRequested.current = false;
    });
  }, [hasToken, appEnums, isDown, isLogout]);

  // A new user means new abilities: drop Refine's cached can() answers.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['access'] });
  }, [user, queryClient]);

  // The logout flag: do the work once, then leave for the sign-in page. The
  // flag stays up until the page is gone, so the guard shows its spinner
  // instead of racing this effect to the sign-in page with another returnUrl.
  useEffect(() => {
    if (!isLogout || isLoggingOut.current) return;
    isLoggingOut.current = true;
    const { logoutReason } = appStore.getState().common;
    const target =
      logoutReason === 'user' || isSignInPath(pathname)
        ? '/login'
        : loginPathFor(pathname, search);
    // Drafts outlive an expired session, not a deliberate sign-out.
    if (logoutReason === 'user') clearAllDrafts();
    void performLogout().then(() => {
      queryClient.clear();
      pageNavigation.replace(target);
    });
  }, [isLogout, pathname, search, queryClient]);

  // Maintenance or offline: show the page, remember where the user was.
  useEffect(() => {
    if (!isDown || isLogout) return;
    const target = isMaintenance ? MAINTENANCE_PATH : OFFLINE_PATH;
    if (pathname === target) return;
    if (pathname !== MAINTENANCE_PATH && pathname !== OFFLINE_PATH)
      returnTo.current = here;
    void navigate(target, { replace: true });
  }, [isDown, isMaintenance, isLogout, pathname, here, navigate]);

  // Probe until the API answers; then back to where the user was.
  useEffect(() => {
    if (!isDown) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;
    const probe = () => {
      loadEnums()
        .then(() => {
          if (isStopped) return;
          const state = appStore.getState();
          state.resetMaintenanceMode();
          state.resetOffline();
        })
        .catch(() => {
          if (isStopped) return;
          attempt += 1;
          schedule();
        });
    };
    const schedule = () => {
      clearTimeout(timer);
      const eta = appStore.getState().common.maintenanceModeEta;
      timer = setTimeout(probe, recoveryDelay(attempt, eta, Date.now()));
    };
    const handleOnline = () => {
      clearTimeout(timer);
      probe();
    };
    schedule();
    window.addEventListener('online', handleOnline);
    return () => {
      isStopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', handleOnline);
    };
  }, [isDown, maintenanceEta]);

  useEffect(() => {
    if (isDown || returnTo.current === null) return;
    if (pathname !== MAINTENANCE_PATH && pathname !== OFFLINE_PATH) return;
    const target = returnTo.current;
    returnTo.current = null;
    void navigate(target, { replace: true });
  }, [isDown, pathname, navigate]);

  // Other tabs: their logout is ours at once; their sign-in is ours too.
  useEffect(
    () =>
      startTabSync({
        onRemoteLogout: () => {
          if (appStore.getState().session.hasToken)
            appStore.getState().requestLogout('remote');
        },
        onRemoteTokens: () => {
          const state = appStore.getState();
          if (!hasStoredSession()) return;
          state.setSession({
            hasToken: true,
            user: state.session.user ?? getUserData(),
          });
        },
      }),
    [],
  );

  return null;
}
