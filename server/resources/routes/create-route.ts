import { apiPaths } from '../../../src/registry/paths';
import { apiRoute } from '../../http/api-route';
import { one } from '../../http/envelopes';
import { requestOrigin } from '../../http/request-origin';
import { createChange } from '../changes/create-change';
import { tagReply } from '../precondition';
import { writeRecord } from '../write-record';
import type { ResourceRoutesContext } from './resource-routes-context';

/** `POST /admin/{name}`: 201 with the new record and its ETag. */
export function registerCreateRoute(ctx: ResourceRoutesContext): void {
  const { app, registry, model } = ctx;
  app.post(
    apiRoute(apiPaths.collection(model.resource.name)),
    async (request, reply) => {
      const user = ctx.allow(request, { kind: 'create' }, 'create');
      const record = await ctx.deps.db.transaction((tx) =>
        writeRecord(
          tx,
          ctx,
          createChange({
            registry,
            user,
            model,
            body: request.body,
            origin: requestOrigin(request),
          }),
        ),
      );
      tagReply(reply, record);
      return reply.status(201).send(one(record));
    },
  );
}
