import {
  createSlidingWindowLimiter,
  type LimitVerdict,
  type SlidingWindow,
} from './sliding-window-limiter';

/** A sliding-window limiter whose counts may live outside this process. */
export interface RateLimiter {
  /** Records a hit for `key` if the window has room, and says whether it did. */
  hit(key: string): Promise<LimitVerdict>;
  /** Says whether a hit would be allowed, without recording one. */
  peek(key: string): Promise<LimitVerdict>;
  /** Forgets `key`, e.g. after a successful login. */
  reset(key: string): Promise<void>;
}

/** Where limiters keep their counts. */
export interface RateLimitStore {
  /**
   * The limiter called `name` (one per name): in a shared store the name
   * keeps its keys apart from other limiters', e.g. sign-ins from OTP checks.
   */
  limiter(name: string, window: SlidingWindow): RateLimiter;
}

/**
 * Counts in this process's memory: right for PGlite, which only ever has
 * one server process.
 */
export function memoryRateLimitStore(): RateLimitStore {
  return {
    limiter(_name, window) {
      const local = createSlidingWindowLimiter(window);
      return {
        hit: (key) => Promise.resolve(local.hit(key)),
        peek: (key) => Promise.resolve(local.peek(key)),
        reset: (key) => {
          local.reset(key);
          return Promise.resolve();
        },
      };
    },
  };
}
