import type {
  Applied,
  RecordChange,
  Touched,
} from '../resources/record-change';
import type { WireRecord } from '../resources/record-store';
import type { RevisionDraft } from './revisions-store';

/**
 * The revisions one write leaves: the record it made, changed or deleted,
 * as it stood afterwards. A write that changes something other than the
 * record's own fields (a role's member set) leaves none; its audit row
 * says what happened.
 */
export function revisionsOfWrite<Result>(
  change: RecordChange<Result, WireRecord | undefined>,
  before: WireRecord | undefined,
  applied: Applied<Result>,
): RevisionDraft[] {
  if (!applied.isWritten) return [];
  const resource = change.model.resource;
  const common = {
    resource,
    actorId: change.user.id,
    reason: applied.audit.reason,
  };
  const recordId = Number((applied.after ?? before)?.id);
  switch (change.kind) {
    case 'create':
      return applied.after
        ? [
            {
              ...common,
              kind: 'CREATE',
              recordId,
              before,
              record: applied.after,
            },
          ]
        : [];
    case 'update':
      if (!applied.after || !before) return [];
      return [
        {
          ...common,
          kind: change.restoredFrom === undefined ? 'UPDATE' : 'RESTORE',
          // The original (0) is no stored revision to point at.
          restoredFrom: change.restoredFrom || undefined,
          recordId,
          before,
          record: applied.after,
        },
      ];
    case 'action':
      return before && applied.audit.after
        ? [
            {
              ...common,
              kind: 'ACTION',
              verb: change.verb,
              recordId,
              before,
              record: applied.audit.after,
            },
          ]
        : [];
    case 'delete':
      return before
        ? [{ ...common, kind: 'DELETE', recordId, before, record: before }]
        : [];
    case 'import':
      // Stored batch by batch as the import writes (`revisionsOfTouched`).
      return [];
  }
}

/** The revisions of the records a write of many (an import) touched, one batch of them. */
export function revisionsOfTouched<Result>(
  change: RecordChange<Result, WireRecord | undefined>,
  touched: readonly Touched[],
): RevisionDraft[] {
  return touched.map(({ before, after }) => ({
    resource: change.model.resource,
    actorId: change.user.id,
    kind: 'IMPORT',
    recordId: Number(after.id),
    before,
    record: after,
  }));
}
