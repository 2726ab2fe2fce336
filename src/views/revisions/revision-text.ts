import type { AnyResource } from '../../registry/define-resource';
import type { RevisionSummary } from '../../registry/revisions';

/**
 * What a revision was, in words: "Edited", "Suspend", "Restored revision 2",
 * "As first recorded". An action reads by its button's label, as the user
 * pressed it.
 */
export function revisionWhat(
  resource: AnyResource,
  revision: Pick<RevisionSummary, 'kind' | 'verb' | 'restoredFrom'>,
): string {
  switch (revision.kind) {
    case 'ORIGINAL':
      return 'As first recorded';
    case 'CREATE':
      return 'Created';
    case 'UPDATE':
      return 'Edited';
    case 'IMPORT':
      return 'Imported from CSV';
    case 'DELETE':
      return 'Deleted';
    case 'RESTORE':
      return revision.restoredFrom === null
        ? 'Restored as first recorded'
        : `Restored revision ${revision.restoredFrom}`;
    case 'ACTION': {
      const verb = revision.verb ?? '';
      return resource.actions?.[verb]?.label ?? verb;
    }
  }
}

/** The labels of the fields a revision changed, in its order: "Commission, Brand name". */
export function changedLabels(
  resource: AnyResource,
  revision: Pick<RevisionSummary, 'changes'>,
): string[] {
  return revision.changes.map(
    (change) => resource.fields[change.field]?.label ?? change.field,
  );
}
