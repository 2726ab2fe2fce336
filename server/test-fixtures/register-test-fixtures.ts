import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AnyResource } from '../../src/registry/define-resource';
import { isAdmin } from '../../src/registry/policy';
import type { ServerDeps } from '../context';
import { hasTable } from '../db/table-model';
import { forbidden, notFound, unprocessable } from '../http/errors';
import { adminPrefix } from '../auth/register-admin-auth';
import { insertRecordInState, statesOf } from './record-in-state';

/** The environments whose data is thrown away: only there may a test make records the API cannot. */
const fixtureEnvironments = new Set(['e2e', 'test']);

/** Whether the server registers its test fixtures (never in production or development). */
export function servesTestFixtures(appEnv: string): boolean {
  return fixtureEnvironments.has(appEnv);
}

/** `POST` here with `{ state, values? }` makes a record of `:resource` in that state. */
export const testFixturePath = `${adminPrefix}/test-fixtures/:resource`;

const bodySchema = z.object({
  state: z.string().min(1),
  /** Values the record takes instead of the copied ones (an order above a limit). */
  values: z.record(z.string(), z.unknown()).optional(),
});

/**
 * The test-fixture route, for journeys that must start from a state only the
 * outside world creates (a PENDING order, a PENDING settlement). It exists
 * only when APP_ENV is 'e2e' or 'test', needs the ADMIN user type, and
 * announces the new record like any other change, so open screens update.
 */
export function registerTestFixtures(
  app: FastifyInstance,
  deps: ServerDeps,
  registry: readonly AnyResource[],
): void {
  if (!servesTestFixtures(deps.config.appEnv)) return;
  app.post<{ Params: { resource: string } }>(
    testFixturePath,
    async (request, reply) => {
      if (!request.user || !isAdmin(request.user))
        throw forbidden('Only ADMIN users may make test fixtures');
      const resource = registry.find((r) => r.name === request.params.resource);
      if (!resource || !hasTable(resource) || statesOf(resource).length === 0)
        throw notFound(`No resource ${request.params.resource} with states`);
      const body = bodySchema.safeParse(request.body ?? {});
      if (!body.success)
        throw unprocessable({
          state: ['Name the state to make the record in'],
        });
      const record = await deps.db.transaction(async (tx) => {
        const inserted = await insertRecordInState(
          tx,
          registry,
          resource,
          body.data.state,
          body.data.values,
        );
        await deps.publish(tx, {
          resource: resource.name,
          type: 'created',
          ids: [Number(inserted.id)],
        });
        return inserted;
      });
      return reply.code(201).send({ data: record });
    },
  );
}
