import { quoteIdent, tableModel } from '../db/table-model';
import { ApiError, forbidden } from '../http/errors';
import { actionChange } from '../resources/changes/action-change';
import type { EffectContext } from '../resources/effects';
import { updateRecord, type WireRecord } from '../resources/record-store';
import { abilityFor } from '../resources/authorize';
import { writeRecord } from '../resources/write-record';
import { heldActionOf } from './approval-audience';

/** The requester's name for the audit row of the call they asked for. */
async function requesterName(
  ctx: EffectContext,
  userId: number,
): Promise<string> {
  const users = ctx.registry.find((r) => r.name === 'users');
  const model = users && tableModel(users);
  const column = model?.byName.get('name')?.column;
  if (!model || !column) return `user #${userId}`;
  const { rows } = await ctx.tx.query<{ name: string }>(
    `SELECT ${quoteIdent(column)} AS name FROM ${quoteIdent(model.table)} WHERE id = $1`,
    [userId],
  );
  return rows[0]?.name ?? `user #${userId}`;
}

/**
 * The `approve` effect of approval requests: runs the held call through
 * `writeRecord` exactly as it was asked (its reason, its input, the version
 * the requester saw), as the approver, in the approval's transaction: the
 * approve key is what lets them, beside reading the record. When
 * the record moved on or its state no longer allows the action, that run
 * is undone alone and the request ends FAILED, saying why, so both people
 * see it. Of two approvals at once, the second waits for the request's row
 * lock, finds it decided and gets a 409: the call runs once.
 *
 * @throws ApiError 403 when the approver may not read the record the call changes.
 */
export async function runHeldAction(
  ctx: EffectContext,
): Promise<WireRecord | undefined> {
  const request = ctx.after;
  const model = tableModel(ctx.resource);
  const fail = async (reason: string) =>
    await updateRecord(ctx.tx, model, Number(request.id), {
      status: 'FAILED',
      failureReason: reason.slice(0, 2000),
    });
  const held = heldActionOf(ctx.registry, request);
  if (!held)
    return await fail(
      `${String(request.resource)} have no action ${String(request.action)} any more`,
    );
  const { resource, verb } = held;
  // What the approver may not see, they may not let happen.
  if (!abilityFor(ctx.user, resource).can('read', resource.subject))
    throw forbidden(
      `Approving this changes ${resource.label.many.toLowerCase()}, which you may not read`,
    );
  const change = actionChange({
    registry: ctx.registry,
    user: ctx.user,
    model: tableModel(resource),
    verb,
    id: Number(request.recordId),
    body: request.payload ?? {},
    expected:
      typeof request.expectedVersion === 'number'
        ? request.expectedVersion
        : undefined,
    origin: ctx.origin,
    approvedRequest: {
      requester: await requesterName(ctx, Number(request.requestedBy)),
    },
  });
  const scope = ctx.scope;
  if (!scope)
    throw new Error(
      'An approval runs through writeRecord, which gives its effect the scope',
    );
  await ctx.tx.query('SAVEPOINT held_action');
  try {
    await writeRecord(ctx.tx, scope, change);
    await ctx.tx.query('RELEASE SAVEPOINT held_action');
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await ctx.tx.query('ROLLBACK TO SAVEPOINT held_action');
    return await fail(error.message);
  }
}
