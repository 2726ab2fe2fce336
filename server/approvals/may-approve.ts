import type { AnyResource } from '../../src/registry/define-resource';
import type { AuthUser } from '../context';
import { abilityFor } from '../resources/authorize';
import { approverNeeds } from './approval-audience';

/** Whether `user` may approve a held call on `resource` now (`approverNeeds`, judged by the policy). */
export function mayApproveOn(
  user: AuthUser,
  registry: readonly AnyResource[],
  resource: AnyResource,
): boolean {
  return approverNeeds(resource).every((need) => {
    const entry = registry.find((r) => r.name === need.resource);
    return (
      entry !== undefined &&
      abilityFor(user, entry).can(need.verb, entry.subject)
    );
  });
}
