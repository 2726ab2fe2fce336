import type { AnyResource } from '../../src/registry/define-resource';
import { readableApprovals } from '../approvals/readable-approvals';
import { readableAudit } from '../audit/readable-audit';
import type { AuthUser } from '../context';
import type { RowScope } from '../http/list-query';

/**
 * The rows of `resource` a caller may read, where the policy reaches below
 * the subject: audit entries about what they may read, approval requests
 * they made or may approve. Lists, counts, show and export read through it.
 *
 * @returns undefined where nothing is left out.
 */
export function readableRows(
  user: AuthUser,
  registry: readonly AnyResource[],
  resource: AnyResource,
): RowScope | undefined {
  return (
    readableAudit(user, registry, resource) ??
    readableApprovals(user, registry, resource)
  );
}
