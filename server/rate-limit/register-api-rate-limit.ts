import type { FastifyInstance } from 'fastify';
import type { RateLimitStore } from './rate-limit-store';
import { tooManyRequests } from './too-many-requests';

/**
 * At most `perMinute` calls per user per minute under /api/v1/admin; then a
 * 429 with Retry-After. Register after the auth pre-handler: it keys on
 * `request.user`, which that hook sets.
 */
export function registerApiRateLimit(
  app: FastifyInstance,
  store: RateLimitStore,
  perMinute: number,
): void {
  const limiter = store.limiter('api', {
    limit: perMinute,
    windowMs: 60_000,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.user) return;
    const verdict = await limiter.hit(`user:${request.user.id}`);
    reply.header('x-ratelimit-limit', String(perMinute));
    reply.header('x-ratelimit-remaining', String(verdict.remaining));
    if (!verdict.allowed) return tooManyRequests(reply, verdict.retryAfterMs);
  });
}
