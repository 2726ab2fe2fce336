import { getUserData, hasStoredSession } from '../state/token-storage';
import { pageNavigation } from '../session/page-navigation';

/**
 * A signed-in user has nothing to do on the sign-in pages (guest-only): SPEC.md
 * §2 sends a user with stored user data to `/` (RELIABILITY.md A15), whatever
 * `returnUrl` says. Stored user data without an access token is no session
 * (§4), and sending it to `/` would bounce straight back here, so both are
 * needed. Says whether it left.
 */
export function leaveIfSignedIn(): boolean {
  if (!hasStoredSession() || !getUserData()) return false;
  pageNavigation.replace('/');
  return true;
}
