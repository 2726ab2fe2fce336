import type { WebSocket } from 'ws';
import type { AnyResource } from '../../src/registry/define-resource';
import { isAdmin } from '../../src/registry/policy';
import type { AuthUser, ChangeNotice } from '../context';
import { abilityFor } from '../resources/authorize';

/** Live socket counts, for tests and the check that StrictMode opens one socket per session. */
export interface RealtimeStats {
  open: number;
  authenticated: number;
  /** Authenticated sockets per user-sessions row. */
  bySession: { sessionId: number; userId: number; sockets: number }[];
}

export interface RealtimeHub {
  /** Tracks a socket until it closes. */
  add(socket: WebSocket): void;
  /** Marks a socket as signed in; only such sockets receive change notices. */
  identify(socket: WebSocket, user: AuthUser): void;
  /** The user a socket signed in as, or null before it has. */
  userOf(socket: WebSocket): AuthUser | null;
  /** Sends a change notice to every authenticated socket whose user may read the resource. */
  publish(change: ChangeNotice): void;
  /**
   * Gives a session's sockets its user as just read again; those whose
   * user changed get `ability.changed`, so the console reads its profile.
   */
  reidentifySession(sessionId: number, user: AuthUser): void;
  /** Sends one frame to every open socket, signed in or not. */
  broadcast(frame: object): void;
  /** Closes every socket of a session, e.g. after logout. */
  closeSession(sessionId: number, code: number, reason: string): void;
  /** Closes every socket, e.g. when maintenance starts. */
  closeAll(code: number, reason: string): void;
  stats(): RealtimeStats;
}

/** Sends a JSON frame if the socket is still open. */
export function sendFrame(socket: WebSocket, frame: object): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

/**
 * The set of live sockets on this process. Kept apart from the route so that
 * resources can publish without importing the websocket plugin. Notices
 * follow the same policy as reads over HTTP: a notice names records, and
 * its timing tells what happens to them.
 */
export function createRealtimeHub(
  registry: readonly AnyResource[],
): RealtimeHub {
  const sockets = new Map<WebSocket, AuthUser | null>();
  const byName = new Map(registry.map((resource) => [resource.name, resource]));
  const mayHearOf = (user: AuthUser, change: ChangeNotice) => {
    const resource = byName.get(change.resource);
    // The policy cannot judge what the registry does not describe; only
    // admins, who may read everything, hear of it, and the users the
    // notice names (a bulk job's owner, of their own job).
    if (!resource)
      return (
        isAdmin(user) || (change.audience?.userIds.includes(user.id) ?? false)
      );
    return abilityFor(user, resource).can('read', resource.subject);
  };
  const mayDo = (user: AuthUser, name: string, verb: string) => {
    const resource = byName.get(name);
    return (
      resource !== undefined &&
      abilityFor(user, resource).can(verb, resource.subject)
    );
  };
  const inAudience = (user: AuthUser, audience: ChangeNotice['audience']) =>
    !audience ||
    isAdmin(user) ||
    audience.userIds.includes(user.id) ||
    (audience.may.length > 0 &&
      audience.may.every(({ resource, verb }) => mayDo(user, resource, verb)));

  return {
    add(socket) {
      sockets.set(socket, null);
      socket.once('close', () => sockets.delete(socket));
    },
    identify(socket, user) {
      if (sockets.has(socket)) sockets.set(socket, user);
    },
    userOf: (socket) => sockets.get(socket) ?? null,
    publish(change) {
      const frame = {
        event: 'resource.changed',
        data: { resource: change.resource, type: change.type, ids: change.ids },
      };
      for (const [socket, user] of sockets) {
        if (
          user &&
          mayHearOf(user, change) &&
          inAudience(user, change.audience)
        )
          sendFrame(socket, frame);
      }
    },
    reidentifySession(sessionId, user) {
      for (const [socket, current] of sockets) {
        if (current?.sessionId !== sessionId) continue;
        sockets.set(socket, user);
        // Both come from the same session look-up, so equal users serialise alike.
        if (JSON.stringify(current) !== JSON.stringify(user))
          sendFrame(socket, { event: 'ability.changed' });
      }
    },
    broadcast(frame) {
      for (const socket of sockets.keys()) sendFrame(socket, frame);
    },
    closeSession(sessionId, code, reason) {
      for (const [socket, user] of sockets) {
        if (user?.sessionId === sessionId) socket.close(code, reason);
      }
    },
    closeAll(code, reason) {
      for (const socket of sockets.keys()) socket.close(code, reason);
    },
    stats() {
      const bySession = new Map<
        number,
        { sessionId: number; userId: number; sockets: number }
      >();
      let authenticated = 0;
      for (const [socket, user] of sockets) {
        if (!user || socket.readyState !== socket.OPEN) continue;
        authenticated += 1;
        const entry = bySession.get(user.sessionId) ?? {
          sessionId: user.sessionId,
          userId: user.id,
          sockets: 0,
        };
        entry.sockets += 1;
        bySession.set(user.sessionId, entry);
      }
      return {
        open: [...sockets.keys()].filter((s) => s.readyState === s.OPEN).length,
        authenticated,
        bySession: [...bySession.values()],
      };
    },
  };
}
