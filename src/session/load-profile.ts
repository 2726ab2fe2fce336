import { adminApi } from '../providers/admin-api';
import { sendAdminCall } from '../providers/send-admin-call';
import { hasStoredSession, type UserData } from '../state/token-storage';
import { appStore } from '../state/app-store';
import { storeProfile } from './store-profile';

let inflight: Promise<UserData> | null = null;

/**
 * Loads `GET /admin/users/profile` and initialises the user: `userData`, the
 * finance and reviewer flags (from the FINANCE and FINANCE_REVIEWER roles)
 * and the store's session. One
 * call however many callers ask at once (login and the session bootstrap).
 */
export function loadProfile(): Promise<UserData> {
  inflight ??= sendAdminCall(adminApi.profile())
    .then(({ data: user }) => {
      // A logout while the call was on the wire wins: never resurrect the session.
      if (!hasStoredSession())
        throw new Error('The session ended while the profile loaded.');
      appStore.getState().setAuthorization(storeProfile(user));
      appStore.getState().setSession({ user, hasToken: true });
      return user;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}
