import { apiPaths } from '../../../src/registry/paths';
import { apiRoute } from '../../http/api-route';
import { one } from '../../http/envelopes';
import { notFound } from '../../http/errors';
import { requestOrigin } from '../../http/request-origin';
import { actionChange } from '../changes/action-change';
import { expectedVersion, tagReply } from '../precondition';
import { withWarnings } from '../record-warnings';
import { writeRecord } from '../write-record';
import { sendHeld } from './held-answer';
import {
  recordIdOf,
  type ResourceRoutesContext,
} from './resource-routes-context';

/**
 * `POST /admin/{name}/{id}/{action}`: one action on one record; If-Match is
 * checked when sent. A call the entry holds for approval answers 202 with
 * the pending approval request.
 */
export function registerActionRoute(ctx: ResourceRoutesContext): void {
  const { app, registry, model } = ctx;
  const resource = model.resource;
  app.post(
    apiRoute(apiPaths.action(resource.name, ':id', ':action')),
    async (request, reply) => {
      const { action } = request.params as { action: string };
      if (!resource.actions?.[action])
        throw notFound(`${resource.label.many} have no action ${action}`);
      const user = ctx.allow(request, { kind: 'action', action });
      const id = recordIdOf(request, resource);
      const change = actionChange({
        registry,
        user,
        model,
        verb: action,
        id,
        body: request.body,
        expected: expectedVersion(request),
        origin: requestOrigin(request),
      });
      const outcome = await ctx.deps.db.transaction((tx) =>
        writeRecord(tx, ctx, change),
      );
      // Held for approval: nothing ran yet; the answer is the request.
      if ('held' in outcome) return sendHeld(reply, outcome.held);
      const written = outcome.ran;
      tagReply(reply, written);
      const [record = written] = await withWarnings(ctx.deps.db, resource, [
        written,
      ]);
      return one(record);
    },
  );
}
