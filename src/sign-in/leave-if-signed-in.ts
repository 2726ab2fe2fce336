import { safeReturnUrl } from '../access/safe-return-url';
import { getUserData, hasStoredSession } from '../http/token-storage';
import { pageNavigation } from '../session/page-navigation';

/**
 * A signed-in user has nothing to do on the sign-in pages: on to the safe
 * `returnUrl`, else `/` (RELIABILITY.md A15, A14). Says whether it left.
 */
export function leaveIfSignedIn(search: string): boolean {
  if (!hasStoredSession() || !getUserData()) return false;
  pageNavigation.replace(
    safeReturnUrl(new URLSearchParams(search).get('returnUrl')),
  );
  return true;
}
