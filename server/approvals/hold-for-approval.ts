import { needsApproval } from '../../src/registry/approval';
import type { AnyResource } from '../../src/registry/define-resource';
import type { AuditEntry } from '../audit/write-audit';
import type { ChangeNotice } from '../context';
import type { Db } from '../db/db';
import { tableModel } from '../db/table-model';
import type { ApprovalHold, RecordChange } from '../resources/record-change';
import { insertRecords, type WireRecord } from '../resources/record-store';
import { approvalRequestsName, audienceOf } from './approval-audience';

/** A call held for approval: the stored request, its audit row and its notice. */
export interface Held {
  request: WireRecord;
  audit: Omit<AuditEntry, 'actorId' | 'ip' | 'userAgent'>;
  notices: ChangeNotice[];
}

/** "Cancel and refund order ORD0000042": what the queue calls a request. */
function summaryOf(
  resource: AnyResource,
  label: string,
  record: WireRecord,
): string {
  const title = resource.titleField ? record[resource.titleField] : undefined;
  const name =
    typeof title === 'string' || typeof title === 'number'
      ? String(title)
      : `#${String(record.id)}`;
  return `${label} ${resource.label.one.toLowerCase()} ${name}`.slice(0, 300);
}

/**
 * Stores an action call as a pending approval request instead of running
 * it, when its entry declares `approval` and the call meets the condition
 * (judged on the stored record with the action's input over it). Called by
 * `writeRecord` after the checks that judge the call as it is made
 * (validation, the policy, the state machine), so what is held could run.
 *
 * @returns undefined when the call runs now.
 */
export async function holdForApproval(
  tx: Db,
  registry: readonly AnyResource[],
  change: Pick<RecordChange<unknown>, 'user' | 'model' | 'verb'> & {
    approval?: Pick<ApprovalHold<unknown>, 'payload' | 'expected'>;
  },
  before: WireRecord,
): Promise<Held | undefined> {
  const hold = change.approval;
  const resource = change.model.resource;
  const action = resource.actions?.[change.verb];
  if (!hold || !action) return undefined;
  if (!needsApproval(action, { ...before, ...hold.payload }, change.user))
    return undefined;
  const entry = registry.find((r) => r.name === approvalRequestsName);
  if (!entry)
    throw new Error(
      `${resource.name}.${change.verb} declares approval, but the registry has no ${approvalRequestsName} entry to hold it in`,
    );
  const [request] = await insertRecords(tx, tableModel(entry), [
    {
      summary: summaryOf(resource, action.label, before),
      resource: resource.name,
      recordId: Number(before.id),
      action: change.verb,
      payload: hold.payload,
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
