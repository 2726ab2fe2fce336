import type { AuthUser, ChangeNotice } from '../context';
import type { Db } from '../db/db';
import { writeAudit } from '../audit/write-audit';
import { notFound, unprocessable } from '../http/errors';
import { authorizeRecord } from '../resources/authorize';
import { authorizeOutcome } from '../resources/authorize-outcome';
import { assertFresh, type Expected } from '../resources/precondition';
import {
  selectById,
  updateRecord,
  type WireRecord,
} from '../resources/record-store';
import {
  checkReferences,
  isServerOwned,
  validateRecord,
} from '../resources/validate-record';
import type { DeskContext } from './desk-context';

export interface EnquiryEdit {
  user: AuthUser;
  id: number;
  /** The fields to change, given the record as it is now; throws to refuse. */
  change: (before: WireRecord) => WireRecord;
  expected?: Expected;
  ip: string;
  userAgent: string | undefined;
  /** Further notices to announce with the update (a new message). */
  changes?: ChangeNotice[];
}

/**
 * Changes one enquiry in the caller's transaction as a PATCH would: locks
 * it, checks the version, validates the new values against the registry,
 * writes them, audits and announces the update. A change that changes
 * nothing is not written (nor audited, nor announced).
 */
export async function editEnquiry(
  tx: Db,
  desk: DeskContext,
  edit: EnquiryEdit,
): Promise<WireRecord> {
  const model = desk.models.enquiries;
  const before = await selectById(tx, model, edit.id, true);
  if (!before) throw notFound(`No enquiry with id ${edit.id}`);
  assertFresh(model.resource, before, edit.expected);
  const wanted = edit.change(before);
  // Server-set fields (the last message's time) are the server's to write;
  // the rest is checked as a client's PATCH would be.
  const writable = Object.fromEntries(
    Object.entries(wanted).filter(([name]) => {
      const col = model.byName.get(name);
      return col && !isServerOwned(name, col.field);
    }),
  );
  const checked = validateRecord(model, writable, 'patch', before);
  const errors = checked.errors;
  await checkReferences(
    tx,
    desk.registry,
    model,
    [checked.values],
    () => errors,
  );
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  authorizeRecord(edit.user, model.resource, 'update', before, checked.values);
  const changed = Object.entries(wanted).some(
    ([name, value]) => JSON.stringify(before[name]) !== JSON.stringify(value),
  );
  if (!changed) return before;
  const after = await updateRecord(tx, model, edit.id, wanted);
  if (!after) throw notFound(`No enquiry with id ${edit.id}`);
  await authorizeOutcome(tx, {
    registry: desk.registry,
    user: edit.user,
    resource: model.resource,
    verb: 'update',
    record: after,
  });
  await writeAudit(tx, desk.registry, {
    actorId: edit.user.id,
    kind: 'UPDATE',
    resource: model.resource.name,
    recordId: edit.id,
    before,
    after,
    ip: edit.ip,
    userAgent: edit.userAgent,
  });
  await desk.deps.publish(
    tx,
    { resource: model.resource.name, type: 'updated', ids: [edit.id] },
    ...(edit.changes ?? []),
  );
  return after;
}
