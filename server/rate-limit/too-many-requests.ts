import type { FastifyReply } from 'fastify';
import { errorEnvelope } from '../http/envelopes';

/** Answers 429 with `Retry-After` in whole seconds. */
export function tooManyRequests(
  reply: FastifyReply,
  retryAfterMs: number,
  message = 'Too Many Requests. Try again later!',
): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))))
    .send(errorEnvelope(429, message));
}
