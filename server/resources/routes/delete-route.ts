import { apiPaths } from '../../../src/registry/paths';
import { apiRoute } from '../../http/api-route';
import { requestOrigin } from '../../http/request-origin';
import { deleteChange } from '../changes/delete-change';
import { expectedVersion } from '../precondition';
import { writeRecord } from '../write-record';
import {
  recordIdOf,
  type ResourceRoutesContext,
} from './resource-routes-context';

/** `DELETE /admin/{name}/{id}`: 204; If-Match is checked when sent. */
export function registerDeleteRoute(ctx: ResourceRoutesContext): void {
  const { app, registry, model } = ctx;
  const resource = model.resource;
  app.delete(
    apiRoute(apiPaths.record(resource.name, ':id')),
    async (request, reply) => {
      const user = ctx.allow(request, { kind: 'delete' }, 'delete');
      const id = recordIdOf(request, resource);
      const expected = expectedVersion(request);
      await ctx.deps.db.transaction((tx) =>
        writeRecord(
          tx,
          ctx,
          deleteChange({
            registry,
            user,
            model,
            id,
            expected,
            origin: requestOrigin(request),
          }),
        ),
      );
      return reply.status(204).send();
    },
  );
}
