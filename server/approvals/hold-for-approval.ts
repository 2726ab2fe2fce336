import { heldOperationOf, needsApproval } from '../../src/registry/approval';
import { authorityField, isAdmin } from '../../src/registry/policy';
import type { AnyResource } from '../../src/registry/define-resource';
import type { AuditEntry } from '../audit/write-audit';
import type { ChangeNotice } from '../context';
import type { Db } from '../db/db';
import { quoteIdent, resolveTarget, tableModel } from '../db/table-model';
import type { ApprovalHold, RecordChange } from '../resources/record-change';
import { insertRecords, type WireRecord } from '../resources/record-store';
import { approvalRequestsName, audienceOf } from './approval-audience';

/** A call held for approval: the stored request, its audit row and its notice. */
export interface Held {
  request: WireRecord;
  audit: Omit<AuditEntry, 'actorId' | 'ip' | 'userAgent'>;
  notices: ChangeNotice[];
}

/**
 * What the queue calls a request: "Cancel and refund order ORD0000042",
 * "Payout account change for outlet Kedai Pelita".
 */
function summaryOf(
  resource: AnyResource,
  operation: { name: string; label: string },
  record: WireRecord,
): string {
  const title = resource.titleField ? record[resource.titleField] : undefined;
  const name =
    typeof title === 'string' || typeof title === 'number'
      ? String(title)
      : `#${String(record.id)}`;
  const joint = resource.actions?.[operation.name] ? '' : ' for';
  return `${operation.label}${joint} ${resource.label.one.toLowerCase()} ${name}`.slice(
    0,
    300,
  );
}

/**
 * Whether an active admin other than `userId` exists to approve an admin's
 * held call. The users entry is the one whose authority field ranks them.
 */
async function anotherAdminExists(
  tx: Db,
  registry: readonly AnyResource[],
  userId: number,
): Promise<boolean> {
  const users = resolveTarget(registry, 'users');
  const ranked = users && authorityField(users);
  const model = users && tableModel(users);
  const rank = ranked && model?.byName.get(ranked)?.column;
  const status =
    users?.stateField && model?.byName.get(users.stateField)?.column;
  if (!model || !rank) return false;
  const { rows } = await tx.query(
    `SELECT 1 FROM ${quoteIdent(model.table)} WHERE ${quoteIdent(rank)} = 'ADMIN' AND id <> $1${status ? ` AND ${quoteIdent(status)} = 'ACTIVE'` : ''} LIMIT 1`,
    [userId],
  );
  return rows.length > 0;
}

/**
 * Stores a call as a pending approval request instead of running it, when
 * its entry declares approval on it and the call meets the condition
 * (judged on the stored record with the call's values over it). Called by
 * `writeRecord` after the checks that judge the call as it is made
 * (validation, the policy, the state machine), so what is held could run.
 *
 * @returns undefined when the call runs now.
 */
export async function holdForApproval(
  tx: Db,
  registry: readonly AnyResource[],
  change: Pick<RecordChange<unknown>, 'user' | 'model'> & {
    approval?: Omit<ApprovalHold<unknown>, 'held'>;
  },
  before: WireRecord,
  values: WireRecord,
): Promise<Held | undefined> {
  const hold = change.approval;
  const resource = change.model.resource;
  const operation = hold && heldOperationOf(resource, hold.operation);
  if (!hold || !operation) return undefined;
  const after = { ...before, ...hold.payload, ...values };
  if (!needsApproval(operation, after, change.user, before)) return undefined;
  // Four eyes need two people: with no other admin, an admin's call runs.
  if (
    isAdmin(change.user) &&
    !(await anotherAdminExists(tx, registry, change.user.id))
  )
    return undefined;
  const details = await hold.describe?.(tx, before, values);
  if (details?.length === 0) return undefined;
  const entry = registry.find((r) => r.name === approvalRequestsName);
  if (!entry)
    throw new Error(
      `${resource.name}.${operation.name} declares approval, but the registry has no ${approvalRequestsName} entry to hold it in`,
    );
  const [request] = await insertRecords(tx, tableModel(entry), [
    {
      summary: summaryOf(resource, operation, before),
      resource: resource.name,
      recordId: Number(before.id),
      action: operation.name,
      payload: hold.payload ?? values,
      details: details?.join('\n').slice(0, 4000) ?? null,
      expectedVersion: typeof hold.expected === 'number' ? hold.expected : null,
      status: 'PENDING',
      requestedBy: change.user.id,
    },
  ]);
  if (!request) throw new Error('The approval request was not stored');
  return {
    request,
    audit: {
      kind: 'CREATE',
      resource: entry.name,
      recordId: Number(request.id),
      after: request,
    },
    notices: [
      {
        resource: entry.name,
        type: 'created',
        ids: [Number(request.id)],
        audience: audienceOf(registry, request),
      },
    ],
  };
}
