import type { WebSocket } from 'ws';
import type { AuthUser, ChangeNotice } from '../context';

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
  /** Sends a change notice to every authenticated socket. */
  publish(change: ChangeNotice): void;
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
 * resources can publish without importing the websocket plugin.
 */
export function createRealtimeHub(): RealtimeHub {
  const sockets = new Map<WebSocket, AuthUser | null>();

  return {
    add(socket) {
      sockets.set(socket, null);
      socket.once('close', () => sockets.delete(socket));
    },
    identify(socket, user) {
      if (sockets.has(socket)) sockets.set(socket, user);
    },
    publish(change) {
      const frame = {
        event: 'resource.changed',
        data: { resource: change.resource, type: change.type, ids: change.ids },
      };
      for (const [socket, user] of sockets) {
        if (user) sendFrame(socket, frame);
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
