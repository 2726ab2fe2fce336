import type { FastifyInstance } from 'fastify';
import type { AnyResource } from '../../src/registry/define-resource';
import { apiPaths } from '../../src/registry/paths';
import type { ServerDeps } from '../context';
import { hasTable } from '../db/table-model';
import { apiRoute } from '../http/api-route';
import { one } from '../http/envelopes';
import { ApiError, notFound } from '../http/errors';
import { requestOrigin } from '../http/request-origin';
import { payloadOf } from '../resources/changes/action-change';
import { readReason } from '../resources/changes/read-reason';
import { resourceRoutesContext } from '../resources/routes/resource-routes-context';
import { readJob } from './bulk-jobs-store';
import { jobTarget } from './job-target';
import type { BulkJobs } from './start-bulk-jobs';

/** The job id of `GET /admin/bulk-jobs/:id`, or a 404 naming what was asked for. */
function jobIdOf(params: unknown): number {
  const raw = (params as { id?: unknown }).id;
  const text = typeof raw === 'string' ? raw : '';
  const id = /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id))
    throw notFound(`No bulk job with id ${JSON.stringify(text.slice(0, 40))}`);
  return id;
}

/**
 * `POST /admin/{name}/bulk-{verb}/jobs` for each action declared `bulk`:
 * the bulk call for more rows than one request should hold (ids, or every
 * row a list filter matches now), answered 202 with the job once stored;
 * it runs in the background. `GET /admin/bulk-jobs/{id}`: the job's
 * progress and report, for its owner alone.
 */
export function registerBulkJobRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  registry: readonly AnyResource[],
  jobs: BulkJobs,
): void {
  for (const resource of registry.filter(hasTable)) {
    const ctx = resourceRoutesContext(app, deps, registry, resource);
    for (const [verb, spec] of Object.entries(resource.actions ?? {})) {
      if (!spec.bulk) continue;
      app.post(
        apiRoute(apiPaths.bulkActionJobs(resource.name, verb)),
        async (request, reply) => {
          const user = ctx.allow(request, { kind: 'action', action: verb });
          // A reason every row would refuse is refused once, before any row.
          readReason(spec, request.body);
          const ids = await jobTarget(
            deps.db,
            { registry, user },
            ctx.model,
            request.body,
          );
          const job = await jobs.start({
            ownerId: user.id,
            resource: resource.name,
            action: verb,
            input: payloadOf(spec, request.body),
            origin: requestOrigin(request),
            ids,
          });
          return reply.code(202).send(one(job));
        },
      );
    }
  }

  app.get(apiRoute(apiPaths.bulkJob(':id')), async (request) => {
    const user = request.user;
    if (!user) throw new ApiError(401, 'Sign in first');
    const id = jobIdOf(request.params);
    // Anyone else's job is as good as none: its report names rows its
    // owner may see.
    const job = await readJob(deps.db, id, user.id);
    if (!job) throw notFound(`No bulk job with id ${id}`);
    return one(job);
  });
}
