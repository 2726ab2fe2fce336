import type { RateLimitStore } from './rate-limit-store';

/** Login attempts are counted over 15 minutes. */
export const loginWindowMs = 15 * 60_000;

export interface LoginGuard {
  /** Milliseconds to wait before another try from this address or for this e-mail; 0 to go ahead. */
  waitMs(address: string, email: string): Promise<number>;
  /** Counts a failed try against both the address and the e-mail. */
  recordFailure(address: string, email: string): Promise<void>;
  /** A correct password clears the e-mail's count (not the address's: one address, many accounts). */
  recordSuccess(email: string): Promise<void>;
}

/**
 * Limits failed sign-ins per client address and per e-mail address; past the
 * limit, a 429 with `Retry-After`. Only failures count, so a team behind one
 * NAT, or an end-to-end suite signing in for every journey, is never locked
 * out by correct logins; the per-e-mail count stops one account being guessed
 * from many addresses. `name` keeps guards sharing a store apart.
 */
export function createLoginGuard(
  store: RateLimitStore,
  name: string,
  limit: number,
): LoginGuard {
  const window = { limit, windowMs: loginWindowMs };
  const byAddress = store.limiter(`${name}:address`, window);
  const byEmail = store.limiter(`${name}:email`, window);
  const emailKey = (email: string) => email.trim().toLowerCase();
  return {
    async waitMs(address, email) {
      const [fromAddress, forEmail] = await Promise.all([
        byAddress.peek(address),
        byEmail.peek(emailKey(email)),
      ]);
      return Math.max(fromAddress.retryAfterMs, forEmail.retryAfterMs);
    },
    async recordFailure(address, email) {
      await Promise.all([byAddress.hit(address), byEmail.hit(emailKey(email))]);
    },
    recordSuccess(email) {
      return byEmail.reset(emailKey(email));
    },
  };
}
