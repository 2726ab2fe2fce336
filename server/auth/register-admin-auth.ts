import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../context';
import { errorEnvelope } from '../http/envelopes';
import { bearerToken } from './access-token';
import { isUnder, requestPath } from './request-path';
import { apiPaths } from '../../src/registry/paths';
import { apiRoute } from '../http/api-route';

/** Everything under this prefix needs a valid access token. */
export const adminPrefix = apiRoute(apiPaths.adminRoot);

/**
 * The admin pre-handler: every /api/v1/admin/** call needs
 * `Authorization: Bearer <access token>` of a live session, else 401 (which
 * the console answers with one refresh). It sets `request.user`; what the
 * user may do is decided by the routes (authorisation), not here.
 */
export function registerAdminAuth(
  app: FastifyInstance,
  authenticate: (token: string) => Promise<AuthUser | null>,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isUnder(requestPath(request), adminPrefix)) return;
    const token = bearerToken(request.headers.authorization);
    const user = token ? await authenticate(token) : null;
    if (!user) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send(
          errorEnvelope(
            401,
            token
              ? 'The access token is expired or invalid; refresh it and try again.'
              : 'Sign in first: send Authorization: Bearer <access token>.',
          ),
        );
    }
    request.user = user;
  });
}
