import type { AnyResource } from '../../src/registry/define-resource';
import { isAdmin } from '../../src/registry/policy';
import type { AuthUser } from '../context';
import { quoteIdent } from '../db/table-model';
import type { RowScope } from '../http/list-query';
import { abilityFor } from '../resources/authorize';
import { auditColumns } from './write-audit';

/**
 * The audit entries a caller may read, when `resource` is the registry's
 * audit log: an entry tells what was done to a record, so it is shown only to
 * those who may read the resource it is about, by the same policy as that
 * resource's own routes. An entry about no entry of the registry (a seeded
 * 'auth' sign-in, a resource since removed) has no read rule to follow, so
 * only admins, who read everything, see it. The list, its counts, a record by
 * id, the export and the record pages' activity timeline (the list, filtered
 * to one record) all read through this scope.
 *
 * @returns undefined where nothing is left out: another resource, or an admin.
 */
export function readableAudit(
  user: AuthUser,
  registry: readonly AnyResource[],
  resource: AnyResource,
): RowScope | undefined {
  const columns = auditColumns(registry);
  if (columns?.model.resource.name !== resource.name || isAdmin(user))
    return undefined;
  const column = columns.resource;
  // Without a column naming what an entry is about, none can be shown as readable.
  if (!column) return () => 'false';
  // Once per request: the policy may change between calls (roles, permissions).
  const readable = registry
    .filter((entry) => abilityFor(user, entry).can('read', entry.subject))
    .map((entry) => entry.name);
  return (param) => `${quoteIdent(column)} = ANY(${param(readable)}::text[])`;
}
