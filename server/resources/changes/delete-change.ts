import type { AnyResource } from '../../../src/registry/define-resource';
import type { AuthUser } from '../../context';
import { quoteIdent, type TableModel } from '../../db/table-model';
import type { RequestOrigin } from '../../http/request-origin';
import { blockedDelete, findDeleteBlockers } from '../delete-blockers';
import type { Expected } from '../precondition';
import type { ChangeOfRecord } from '../record-change';

/** `DELETE /admin/{name}/{id}`: refused while records that restrict it still refer to it. */
export function deleteChange(input: {
  registry: readonly AnyResource[];
  user: AuthUser;
  model: TableModel;
  id: number;
  expected: Expected | undefined;
  origin: RequestOrigin;
}): ChangeOfRecord<void> {
  const { registry, model, id } = input;
  const resource = model.resource;
  return {
    kind: 'delete',
    verb: 'delete',
    user: input.user,
    model,
    origin: input.origin,
    target: { id, expected: input.expected },
    check: () => Promise.resolve({}),
    async guard(tx) {
      const blockers = await findDeleteBlockers(tx, registry, resource, id);
      if (blockers.length > 0)
        throw blockedDelete(registry, resource, blockers);
    },
    async apply(tx, before) {
      await tx.query(`DELETE FROM ${quoteIdent(model.table)} WHERE id = $1`, [
        id,
      ]);
      return {
        isWritten: true,
        result: undefined,
        audit: { kind: 'DELETE', recordId: id, before },
        notices: [{ resource: resource.name, type: 'deleted', ids: [id] }],
      };
    },
  };
}
