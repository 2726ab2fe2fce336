import type { FastifyRequest } from 'fastify';

/** Where a request came from, as the audit trail records it. */
export interface RequestOrigin {
  ip?: string;
  userAgent?: string;
}

/** The caller's address and user agent (a repeated header counts as none). */
export function requestOrigin(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent : undefined,
  };
}
