import { apiPost } from '../http/api-client';
import { resetRefreshFailures } from '../http/refresh-token';
import { closeRealtimeSockets } from '../realtime/realtime-client';
import { clearSessionStorage, getAccessToken } from '../state/token-storage';

/** How long a logout waits for the page's sockets to close before it leaves anyway. */
const SOCKET_CLOSE_WAIT_MS = 1_000;

/**
 * Ends the session on the server (when a token exists) and in this browser:
 * `POST /auth/logout`, the page's realtime sockets closed, then no tokens,
 * user data or finance flags are left for the next user to inherit. A failed
 * logout call does not keep the user signed in: the local session ends
 * either way.
 */
export async function performLogout(): Promise<void> {
  const socketsClosed = closeRealtimeSockets(SOCKET_CLOSE_WAIT_MS);
  if (getAccessToken()) {
    try {
      await apiPost('/auth/logout', undefined, { skipAuthRefresh: true });
    } catch {
      // The server's session expires on its own; the user asked to leave.
    }
  }
  await socketsClosed;
  clearSessionStorage();
  resetRefreshFailures();
}
