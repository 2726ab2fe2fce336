import type { Options } from 'reconnecting-websocket';

/** The app pings every 45 seconds while the socket is open. */
export const PING_INTERVAL_MS = 45_000;

/**
 * reconnecting-websocket's options, every one spelled out rather than left to
 * the library's defaults:
 * - the first retry after 1–5 s (jittered, so a restarted server is not hit
 *   by every console at once), then ×1.3, capped at 10 s;
 * - an attempt abandoned after 4 s (a black-holed connect);
 * - a connection counts as stable, and the backoff resets, after 5 s, so a
 *   server that accepts and drops at once still sees growing delays;
 * - unlimited retries: an hour-long outage still ends in a reconnect;
 * - nothing queued while closed: a queued `authenticate` would carry a stale
 *   token, a queued ping would burst on reconnect.
 */
export function socketOptions(random: () => number = Math.random): Options {
  return {
    minReconnectionDelay: 1_000 + random() * 4_000,
    reconnectionDelayGrowFactor: 1.3,
    maxReconnectionDelay: 10_000,
    connectionTimeout: 4_000,
    minUptime: 5_000,
    maxRetries: Infinity,
    maxEnqueuedMessages: 0,
  };
}
