import { createSlidingWindowLimiter } from './sliding-window-limiter';

/** Login attempts are counted over 15 minutes. */
export const loginWindowMs = 15 * 60_000;

export interface LoginGuard {
  /** Milliseconds to wait before another try from this address or for this e-mail; 0 to go ahead. */
  waitMs(address: string, email: string): number;
  /** Counts a failed try against both the address and the e-mail. */
  recordFailure(address: string, email: string): void;
  /** A correct password clears the e-mail's count (not the address's: one address, many accounts). */
  recordSuccess(email: string): void;
}

/**
 * Limits failed sign-ins per client address and per e-mail address
 * (RELIABILITY.md A16). Only failures count, so a team behind one NAT, or an
 * end-to-end suite signing in for every journey, is never locked out by
 * correct logins; the per-e-mail count stops one account being guessed from
 * many addresses.
 */
export function createLoginGuard(limit: number): LoginGuard {
  const byAddress = createSlidingWindowLimiter({
    limit,
    windowMs: loginWindowMs,
  });
  const byEmail = createSlidingWindowLimiter({
    limit,
    windowMs: loginWindowMs,
  });
  const emailKey = (email: string) => email.trim().toLowerCase();
  return {
    waitMs(address, email) {
      return Math.max(
        byAddress.peek(address).retryAfterMs,
        byEmail.peek(emailKey(email)).retryAfterMs,
      );
    },
    recordFailure(address, email) {
      byAddress.hit(address);
      byEmail.hit(emailKey(email));
    },
    recordSuccess(email) {
      byEmail.reset(emailKey(email));
    },
  };
}
