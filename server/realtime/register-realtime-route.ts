import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AuthUser } from '../context';
import type { MaintenanceState } from '../maintenance/maintenance-switch';
import { sendFrame, type RealtimeHub } from './realtime-hub';

/** The console's socket path, on the API's own port. */
export const realtimePath = '/admin_frontend';

/** Close code for "try again later" (RFC 6455 §7.4.1 registry: 1013). */
export const tryAgainLaterCode = 1013;

export interface RealtimeRouteOptions {
  hub: RealtimeHub;
  /** The caller behind an access token, or null when it is not valid. */
  authenticate: (token: string) => Promise<AuthUser | null>;
  maintenance: () => MaintenanceState;
}

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
 * The realtime socket: `authenticate` → `identity` (or an error frame),
 * `ping` → `pong`, change notices to signed-in sockets, and the 503 frame
 * when maintenance is on. Requires @fastify/websocket to be registered.
 */
export function registerRealtimeRoute(
  app: FastifyInstance,
  { hub, authenticate, maintenance }: RealtimeRouteOptions,
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
    socket.on('message', (raw) => {
      void handleMessage(socket, raw);
    });
  });

  async function handleMessage(socket: WebSocket, raw: RawData): Promise<void> {
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
      case 'authenticate': {
        const user =
          typeof message.data === 'string'
            ? await authenticate(message.data)
            : null;
        if (!user) {
          sendFrame(socket, {
            event: 'error',
            statusCode: 401,
            message:
              'The access token is missing, expired or invalid; refresh it and authenticate again.',
          });
          return;
        }
        hub.identify(socket, user);
        sendFrame(socket, {
          event: 'identity',
          data: { userId: user.id, name: user.name, userType: user.userType },
        });
        return;
      }
      default:
        sendFrame(socket, {
          event: 'error',
          statusCode: 400,
          message: `Unknown event "${message.event}"; the socket understands authenticate and ping.`,
        });
    }
  }
}
