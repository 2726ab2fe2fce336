import type { AuthProvider } from '@refinedev/core';
import { apiPost } from '../http/api-client';
import { toHttpError } from '../http/http-error';
import { resetRefreshFailures } from '../http/refresh-token';
import {
  clearSessionStorage,
  getUserData,
  hasStoredSession,
  setTokens,
} from '../http/token-storage';
import { loadProfile } from '../session/load-profile';
import { appStore } from '../state/app-store';

export interface LoginCredentials {
  email: string;
  password: string;
}

interface TokenResponse {
  data: { access_token: string; refresh_token: string };
}

/**
 * Refine's AuthProvider over the session of SPEC.md §4. Navigation is not
 * its job: `GuestOnly` sends a freshly signed-in user to the safe
 * `returnUrl`, and `SessionEffects` performs the logout that `logout()`
 * requests (the logout flag of SPEC.md §4) and lands on /login. A 401 never
 * reaches `onError` as a reason to log out: the HTTP layer has already
 * refreshed, replayed or ended the session.
 *
 * @example
 * <Refine authProvider={authProvider} … />
 */
export const authProvider: AuthProvider = {
  login: async ({ email, password }: LoginCredentials) => {
    try {
      const { data } = await apiPost<TokenResponse>(
        '/auth/login',
        { email, password },
        { skipAuthRefresh: true },
      );
      setTokens({
        accessToken: data.access_token,
        refreshToken: data.refresh_token,
      });
      resetRefreshFailures();
      appStore.getState().resetLogout();
      await loadProfile();
      return { success: true };
    } catch (error) {
      // Half a session (tokens but no profile) would pass the guard with no abilities.
      clearSessionStorage();
      return { success: false, error: toHttpError(error) };
    }
  },
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
  forgotPassword: async ({ email }: { email: string }) => {
    try {
      await apiPost(
        '/auth/forgot-password',
        { email },
        { skipAuthRefresh: true },
      );
      return { success: true };
    } catch (error) {
      return { success: false, error: toHttpError(error) };
    }
  },
};
