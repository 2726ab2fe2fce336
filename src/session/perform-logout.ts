import { apiPost } from '../http/api-client';
import { resetRefreshFailures } from '../http/refresh-token';
import { clearSessionStorage, getAccessToken } from '../state/token-storage';

/**
 * Ends the session on the server (when a token exists) and in this browser:
 * `POST /auth/logout`, then no tokens, user data or finance flags are left
 * for the next user to inherit. A failed logout call does not keep the
 * user signed in: the local session ends either way.
 */
export async function performLogout(): Promise<void> {
  if (getAccessToken()) {
    try {
      await apiPost('/auth/logout', undefined, { skipAuthRefresh: true });
    } catch {
      // The server's session expires on its own; the user asked to leave.
    }
  }
  clearSessionStorage();
  resetRefreshFailures();
}
