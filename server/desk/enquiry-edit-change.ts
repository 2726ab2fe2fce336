import type { AuthUser } from '../context';
import { notFound } from '../http/errors';
import type { RequestOrigin } from '../http/request-origin';
import type { Expected } from '../resources/precondition';
import type { ChangeOfRecord } from '../resources/record-change';
import { updateRecord, type WireRecord } from '../resources/record-store';
import {
  isServerOwned,
  validateRecord,
  validValues,
} from '../resources/validate-record';
import type { DeskContext } from './desk-context';

export interface EnquiryEdit {
  user: AuthUser;
  id: number;
  /** The fields to change, given the record as it is now; throws to refuse. */
  change: (before: WireRecord) => WireRecord;
  expected?: Expected;
  origin: RequestOrigin;
}

/**
 * A desk change of one enquiry (a label, a move, an assignee, a reply's
 * time), written as a PATCH would be. A change that changes nothing is not
 * written (nor audited, nor announced).
 */
export function enquiryEditChange(
  desk: DeskContext,
  edit: EnquiryEdit,
): ChangeOfRecord<WireRecord> {
  const model = desk.models.enquiries;
  return {
    kind: 'update',
    verb: 'update',
    user: edit.user,
    model,
    origin: edit.origin,
    target: { id: edit.id, expected: edit.expected },
    async check(tx, before) {
      const wanted = edit.change(before);
      // Server-set fields (the last message's time) are the server's to
      // write; the rest is checked as a client's PATCH would be.
      const writable = Object.fromEntries(
        Object.entries(wanted).filter(([name]) => {
          const col = model.byName.get(name);
          return col && !isServerOwned(name, col.field);
        }),
      );
      await validValues(
        tx,
        desk.registry,
        model,
        validateRecord(model, writable, 'patch', before),
      );
      return wanted;
    },
    async apply(tx, before, wanted) {
      const changed = Object.entries(wanted).some(
        ([name, value]) =>
          JSON.stringify(before[name]) !== JSON.stringify(value),
      );
      if (!changed) return { isWritten: false, result: before };
      const after = await updateRecord(tx, model, edit.id, wanted);
      if (!after) throw notFound(`No enquiry with id ${edit.id}`);
      return {
        isWritten: true,
        result: after,
        after,
        audit: { kind: 'UPDATE', recordId: edit.id, before, after },
        notices: [
          { resource: model.resource.name, type: 'updated', ids: [edit.id] },
        ],
      };
    },
  };
}
