import { editOperation, setOperation } from '../../src/registry/approval';
import { memberSetsOf } from '../../src/registry/show-sections';
import { currentAuthority } from '../auth/user-authority';
import { tableModel } from '../db/table-model';
import { ApiError, forbidden } from '../http/errors';
import { actionChange } from '../resources/changes/action-change';
import type { ApprovedRequest } from '../resources/changes/approved-request';
import { memberSetChange } from '../resources/changes/member-set-change';
import { updateChange } from '../resources/changes/update-change';
import type { EffectContext } from '../resources/effects';
import { memberSetTable } from '../resources/member-set-table';
import type { Expected } from '../resources/precondition';
import type {
  ChangeOfRecord,
  HoldableOutcome,
} from '../resources/record-change';
import { updateRecord, type WireRecord } from '../resources/record-store';
import { writeRecord } from '../resources/write-record';
import { heldCallOf } from './approval-audience';
import { mayApproveOn } from './may-approve';

/** The held call, rebuilt as the change it was: an action, an edit or a set change. */
function heldChange(
  ctx: EffectContext,
  held: NonNullable<ReturnType<typeof heldCallOf>>,
  approvedRequest: ApprovedRequest,
): ChangeOfRecord<HoldableOutcome> | undefined {
  const request = ctx.after;
  const payload = (request.payload ?? {}) as WireRecord;
  // Stored as null when the caller sent If-Match: * (or, on an action, none).
  const expected: Expected | undefined =
    typeof request.expectedVersion === 'number'
      ? request.expectedVersion
      : undefined;
  const base = {
    registry: ctx.registry,
    user: ctx.user,
    model: tableModel(held.resource),
    id: Number(request.recordId),
    origin: ctx.origin,
    approvedRequest,
  };
  const name = held.operation.name;
  if (held.resource.actions?.[name])
    return actionChange({ ...base, verb: name, body: payload, expected });
  if (name === editOperation)
    return updateChange({
      ...base,
      fields: payload,
      mode: 'patch',
      expected: expected ?? 'any',
    });
  const set = memberSetsOf(ctx.registry, held.resource).find(
    (found) => setOperation(found.section) === name,
  );
  const wanted = set && payload[set.key];
  if (!set || !Array.isArray(wanted)) return undefined;
  return memberSetChange({
    ...base,
    owner: base.model,
    table: memberSetTable(set),
    wanted: wanted.map(Number),
    expected: expected ?? 'any',
  });
}

/**
 * The `approve` effect of approval requests: runs the held call through
 * `writeRecord` exactly as it was asked (its input, the version the
 * requester saw), in the approval's transaction. It runs with the
 * requester's authority as they hold it now, and the approver, who acts
 * and is audited, must be allowed to let it through (`approverNeeds`).
 * When the record moved on, its state no longer allows the call or the
 * requester lost the right, that run is undone alone and the request ends
 * FAILED, saying why, so both people see it. Of two approvals at once, the
 * second waits for the request's row lock, finds it decided and gets a
 * 409: the call runs once.
 *
 * @throws ApiError 403 when the approver may not let this call through.
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
  const held = heldCallOf(ctx.registry, request);
  if (!held)
    return await fail(
      `${String(request.resource)} no longer hold ${String(request.action)} for approval`,
    );
  const { resource } = held;
  if (!mayApproveOn(ctx.user, ctx.registry, resource))
    throw forbidden(
      resource.authority
        ? `Only another admin approves a change of ${resource.label.many.toLowerCase()}`
        : `Approving this changes ${resource.label.many.toLowerCase()}, which you may not read`,
    );
  const requester = await currentAuthority(ctx.tx, Number(request.requestedBy));
  if (!requester)
    return await fail('The requester’s account is suspended or gone');
  const change = heldChange(ctx, held, { requester });
  if (!change) return await fail('The request’s payload is not a call');
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
