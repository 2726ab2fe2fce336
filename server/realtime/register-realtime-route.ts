import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AuthUser } from '../context';
import type { MaintenanceState } from '../maintenance/maintenance-switch';
import { isPresenceEvent } from '../presence/presence-frames';
import type { PresenceService } from '../presence/presence-service';
import { sendFrame, type RealtimeHub } from './realtime-hub';
import { createTokenBucket } from './token-bucket';

/** The console's socket path, on the API's own port. */
export const realtimePath = '/admin_frontend';

/** Close code for "try again later" (RFC 6455 §7.4.1 registry: 1013). */
export const tryAgainLaterCode = 1013;

/**
 * Close code for a socket that did not authenticate in time: in the range
 * RFC 6455 leaves to applications, 401 as in HTTP.
 */
export const authenticateFirstCode = 4401;

/** Close code for a socket that broke the rules, here the frame rate (RFC 6455: 1008). */
export const policyViolationCode = 1008;

/**
 * Frames one socket may send. The console sends one `authenticate` per
 * connection and per token refresh and a ping every 45 s, so a burst of 40
 * and 20 a second after it leave any client of ours far inside the limit,
 * while a socket that floods is cut off after 40 frames' worth of work.
 */
export const frameRate = { perSecond: 20, burst: 40 } as const;

export interface RealtimeRouteOptions {
  hub: RealtimeHub;
  /** The caller behind an access token, or null when it is not valid. */
  authenticate: (token: string) => Promise<AuthUser | null>;
  maintenance: () => MaintenanceState;
  /** How long a socket may stay open without authenticating. */
  authTimeoutMs: number;
  /** Who has which record open; its frames go there. */
  presence: PresenceService;
}

const invalidTokenFrame = {
  event: 'error',
  statusCode: 401,
  message:
    'The access token is missing, expired or invalid; refresh it and authenticate again.',
};

interface ClientMessage {
  event: string;
  data?: unknown;
}

function parseMessage(raw: RawData): ClientMessage | null {
  try {
    const text = Array.isArray(raw)
      ? Buffer.concat(raw).toString('utf8')
      : raw instanceof ArrayBuffer
        ? Buffer.from(new Uint8Array(raw)).toString('utf8')
        : raw.toString('utf8');
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const event: unknown = (value as { event?: unknown }).event;
    if (typeof event !== 'string') return null;
    return { event, data: (value as { data?: unknown }).data };
  } catch {
    return null;
  }
}

/**
 * Runs `task` one call at a time: a value given while it runs waits, and
 * only the latest waiting value runs next, the earlier ones are dropped.
 */
function latestOnly<T>(task: (value: T) => Promise<void>): (value: T) => void {
  let isRunning = false;
  let waiting: { value: T } | null = null;
  const drain = async () => {
    isRunning = true;
    try {
      while (waiting) {
        const { value } = waiting;
        waiting = null;
        await task(value);
      }
    } finally {
      isRunning = false;
    }
  };
  return (value) => {
    waiting = { value };
    if (!isRunning) void drain();
  };
}

/**
 * The realtime socket: `authenticate` → `identity` (or an error frame),
 * `ping` → `pong`, change notices to signed-in sockets, and the 503 frame
 * when maintenance is on. A socket must authenticate within
 * `authTimeoutMs` and keep to `frameRate`, or it is closed. Requires
 * @fastify/websocket to be registered.
 */
export function registerRealtimeRoute(
  app: FastifyInstance,
  {
    hub,
    authenticate,
    maintenance,
    authTimeoutMs,
    presence,
  }: RealtimeRouteOptions,
): void {
  app.get(realtimePath, { websocket: true }, (socket: WebSocket) => {
    const state = maintenance();
    if (state.on) {
      // The client treats the frame as maintenance and the close as a cue to
      // retry later; its reconnect succeeds once maintenance is over.
      sendFrame(socket, { statusCode: 503, etaTime: state.etaTime });
      socket.close(tryAgainLaterCode, 'maintenance');
      return;
    }
    hub.add(socket);
    // An open socket holds memory and a connection; one that never signs
    // in is of no use to anyone and may be one of thousands.
    const deadline = setTimeout(
      () => socket.close(authenticateFirstCode, 'Authenticate first'),
      authTimeoutMs,
    );
    socket.once('close', () => clearTimeout(deadline));
    // A burst of tokens costs one database read at a time. Only the last
    // one is worth reading: it is the token the client holds now, the
    // earlier ones may have been refreshed away.
    const authenticateLatest = latestOnly((token: string) =>
      authenticateSocket(socket, token, () => clearTimeout(deadline)),
    );
    const frames = createTokenBucket(frameRate);
    socket.on('message', (raw) => {
      // Frames still arriving after a close began are not processed.
      if (socket.readyState !== socket.OPEN) return;
      if (!frames.take()) {
        socket.close(
          policyViolationCode,
          `Too many messages; send at most ${frameRate.perSecond} a second`,
        );
        return;
      }
      handleMessage(socket, raw, authenticateLatest);
    });
  });

  async function authenticateSocket(
    socket: WebSocket,
    token: string,
    onIdentified: () => void,
  ): Promise<void> {
    if (socket.readyState !== socket.OPEN) return;
    let user: AuthUser | null;
    try {
      user = await authenticate(token);
    } catch (error) {
      app.log.error({ err: error }, 'realtime authenticate');
      sendFrame(socket, {
        event: 'error',
        statusCode: 503,
        message:
          'The token could not be checked just now; authenticate again in a moment.',
      });
      return;
    }
    if (!user) {
      sendFrame(socket, invalidTokenFrame);
      return;
    }
    hub.identify(socket, user);
    onIdentified();
    sendFrame(socket, {
      event: 'identity',
      data: { userId: user.id, name: user.name, userType: user.userType },
    });
  }

  function handleMessage(
    socket: WebSocket,
    raw: RawData,
    authenticateLatest: (token: string) => void,
  ): void {
    const message = parseMessage(raw);
    if (!message) {
      sendFrame(socket, {
        event: 'error',
        statusCode: 400,
        message:
          'Send JSON objects with an "event" field, e.g. {"event":"ping"}.',
      });
      return;
    }
    switch (message.event) {
      case 'ping':
        sendFrame(socket, { event: 'pong' });
        return;
      case 'authenticate':
        if (typeof message.data === 'string') authenticateLatest(message.data);
        else sendFrame(socket, invalidTokenFrame);
        return;
      default:
        if (isPresenceEvent(message.event)) {
          presence.receive(socket, message.event, message.data);
          return;
        }
        sendFrame(socket, {
          event: 'error',
          statusCode: 400,
          message: `Unknown event "${message.event}"; the socket understands authenticate, ping and presence.open, .leave, .active and .takeOver.`,
        });
    }
  }
}
