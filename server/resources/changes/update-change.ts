import type { AnyResource } from '../../../src/registry/define-resource';
import type { AuthUser } from '../../context';
import type { TableModel } from '../../db/table-model';
import { notFound } from '../../http/errors';
import type { RequestOrigin } from '../../http/request-origin';
import type { Expected } from '../precondition';
import type { ChangeOfRecord, HoldableOutcome } from '../record-change';
import { changeLines, editOperation } from '../../../src/registry/approval';
import { requestedBy, type ApprovedRequest } from './approved-request';
import { updateRecord } from '../record-store';
import {
  validateRecord,
  validValues,
  type WriteMode,
} from '../validate-record';

/**
 * `PATCH` or `PUT /admin/{name}/{id}`: the request's fields on the stored
 * record. An edit the entry's `editApproval` holds is stored as a request.
 */
export function updateChange(input: {
  registry: readonly AnyResource[];
  user: AuthUser;
  model: TableModel;
  id: number;
  expected: Expected;
  /** The body's fields, its `version` taken out. */
  fields: unknown;
  mode: Exclude<WriteMode, 'create'>;
  origin: RequestOrigin;
  /** Set when an approver runs a held edit. */
  approvedRequest?: ApprovedRequest;
}): ChangeOfRecord<HoldableOutcome> {
  const { registry, model, id } = input;
  const policy = model.resource.editApproval;
  return {
    kind: 'update',
    verb: 'update',
    user: input.user,
    model,
    origin: input.origin,
    target: { id, expected: input.expected },
    onBehalfOf: input.approvedRequest?.requester,
    ...(!input.approvedRequest &&
      policy && {
        approval: {
          operation: editOperation,
          expected: input.expected,
          describe: (_tx, before, values) =>
            Promise.resolve(changeLines(model.resource, before, values)),
          held: (request) => ({ held: request }),
        },
      }),
    check: (tx, before) =>
      validValues(
        tx,
        registry,
        model,
        validateRecord(model, input.fields, input.mode, before),
      ),
    async apply(tx, before, values) {
      const after = await updateRecord(tx, model, id, values);
      if (!after)
        throw notFound(
          `No ${model.resource.label.one.toLowerCase()} with id ${id}`,
        );
      return {
        isWritten: true,
        result: { ran: after },
        after,
        audit: {
          kind: 'UPDATE',
          recordId: id,
          before,
          after,
          reason: requestedBy(input.approvedRequest),
        },
        notices: [
          { resource: model.resource.name, type: 'updated', ids: [id] },
        ],
      };
    },
  };
}
