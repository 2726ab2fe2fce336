import type { AnyResource } from '../../../src/registry/define-resource';
import { restoredValues } from '../../../src/registry/revisions';
import type { AuthUser } from '../../context';
import type { TableModel } from '../../db/table-model';
import { ApiError, notFound } from '../../http/errors';
import type { RequestOrigin } from '../../http/request-origin';
import { readRevision } from '../../revisions/revisions-store';
import type { Expected } from '../precondition';
import type { ChangeOfRecord, HoldableOutcome } from '../record-change';
import { validateRecord, validValues } from '../validate-record';
import { updateChange } from './update-change';

/**
 * `POST /admin/{name}/{id}/revisions/{revisionId}/restore`: an edit that
 * sets the fields an edit may change to a past revision's values, judged
 * on the record as locked (its version, validation, references, the
 * policy), and leaves a revision of its own that names the one it brought
 * back. History is never rewritten.
 */
export function restoreChange(input: {
  registry: readonly AnyResource[];
  user: AuthUser;
  model: TableModel;
  id: number;
  expected: Expected;
  /** The revision to bring back; 0 is the record before its first revision. */
  revisionId: number;
  reason: string | undefined;
  origin: RequestOrigin;
}): ChangeOfRecord<HoldableOutcome> {
  const { registry, model, id, revisionId } = input;
  const resource = model.resource;
  const what = resource.label.one.toLowerCase();
  // The edit's own write; what it sets comes from the revision, in `check`.
  const update = updateChange({ ...input, fields: {}, mode: 'patch' });
  let restoredNumber = revisionId;
  return {
    ...update,
    restoredFrom: revisionId,
    async check(tx, before) {
      const revision = await readRevision(tx, resource, id, revisionId);
      if (!revision)
        throw notFound(`This ${what} has no revision ${revisionId}`);
      restoredNumber = revision.number;
      const fields = restoredValues(resource, revision.record, before);
      if (Object.keys(fields).length === 0)
        throw new ApiError(
          422,
          `The fields an edit may change already hold revision ${revision.number}'s values: there is nothing to restore`,
        );
      return validValues(
        tx,
        registry,
        model,
        validateRecord(model, fields, 'patch', before),
      );
    },
    async apply(tx, before, values) {
      const applied = await update.apply(tx, before, values);
      if (!applied.isWritten) return applied;
      const reason = input.reason ?? `Restored revision ${restoredNumber}`;
      return { ...applied, audit: { ...applied.audit, reason } };
    },
  };
}
