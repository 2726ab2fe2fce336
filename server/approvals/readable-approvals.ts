import type { AnyResource } from '../../src/registry/define-resource';
import { isAdmin } from '../../src/registry/policy';
import type { AuthUser } from '../context';
import { quoteIdent, tableModel } from '../db/table-model';
import type { RowScope } from '../http/list-query';
import { heldOperations } from '../../src/registry/approval';
import { approvalRequestsName } from './approval-audience';
import { mayApproveOn } from './may-approve';

/**
 * The approval requests a caller may read, when `resource` is the
 * registry's approval requests: their own, and those they may approve (they
 * hold the approve key and may read the record it is about). The list, its
 * counts, a request by id and the export read through this scope, as the
 * socket's notices follow `audienceOf`.
 *
 * @returns undefined where nothing is left out: another resource, or an admin.
 */
export function readableApprovals(
  user: AuthUser,
  registry: readonly AnyResource[],
  resource: AnyResource,
): RowScope | undefined {
  if (resource.name !== approvalRequestsName || isAdmin(user)) return undefined;
  const model = tableModel(resource);
  const column = (name: string) =>
    quoteIdent(model.byName.get(name)?.column ?? name);
  // Once per request: the policy may change between calls (roles, permissions).
  const approvable = registry.flatMap((entry) =>
    mayApproveOn(user, registry, entry)
      ? heldOperations(entry).map(({ name }) => `${entry.name}.${name}`)
      : [],
  );
  return (param) =>
    `(${column('requestedBy')} = ${param(user.id)} OR ${column('resource')} || '.' || ${column('action')} = ANY(${param(approvable)}::text[]))`;
}
