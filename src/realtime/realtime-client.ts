import ReconnectingWebSocket from 'reconnecting-websocket';
import { PING_INTERVAL_MS, socketOptions } from './socket-options';

/** A `resource.changed` notice: another admin (or this one) changed records. */
export interface ResourceChange {
  /** The API's resource name, e.g. `settlements`. */
  resource: string;
  type: string;
  ids: (string | number)[];
}

export interface RealtimeClientOptions {
  url: string;
  /** Read when `authenticate` is sent, so it is the token current then. */
  getAccessToken: () => string | null;
  hasRefreshToken: () => boolean;
  /** On open, the profile is fetched first (refreshing an expired token on the way). */
  loadProfile: () => Promise<unknown>;
  onChange: (change: ResourceChange) => void;
  /** Someone changed who may do what (a role's permissions, a grant): read the profile again. */
  onAbilityChange: () => void;
  onMaintenance: (etaTime: string | null) => void;
  /** The socket signed in (again, after a reconnect or a token refresh). */
  onIdentity?: () => void;
  /** A `presence` or `presence.lockTaken` frame: who has a record open, a lock taken. */
  onPresence?: (event: string, data: unknown) => void;
  /**
   * A socket that fails to open, closes, or cannot load the
   * profile is only logged (reconnecting follows); the user is not told.
   */
  log: (message: string, detail?: unknown) => void;
  /** A WebSocket constructor; tests pass a fake. */
  WebSocket?: typeof globalThis.WebSocket;
}

export interface RealtimeClient {
  /** Sends a frame now if the socket is open; dropped otherwise (nothing is queued). */
  send: (frame: Record<string, unknown>) => void;
  /** Closes the socket for good (no reconnect); settles once it has closed. */
  close: () => Promise<void>;
}

/**
 * The page's open sockets. A logout closes them before the page leaves, so
 * the server (and whoever watches the wire) sees the session's socket end
 * with the session, not whenever the browser tears the old page down.
 */
const openClients = new Set<RealtimeClient>();

/** Closes every socket of this page; settles when all have closed, or after `withinMs`. */
export function closeRealtimeSockets(withinMs: number): Promise<void> {
  const closed = Promise.all([...openClients].map((client) => client.close()));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, withinMs);
  });
  return Promise.race([closed.then(() => undefined), timedOut]).finally(() =>
    clearTimeout(timer),
  );
}

function parseFrame(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function toChange(data: unknown): ResourceChange | null {
  if (typeof data !== 'object' || data === null) return null;
  const { resource, type, ids } = data as Record<string, unknown>;
  if (typeof resource !== 'string') return null;
  return {
    resource,
    type: typeof type === 'string' ? type : '*',
    ids: Array.isArray(ids)
      ? ids.filter(
          (id): id is string | number =>
            typeof id === 'string' || typeof id === 'number',
        )
      : [],
  };
}

/**
 * The console's realtime socket: opens, authenticates once per
 * connection with the current access token, pings every 45 s only while
 * open, and hands `resource.changed`, `ability.changed`, `identity`,
 * presence and 503 frames to the app.
 * Reconnecting is reconnecting-websocket's job, with socketOptions().
 *
 * @example
 * const client = connectRealtime({ url: env.socketUrl, … });
 * client.close(); // on logout
 */
export function connectRealtime(
  options: RealtimeClientOptions,
): RealtimeClient {
  const socket = new ReconnectingWebSocket(options.url, [], {
    ...socketOptions(),
    WebSocket: options.WebSocket ?? globalThis.WebSocket,
  });
  let ping: ReturnType<typeof setInterval> | undefined;
  let isClosed = false;
  const closed = new Promise<void>((resolve) => {
    socket.addEventListener('close', () => {
      if (isClosed) resolve();
    });
  });

  const stopPing = () => {
    clearInterval(ping);
    ping = undefined;
  };

  const send = (frame: Record<string, unknown>) => {
    if (socket.readyState === ReconnectingWebSocket.OPEN)
      socket.send(JSON.stringify(frame));
  };

  socket.addEventListener('open', () => {
    stopPing();
    ping = setInterval(() => send({ event: 'ping' }), PING_INTERVAL_MS);
    if (!options.hasRefreshToken()) return;
    void options
      .loadProfile()
      .catch((error: unknown) => {
        // The HTTP layer has ended the session or flagged the outage; the
        // socket is closed by the logout, or authenticates on the next open.
        if (!isClosed)
          options.log('Realtime socket could not load the profile', error);
        return null;
      })
      .then((profile) => {
        const token = options.getAccessToken();
        if (profile !== null && token && !isClosed)
          send({ event: 'authenticate', data: token });
      });
  });
  socket.addEventListener('error', (event) => {
    // A refused connect, or one abandoned after 4 s (the library's 'TIMEOUT').
    options.log('Realtime socket could not open', event.message);
  });
  socket.addEventListener('close', (event) => {
    stopPing();
    // Our own close() on logout is no failure.
    if (!isClosed)
      options.log('Realtime socket closed; reconnecting', {
        code: event.code,
        reason: event.reason,
      });
  });
  socket.addEventListener('message', (event) => {
    const frame = parseFrame(event.data);
    if (!frame) return;
    if (frame.statusCode === 503) {
      options.onMaintenance(
        typeof frame.etaTime === 'string' ? frame.etaTime : null,
      );
      return;
    }
    if (frame.event === 'ability.changed') {
      options.onAbilityChange();
      return;
    }
    if (frame.event === 'identity') {
      options.onIdentity?.();
      return;
    }
    if (frame.event === 'presence' || frame.event === 'presence.lockTaken') {
      options.onPresence?.(frame.event, frame.data);
      return;
    }
    if (frame.event === 'resource.changed') {
      const change = toChange(frame.data);
      if (change) options.onChange(change);
    }
  });

  const client: RealtimeClient = {
    send,
    close: () => {
      openClients.delete(client);
      if (!isClosed) {
        isClosed = true;
        stopPing();
        socket.close();
      }
      return socket.readyState === ReconnectingWebSocket.CLOSED
        ? Promise.resolve()
        : closed;
    },
  };
  openClients.add(client);
  return client;
}
