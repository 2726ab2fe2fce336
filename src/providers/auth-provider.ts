import type { AuthProvider } from '@refinedev/core';
import { getUserData, hasStoredSession } from '../state/token-storage';
import { appStore } from '../state/app-store';

/**
 * Refine's AuthProvider over the stored session (signed in while an access
 * token is stored). Signing in is the
 * sign-in entry's job (`src/sign-in/`), which hands over a stored session;
 * `SessionEffects` performs the logout that `logout()` requests (the logout
 * flag in the store) and leaves for /login. A 401 never
 * reaches `onError` as a reason to log out: the HTTP layer has already
 * refreshed, replayed or ended the session.
 *
 * @example
 * <Refine authProvider={authProvider} … />
 */
export const authProvider: AuthProvider = {
  login: () => Promise.resolve({ success: false, redirectTo: '/login' }),
  logout: () => {
    appStore.getState().requestLogout('user');
    return Promise.resolve({ success: true });
  },
  check: () =>
    Promise.resolve(
      hasStoredSession()
        ? { authenticated: true }
        : { authenticated: false, redirectTo: '/login', logout: true },
    ),
  onError: () => Promise.resolve({}),
  getIdentity: () =>
    Promise.resolve(appStore.getState().session.user ?? getUserData()),
  getPermissions: () => {
    const user = appStore.getState().session.user ?? getUserData();
    return Promise.resolve(
      user ? user.userRoles.map((r) => r.role.name) : null,
    );
  },
};
