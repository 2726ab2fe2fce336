import { adminApi } from '../providers/admin-api';
import { sendAdminCall } from '../providers/send-admin-call';
import { hasStoredSession, type UserData } from '../state/token-storage';
import { appStore } from '../state/app-store';
import { storeProfile } from './store-profile';

let inflight: Promise<UserData> | null = null;
let last: { at: number; user: UserData } | null = null;

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Loads `GET /admin/users/profile` and initialises the user: `userData`, the
 * finance and reviewer flags (from the FINANCE and FINANCE_REVIEWER roles)
 * and the store's session. One call however many callers ask at once (login
 * and the session bootstrap). `reuseWithinMs` lets a caller that only needs
 * a fresh answer (the socket, opening just after the page loaded the
 * profile) take one loaded that recently instead of asking again.
 *
 * A profile equal to the one already held changes nothing in the store:
 * the user object, and so the abilities, stay the same, and the page does
 * not render again for an answer it already had.
 */
export function loadProfile({
  reuseWithinMs = 0,
}: { reuseWithinMs?: number } = {}): Promise<UserData> {
  const age = last ? Date.now() - last.at : Infinity;
  // A clock set back makes an answer look younger than zero: not fresh.
  if (last && hasStoredSession() && age >= 0 && age < reuseWithinMs)
    return Promise.resolve(last.user);
  inflight ??= sendAdminCall(adminApi.profile())
    .then(({ data: user }) => {
      // A logout while the call was on the wire wins: never resurrect the session.
      if (!hasStoredSession())
        throw new Error('The session ended while the profile loaded.');
      const store = appStore.getState();
      const flags = storeProfile(user);
      if (!sameJson(flags, store.authorization)) store.setAuthorization(flags);
      const held = store.session.user;
      const kept = held !== null && sameJson(held, user) ? held : user;
      if (kept !== held || !store.session.hasToken)
        store.setSession({ user: kept, hasToken: true });
      last = { at: Date.now(), user: kept };
      return kept;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}
