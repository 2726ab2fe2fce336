import { apiPaths } from '../../../src/registry/paths';
import { apiRoute } from '../../http/api-route';
import { maxBulkIds, readBulkIds } from '../../http/bulk-ids';
import { one } from '../../http/envelopes';
import { requestOrigin } from '../../http/request-origin';
import { bulkWarnings, runBulkActionRow } from '../bulk-action-row';
import type { ResourceRoutesContext } from './resource-routes-context';

/**
 * `POST /admin/{name}/bulk-{verb}` for each action declared `bulk`: the
 * action on every id, with a report of which succeeded, why others failed,
 * which are held for approval (one request per row) and, where the entry
 * declares a check, each row's warnings. More rows than one call takes run
 * as a job (server/bulk-jobs).
 */
export function registerBulkActionRoutes(ctx: ResourceRoutesContext): void {
  const { app, model } = ctx;
  const resource = model.resource;
  for (const [verb, spec] of Object.entries(resource.actions ?? {})) {
    if (!spec.bulk) continue;
    app.post(
      apiRoute(apiPaths.bulkAction(resource.name, verb)),
      async (request) => {
        const user = ctx.allow(request, { kind: 'action', action: verb });
        const ids = readBulkIds(request.body, maxBulkIds);
        const call = {
          user,
          model,
          verb,
          body: request.body,
          origin: requestOrigin(request),
        };
        const succeeded: number[] = [];
        const failed: { id: number; message: string }[] = [];
        const held: { id: number; requestId: number }[] = [];
        for (const id of ids) {
          const row = await runBulkActionRow(ctx, call, id);
          if (row.outcome === 'SUCCEEDED') succeeded.push(id);
          else if (row.outcome === 'HELD')
            held.push({ id, requestId: row.requestId });
          else failed.push({ id, message: row.message });
        }
        return one({
          succeeded,
          failed,
          // Rows whose call waits for approval, each with its request.
          ...(held.length > 0 && { held }),
          ...(resource.warnings && {
            warnings: await bulkWarnings(ctx.deps.db, resource, ids),
          }),
        });
      },
    );
  }
}
