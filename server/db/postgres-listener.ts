import pg from 'pg';
import type { Listening, NotificationHandlers } from './db';
import { quoteIdent } from './table-model';

const firstRetryMs = 100;
const maxRetryMs = 5000;
/** How often the connection is proven alive, and how long the proof may take. */
const heartbeatMs = 30_000;
const heartbeatTimeoutMs = 10_000;

/**
 * `LISTEN` on a connection of its own: a pooled connection goes back to the
 * pool between queries and would take the subscription with it. When the
 * connection is lost (PostgreSQL restarted, a network cut, the backend
 * terminated, or a heartbeat that gets no answer from a half-open socket) a
 * new one is opened with growing pauses, listens again, and `onReconnect`
 * tells the caller to re-read whatever it missed meanwhile.
 *
 * @throws when the first connection cannot be made, so a server does not
 * start without its event feed.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listening> {
  let current: { client: pg.Client; lose(): void } | undefined;
  let isStopped = false;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          retryMs = firstRetryMs;
          handlers.onReconnect();
        },
        () => {
          retryMs = Math.min(retryMs * 2, maxRetryMs);
          if (!isStopped) reconnectLater();
        },
      );
    }, retryMs);
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: url,
      // pg_stat_activity shows which database's events a connection carries.
      application_name: `zfood listener ${channel}`.slice(0, 63),
      keepAlive: true,
      query_timeout: heartbeatTimeoutMs,
    });
    let isLost = false;
    const lose = () => {
      if (isLost) return;
      isLost = true;
      client.end().catch(() => undefined);
      if (current?.client !== client) return;
      current = undefined;
      if (!isStopped) reconnectLater();
    };
    // Without an 'error' listener a dropped idle connection crashes the process.
    client.on('error', lose);
    client.on('end', lose);
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined)
        handlers.onNotification(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      lose();
      throw error;
    }
    if (isLost)
      throw new Error(`The connection listening on ${channel} dropped`);
    if (isStopped) {
      lose();
      return;
    }
    current = { client, lose };
  }

  await connect();
  const heartbeat = setInterval(() => {
    const live = current;
    live?.client.query('SELECT 1').catch(() => live.lose());
  }, heartbeatMs);
  heartbeat.unref();

  return {
    async stop() {
      isStopped = true;
      clearInterval(heartbeat);
      clearTimeout(retryTimer);
      const live = current;
      current = undefined;
      await live?.client.end().catch(() => undefined);
    },
  };
}
