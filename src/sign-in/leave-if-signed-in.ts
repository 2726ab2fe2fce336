import { getUserData, hasStoredSession } from '../state/token-storage';
import { pageNavigation } from '../session/page-navigation';

/**
 * A signed-in user has nothing to do on the sign-in pages (guest-only): a user
 * with stored user data goes to `/`, whatever `returnUrl` says. Stored user
 * data without an access token is no session, and sending it to `/` would
 * bounce straight back here, so both are needed. Says whether it left.
 */
export function leaveIfSignedIn(): boolean {
  if (!hasStoredSession() || !getUserData()) return false;
  pageNavigation.replace('/');
  return true;
}
