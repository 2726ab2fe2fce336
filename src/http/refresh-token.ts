import { isAxiosError, type AxiosInstance } from 'axios';
import {
  getAccessToken,
  getRefreshToken,
  refreshRetryKey,
  setTokens,
} from '../state/token-storage';

/**
 * Refresh tokens rotate: a refresh token works once, and presenting it a
 * second time revokes the whole session (so a stolen token is worth one
 * use at most). So however many requests fail with 401 at once, and in
 * however many tabs, exactly one `POST /auth/refresh` may spend a given token:
 * - in this tab, every caller shares one in-flight promise (single flight);
 * - across tabs, the refresh runs inside a Web Lock, and the stored tokens are
 *   re-read inside it, so a tab that waited for another tab's refresh uses
 *   the tokens that tab obtained instead of spending the old one again.
 * - a tab that spent a refresh token marks it spent with a second lock,
 *   taken before the refresh lock is let go, because another tab's copy of
 *   localStorage may not show the new tokens yet when that tab gets the
 *   refresh lock (Chromium tells each tab's renderer of a write
 *   asynchronously); the lock manager answers every tab alike at once.
 * Where Web Locks are missing (jsdom, old browsers) the in-tab single flight
 * still holds.
 * - a refresh whose answer is lost (a reload while it is in flight, a
 *   dropped connection) is sent again with the same Idempotency-Key, kept
 *   with the tokens, and the server answers it instead of ending the session.
 * See docs/decisions/003-session-and-refresh.md.
 */

/** More than this many refresh failures forces a logout. */
export const MAX_REFRESH_FAILURES = 3;

const LOCK_NAME = 'zfood-admin:refresh-token';

/** How long a spent token stays marked: far longer than localStorage takes to reach every tab. */
const SPENT_MARK_MS = 60_000;

/** How long a tab waits for its localStorage to show the tokens another tab obtained. */
const CATCH_UP_MS = 3_000;
const CATCH_UP_POLL_MS = 25;

export type RefreshOutcome =
  /** New tokens are stored (by this tab or another one). */
  | { status: 'refreshed'; accessToken: string }
  /** The refresh answered 401, or there is no refresh token: the session is over. */
  | { status: 'rejected' }
  /** Network error or 503: not a failure (only a 401 counts); retry after recovery. */
  | { status: 'unavailable' }
  /** Any other answer: the original request fails with it, the session stays. */
  | { status: 'error'; error: unknown };

interface TokenResponse {
  data: { access_token: string; refresh_token: string };
}

let inflight: Promise<RefreshOutcome> | null = null;
let failures = 0;

/** Refresh failures since the last successful replay. */
export function refreshFailureCount(): number {
  return failures;
}

/** A replay that still got 401 counts like a failed refresh, so the retries stay bounded. */
export function recordRefreshFailure(): void {
  failures += 1;
}

/** A successful replay proves the session works again: the failure count starts over. */
export function resetRefreshFailures(): void {
  failures = 0;
}

/** Resolves when no refresh is in flight, so new requests never leave with the old token. */
export async function waitForRefresh(): Promise<void> {
  if (inflight) await inflight;
}

function lockManager(): LockManager | undefined {
  return typeof navigator === 'undefined' || !('locks' in navigator)
    ? undefined
    : (navigator.locks ?? undefined);
}

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (!locks) return task();
  // The lock manager's typings nest the callback's promise; at run time it is flat.
  return locks.request(LOCK_NAME, task).then((result) => result);
}

/**
 * The lock that marks `refreshToken` spent. Named by a hash, not the token:
 * lock names are listed to every script of the origin (which could read the
 * token anyway, but need not see it twice).
 */
function spentLockName(refreshToken: string): string {
  // FNV-1a, 32 bits: telling one session's successive tokens apart is enough.
  let hash = 0x811c9dc5;
  for (let i = 0; i < refreshToken.length; i += 1) {
    hash = Math.imul(hash ^ refreshToken.charCodeAt(i), 0x01000193);
  }
  return `${LOCK_NAME}:spent:${(hash >>> 0).toString(16)}`;
}

/** Holds the spent mark for a while; resolves once it is held. */
function markSpent(locks: LockManager, refreshToken: string): Promise<void> {
  return new Promise((held) => {
    void locks.request(spentLockName(refreshToken), () => {
      held();
      return new Promise((release) => setTimeout(release, SPENT_MARK_MS));
    });
  });
}

async function isSpent(
  locks: LockManager,
  refreshToken: string,
): Promise<boolean> {
  const name = spentLockName(refreshToken);
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === name);
}

/** The access token another tab stored, once this tab's localStorage shows it. */
async function caughtUpAccessToken(
  staleAccessToken: string | null,
): Promise<string | undefined> {
  for (let waited = 0; waited < CATCH_UP_MS; waited += CATCH_UP_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, CATCH_UP_POLL_MS));
    const current = getAccessToken();
    if (current && current !== staleAccessToken) return current;
  }
  return undefined;
}

async function refreshInsideLock(
  client: AxiosInstance,
  staleAccessToken: string | null,
): Promise<RefreshOutcome> {
  const current = getAccessToken();
  if (current && current !== staleAccessToken) {
    return { status: 'refreshed', accessToken: current };
  }
  const refreshToken = getRefreshToken();
  if (!refreshToken) return { status: 'rejected' };
  const locks = lockManager();
  if (locks && (await isSpent(locks, refreshToken))) {
    // Another tab spent it a moment ago; its new tokens are on their way
    // to this tab's localStorage. Spending it again would end the session.
    const caughtUp = await caughtUpAccessToken(staleAccessToken);
    return caughtUp
      ? { status: 'refreshed', accessToken: caughtUp }
      : { status: 'unavailable' };
  }
  try {
    const response = await client.post<TokenResponse>(
      '/auth/refresh',
      undefined,
      {
        headers: {
          Authorization: `Bearer ${refreshToken}`,
          'Idempotency-Key': refreshRetryKey(refreshToken),
        },
        skipAuthRefresh: true,
      },
    );
    const { access_token: accessToken, refresh_token: nextRefreshToken } =
      response.data.data;
    setTokens({ accessToken, refreshToken: nextRefreshToken });
    if (locks) await markSpent(locks, refreshToken);
    return { status: 'refreshed', accessToken };
  } catch (error) {
    if (!isAxiosError(error)) return { status: 'error', error };
    const status = error.response?.status;
    if (status === 401) {
      failures += 1;
      return { status: 'rejected' };
    }
    if (status === undefined || status === 503) {
      return error.code === 'ERR_CANCELED'
        ? { status: 'error', error }
        : { status: 'unavailable' };
    }
    return { status: 'error', error };
  }
}

/**
 * Obtains fresh tokens, once for everyone who asks while it runs.
 *
 * @param staleAccessToken the access token the failed request was sent with;
 *   when the stored one already differs, someone refreshed meanwhile and no
 *   call is made (a late 401, or another tab's refresh).
 *
 * @example
 * const outcome = await refreshSession(apiClient, sentToken);
 * if (outcome.status === 'refreshed') replay(outcome.accessToken);
 */
export function refreshSession(
  client: AxiosInstance,
  staleAccessToken: string | null,
): Promise<RefreshOutcome> {
  inflight ??= withRefreshLock(() =>
    refreshInsideLock(client, staleAccessToken),
  ).finally(() => {
    inflight = null;
  });
  return inflight;
}
