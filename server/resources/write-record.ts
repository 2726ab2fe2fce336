import type { AnyResource } from '../../src/registry/define-resource';
import { keepsRevisions } from '../../src/registry/revisions';
import { withApprovalAudience } from '../approvals/approval-audience';
import { holdForApproval } from '../approvals/hold-for-approval';
import { writeAudit } from '../audit/write-audit';
import type { ServerDeps } from '../context';
import type { Db } from '../db/db';
import type { TableModel } from '../db/table-model';
import { notFound } from '../http/errors';
import {
  revisionsOfTouched,
  revisionsOfWrite,
} from '../revisions/revisions-of-write';
import { storeRevisions } from '../revisions/revisions-store';
import { authorize, authorizeRecord } from './authorize';
import { authorizeOutcome } from './authorize-outcome';
import {
  assertAnAdminRemains,
  guardAccountWrite,
  touchesAccounts,
} from './guard-accounts';
import { guardBuiltIn } from './guard-built-in';
import { assertFresh } from './precondition';
import type {
  ChangeOfNewRecords,
  ChangeOfRecord,
  RecordChange,
  WriteTarget,
} from './record-change';
import { selectById, type WireRecord } from './record-store';

/** What every write needs from the server: the registry and the announcer. */
export interface WriteScope {
  deps: ServerDeps;
  registry: readonly AnyResource[];
}

/** The stored record, locked until the transaction ends and at the version the caller read. */
async function lockTarget(
  tx: Db,
  model: TableModel,
  target: WriteTarget,
): Promise<WireRecord> {
  const resource = model.resource;
  const before = await selectById(tx, model, target.id, true);
  if (!before)
    throw notFound(
      `No ${resource.label.one.toLowerCase()} with id ${target.id}`,
    );
  assertFresh(resource, before, target.expected);
  return before;
}

async function runSteps<Result, Before extends WireRecord | undefined>(
  tx: Db,
  scope: WriteScope,
  change: RecordChange<Result, Before>,
  before: Before,
): Promise<Result> {
  const { registry } = scope;
  const { user, kind, verb } = change;
  const resource = change.model.resource;
  const values = await change.check(tx, before);
  // An approved call runs with its requester's authority as it stands now
  // (their route checked it when they asked), audited as its approver's act.
  const authority = change.onBehalfOf ?? user;
  if (change.onBehalfOf)
    authorize(
      authority,
      resource,
      kind === 'action' ? { kind, action: verb } : { kind },
    );
  authorizeRecord(authority, resource, verb, before, values);
  if (before)
    guardBuiltIn(
      resource,
      kind === 'delete' ? 'delete' : 'update',
      before,
      values,
    );
  if (touchesAccounts(resource))
    await guardAccountWrite(tx, {
      registry,
      user: authority,
      resource,
      verb,
      record: before ?? values,
      values,
    });
  await change.guard?.(tx, before);
  // A call its entry holds for approval stops here, judged as it was made.
  const held = before
    ? await holdForApproval(tx, registry, change, before, values)
    : undefined;
  if (held && change.approval) {
    await writeAudit(tx, registry, {
      ...held.audit,
      actorId: user.id,
      ip: change.origin.ip,
      userAgent: change.origin.userAgent,
    });
    await scope.deps.publish(tx, ...held.notices);
    return change.approval.held(held.request);
  }
  const keepsHistory = keepsRevisions(resource);
  const applied = await change.apply(tx, before, values, {
    ...scope,
    touched: async (records) => {
      if (keepsHistory)
        await storeRevisions(tx, revisionsOfTouched(change, records));
    },
  });
  if (!applied.isWritten) return applied.result;
  // The checks above judged the record as it was; these judge what the
  // write left, and a refusal rolls the write back.
  if (applied.after && (kind === 'create' || kind === 'update'))
    await authorizeOutcome(tx, {
      registry,
      user: authority,
      resource,
      verb: kind,
      record: applied.after,
    });
  if (before && touchesAccounts(resource)) await assertAnAdminRemains(tx);
  await writeAudit(tx, registry, {
    ...applied.audit,
    actorId: user.id,
    resource: resource.name,
    ip: change.origin.ip,
    userAgent: change.origin.userAgent,
  });
  if (keepsHistory)
    await storeRevisions(tx, revisionsOfWrite(change, before, applied));
  await scope.deps.publish(
    tx,
    ...withApprovalAudience(registry, resource, before, applied.notices),
  );
  return applied.result;
}

/**
 * The one path every change of a registry record takes, in the caller's
 * transaction: lock the stored record and check its version → the change's
 * values against the entry and its references → the record-level policy →
 * built-in records and accounts, then the change's own state rules → write
 * → the policy and the last active admin again, on what the write left →
 * audit and revision (a write of many stores its records' revisions batch
 * by batch, as it writes them) → announce. A rule that concerns every write
 * (revisions, approvals, locks) belongs here, once.
 *
 * @example
 * const record = await db.transaction((tx) =>
 *   writeRecord(tx, { deps, registry }, updateChange({ registry, user, model, id, body, mode: 'patch', origin })),
 * );
 */
export async function writeRecord<Result>(
  tx: Db,
  scope: WriteScope,
  change: ChangeOfRecord<Result> | ChangeOfNewRecords<Result>,
): Promise<Result> {
  if (change.target === undefined)
    return runSteps(tx, scope, change, undefined);
  return runSteps(
    tx,
    scope,
    change,
    await lockTarget(tx, change.model, change.target),
  );
}
