import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  resolveEta,
  type MaintenanceState,
  type MaintenanceSwitch,
} from './maintenance-switch';
import { apiPaths } from '../../src/registry/paths';
import { apiRoute } from '../http/api-route';

/** The endpoint that switches maintenance; it stays reachable while maintenance is on. */
export const maintenancePath = apiRoute(apiPaths.maintenance);
const healthPath = '/api/v1/health';

const bodySchema = z.object({
  on: z.boolean({ error: 'Say true or false' }),
  eta: z.string().nullish(),
});

/** The 503 envelope: the error envelope plus `etaTime` (null when unknown). */
export function maintenanceBody(state: MaintenanceState) {
  return {
    statusCode: 503,
    message: 'The service is down for maintenance. Please try again later.',
    etaTime: state.etaTime,
  };
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Answers 503 to every /api/v1 call while maintenance is on, except the
 * health check (load balancers and the console's probe) and the switch
 * itself, and adds `GET`/`POST /api/v1/admin/maintenance` (switching needs
 * the ADMIN user type). Register it before the auth pre-handler, so that a
 * client whose token lapsed during maintenance sees the 503 and not a 401.
 */
export function registerMaintenance(
  app: FastifyInstance,
  maintenance: MaintenanceSwitch,
): void {
  app.addHook('onRequest', async (request, reply) => {
    const state = maintenance.current();
    if (!state.on) return;
    const path = pathOf(request.url);
    if (!path.startsWith('/api/v1/') && path !== '/api/v1') return;
    if (path === healthPath || path === maintenancePath) return;
    if (state.etaTime) {
      const seconds = Math.ceil(
        (Date.parse(state.etaTime) - Date.now()) / 1000,
      );
      if (seconds > 0) reply.header('Retry-After', String(seconds));
    }
    return reply.code(503).send(maintenanceBody(state));
  });

  app.get(maintenancePath, (_request, reply) =>
    reply.send({ data: maintenance.current() }),
  );

  app.post(maintenancePath, async (request, reply) => {
    if (request.user?.userType !== 'ADMIN') {
      return reply.code(403).send({
        statusCode: 403,
        message: 'Only ADMIN users may switch maintenance mode.',
      });
    }
    const parsed = bodySchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply.code(422).send({
        statusCode: 422,
        message:
          'The maintenance switch needs { on: boolean, eta?: "30m" | ISO-8601 }.',
        errors: z.flattenError(parsed.error).fieldErrors,
      });
    }
    const etaTime = parsed.data.on ? resolveEta(parsed.data.eta) : null;
    if (etaTime === undefined) {
      return reply.code(422).send({
        statusCode: 422,
        message: 'The ETA is not a time.',
        errors: {
          eta: ['Give a duration such as 30m or 2h, or an ISO-8601 time'],
        },
      });
    }
    await maintenance.set({ on: parsed.data.on, etaTime });
    return { data: maintenance.current() };
  });
}
