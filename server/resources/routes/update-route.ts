import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiPaths } from '../../../src/registry/paths';
import { apiRoute } from '../../http/api-route';
import { one } from '../../http/envelopes';
import { requestOrigin } from '../../http/request-origin';
import { updateChange } from '../changes/update-change';
import { requiredVersion, tagReply, withoutVersion } from '../precondition';
import { writeRecord } from '../write-record';
import { sendHeld } from './held-answer';
import {
  recordIdOf,
  type ResourceRoutesContext,
} from './resource-routes-context';

/**
 * `PATCH` (the fields given) and `PUT` (every writable field) on
 * `/admin/{name}/{id}`; both name the version they read (428 without). An
 * edit the entry holds for approval answers 202 with the pending request.
 */
export function registerUpdateRoutes(ctx: ResourceRoutesContext): void {
  const { app, registry, model } = ctx;
  const resource = model.resource;
  const update =
    (mode: 'patch' | 'replace') =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const user = ctx.allow(request, { kind: 'update' }, 'edit');
      const id = recordIdOf(request, resource);
      const expected = requiredVersion(request, resource);
      const outcome = await ctx.deps.db.transaction((tx) =>
        writeRecord(
          tx,
          ctx,
          updateChange({
            registry,
            user,
            model,
            id,
            expected,
            fields: withoutVersion(request.body),
            mode,
            origin: requestOrigin(request),
          }),
        ),
      );
      if ('held' in outcome) return sendHeld(reply, outcome.held);
      tagReply(reply, outcome.ran);
      return one(outcome.ran);
    };
  const path = apiRoute(apiPaths.record(resource.name, ':id'));
  app.patch(path, update('patch'));
  app.put(path, update('replace'));
}
