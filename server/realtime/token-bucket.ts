/** How fast a token bucket refills, and how many tokens it holds at most. */
export interface TokenBucketRate {
  perSecond: number;
  burst: number;
}

export interface TokenBucket {
  /** Spends one token; false when none is left. */
  take(): boolean;
}

/**
 * A token bucket, full at the start: `burst` takes at once, then
 * `perSecond` more every second. `now` is a clock in milliseconds, for tests.
 *
 * @example
 * const frames = createTokenBucket({ perSecond: 20, burst: 40 });
 * if (!frames.take()) socket.close(1008, 'Too many messages');
 */
export function createTokenBucket(
  { perSecond, burst }: TokenBucketRate,
  now: () => number = Date.now,
): TokenBucket {
  let tokens = burst;
  let filledAt = now();
  return {
    take() {
      const at = now();
      tokens = Math.min(burst, tokens + ((at - filledAt) / 1000) * perSecond);
      filledAt = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
