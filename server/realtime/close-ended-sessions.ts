import type { ChangeNotice } from '../context';
import type { RealtimeHub } from './realtime-hub';

/** Close code for a socket whose session ended (logout, revocation, suspension). */
export const sessionEndedCode = 4001;

/**
 * Closes this server's sockets whose session has ended, whichever server
 * ended it. Every way a session ends is a change to `user-sessions` (logout,
 * a reused refresh token, a password reset, an admin deleting the session)
 * or to `users` (suspension, erasure), and changes reach every server; so
 * each one re-checks, against the database, only the sessions of its own
 * sockets that the change names.
 *
 * @example
 * bus.subscribe((m) => m.kind === 'changed' && closeEnded(m.change));
 */
export function closeEndedSessions(
  hub: RealtimeHub,
  liveAmong: (sessionIds: readonly number[]) => Promise<number[]>,
): (change: ChangeNotice) => Promise<void> {
  return async (change) => {
    const named = new Set(change.ids.map(Number));
    const field =
      change.resource === 'user-sessions'
        ? 'sessionId'
        : change.resource === 'users'
          ? 'userId'
          : null;
    if (!field) return;
    const candidates = hub
      .stats()
      .bySession.filter((session) => named.has(session[field]))
      .map((session) => session.sessionId);
    if (candidates.length === 0) return;
    const live = new Set(await liveAmong(candidates));
    for (const sessionId of candidates) {
      if (!live.has(sessionId))
        hub.closeSession(sessionId, sessionEndedCode, 'signed out');
    }
  };
}
