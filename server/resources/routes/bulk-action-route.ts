import { apiPaths } from '../../../src/registry/paths';
import { apiRoute } from '../../http/api-route';
import { maxBulkIds } from '../../http/bulk-ids';
import { one } from '../../http/envelopes';
import { ApiError, unprocessable } from '../../http/errors';
import { requestOrigin } from '../../http/request-origin';
import { actionChange } from '../changes/action-change';
import { recordWarnings } from '../record-warnings';
import { writeRecord } from '../write-record';
import type { ResourceRoutesContext } from './resource-routes-context';

function bulkIds(body: unknown): number[] {
  const ids =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>).ids
      : undefined;
  if (!Array.isArray(ids) || ids.length === 0)
    throw unprocessable({
      ids: ['Send { "ids": [1, 2, …] } with at least one id'],
    });
  if (ids.length > maxBulkIds)
    throw unprocessable({ ids: [`At most ${maxBulkIds} ids at a time`] });
  if (
    !ids.every(
      (id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0,
    )
  ) {
    throw unprocessable({ ids: ['Every id must be a positive whole number'] });
  }
  return [...new Set(ids as number[])];
}

/**
 * `POST /admin/{name}/bulk-{verb}` for each action declared `bulk`: the
 * action on every id, with a report of which succeeded, why others failed,
 * which are held for approval (one request per row) and, where the entry
 * declares a check, each row's warnings.
 */
export function registerBulkActionRoutes(ctx: ResourceRoutesContext): void {
  const { app, registry, model } = ctx;
  const resource = model.resource;
  for (const [verb, spec] of Object.entries(resource.actions ?? {})) {
    if (!spec.bulk) continue;
    app.post(
      apiRoute(apiPaths.bulkAction(resource.name, verb)),
      async (request) => {
        const user = ctx.allow(request, { kind: 'action', action: verb });
        const ids = bulkIds(request.body);
        const succeeded: number[] = [];
        const failed: { id: number; message: string }[] = [];
        const held: { id: number; requestId: number }[] = [];
        // One transaction per record: a record in the wrong state fails
        // alone, and each record's changes are announced as it commits.
        for (const id of ids) {
          try {
            const change = actionChange({
              registry,
              user,
              model,
              verb,
              id,
              body: request.body,
              origin: requestOrigin(request),
            });
            const outcome = await ctx.deps.db.transaction((tx) =>
              writeRecord(tx, ctx, change),
            );
            if ('held' in outcome)
              held.push({ id, requestId: Number(outcome.held.id) });
            else succeeded.push(id);
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            failed.push({ id, message: error.message });
          }
        }
        // Beside each row's outcome, what is wrong with it (a payout into
        // someone else's account), so a bulk run does not pass it silently.
        const found = await recordWarnings(ctx.deps.db, resource, ids);
        const warnings = ids.flatMap((id) => {
          const list = found.get(id) ?? [];
          return list.length > 0 ? [{ id, warnings: list }] : [];
        });
        return one({
          succeeded,
          failed,
          // Rows whose call waits for approval, each with its request.
          ...(held.length > 0 && { held }),
          ...(resource.warnings && { warnings }),
        });
      },
    );
  }
}
