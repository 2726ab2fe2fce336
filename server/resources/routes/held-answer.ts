import type { FastifyReply } from 'fastify';
import { one } from '../../http/envelopes';
import type { WireRecord } from '../record-store';

/**
 * The answer to a call held for approval: 202 with the pending request.
 * Nothing ran yet, so the record's ETag is not sent.
 */
export function sendHeld(reply: FastifyReply, request: WireRecord) {
  return reply.code(202).send(one(request));
}
