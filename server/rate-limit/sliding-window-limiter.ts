/** What a limiter says about one key. */
export interface LimitVerdict {
  allowed: boolean;
  /** Hits left in the window after this one (0 when refused). */
  remaining: number;
  /** Milliseconds until the next hit would be allowed; 0 when allowed. */
  retryAfterMs: number;
}

export interface SlidingWindowLimiter {
  /** Records a hit for `key` if the window has room, and says whether it did. */
  hit(key: string): LimitVerdict;
  /** Says whether a hit would be allowed, without recording one. */
  peek(key: string): LimitVerdict;
  /** Forgets `key`, e.g. after a successful login. */
  reset(key: string): void;
}

/** At most `limit` hits in any `windowMs`. */
export interface SlidingWindow {
  limit: number;
  windowMs: number;
}

export interface SlidingWindowOptions extends SlidingWindow {
  /** Injected clock for tests. */
  now?: () => number;
}

/**
 * What a key's window says at `at`, given the times of its hits still in
 * the window (oldest first): whether one more hit fits, how many would be
 * left, and, when full, how long until its oldest counted hit leaves.
 * Shared by the in-memory limiter and the PostgreSQL store.
 */
export function slidingWindowVerdict(
  times: readonly number[],
  at: number,
  { limit, windowMs }: SlidingWindow,
  isRecording: boolean,
): LimitVerdict {
  if (times.length < limit) {
    const used = times.length + (isRecording ? 1 : 0);
    return {
      allowed: true,
      remaining: Math.max(0, limit - used),
      retryAfterMs: 0,
    };
  }
  const oldestCounted = times[times.length - limit] ?? at;
  return {
    allowed: false,
    remaining: 0,
    retryAfterMs: Math.max(1, oldestCounted + windowMs - at),
  };
}

/**
 * An in-memory sliding-window log: each key keeps the times of its hits in
 * the last `windowMs`, so a burst at a window's edge cannot double the rate
 * the way fixed windows allow. One process only: servers sharing a
 * PostgreSQL database count in it instead (`postgres-rate-limit-store.ts`).
 *
 * @example
 * const logins = createSlidingWindowLimiter({ limit: 10, windowMs: 15 * 60_000 });
 * if (!logins.peek(ip).allowed) reply.code(429);
 */
export function createSlidingWindowLimiter({
  limit,
  windowMs,
  now = Date.now,
}: SlidingWindowOptions): SlidingWindowLimiter {
  const window = { limit, windowMs };
  const hits = new Map<string, number[]>();
  let callsSincePrune = 0;

  const recent = (key: string, at: number): number[] => {
    const times = hits.get(key);
    if (!times) return [];
    const firstLive = times.findIndex((t) => t > at - windowMs);
    if (firstLive === -1) {
      hits.delete(key);
      return [];
    }
    if (firstLive > 0) times.splice(0, firstLive);
    return times;
  };

  // Keys that stopped calling would otherwise stay in memory for ever.
  const pruneNowAndThen = (at: number) => {
    callsSincePrune += 1;
    if (callsSincePrune < 1000) return;
    callsSincePrune = 0;
    for (const key of [...hits.keys()]) recent(key, at);
  };

  return {
    hit(key) {
      const at = now();
      pruneNowAndThen(at);
      const times = recent(key, at);
      const result = slidingWindowVerdict(times, at, window, true);
      if (result.allowed) {
        times.push(at);
        hits.set(key, times);
      }
      return result;
    },
    peek(key) {
      const at = now();
      return slidingWindowVerdict(recent(key, at), at, window, false);
    },
    reset(key) {
      hits.delete(key);
    },
  };
}
