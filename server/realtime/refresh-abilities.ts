import type { AuthUser, ChangeNotice } from '../context';
import { sessionEndedCode } from './close-ended-sessions';
import type { RealtimeHub } from './realtime-hub';

/** Resources whose changes alter who may do what. */
const grantResources = new Set(['roles', 'role-permissions', 'user-roles']);

/**
 * Keeps this server's sockets hearing what their users may read now, not
 * what they could when they signed in. After a change to roles, their
 * permissions or who holds them, every session with a socket here is read
 * again (a grant's notice names the grant, not the user, and a deleted
 * grant can no longer be looked up): once per session however many sockets
 * it has, and one after another, so the re-reads never crowd out other
 * users' queries. A session that ended meanwhile is closed. Changes that
 * arrive during a round cost one more round, not one each.
 *
 * @example
 * bus.subscribe((m) => m.kind === 'changed' && refresh(m.change));
 */
export function refreshAbilities(
  hub: RealtimeHub,
  caller: (userId: number, sessionId: number) => Promise<AuthUser | null>,
): (change: ChangeNotice) => Promise<void> {
  let round: Promise<void> | null = null;
  let isAnotherRoundDue = false;

  const rereadSessions = async () => {
    for (const { sessionId, userId } of hub.stats().bySession) {
      const user = await caller(userId, sessionId);
      if (user) hub.reidentifySession(sessionId, user);
      else hub.closeSession(sessionId, sessionEndedCode, 'signed out');
    }
  };

  return (change) => {
    if (!grantResources.has(change.resource)) return Promise.resolve();
    if (round) {
      isAnotherRoundDue = true;
      return round;
    }
    round = (async () => {
      try {
        do {
          isAnotherRoundDue = false;
          await rereadSessions();
        } while (isAnotherRoundDue);
      } finally {
        round = null;
      }
    })();
    return round;
  };
}
