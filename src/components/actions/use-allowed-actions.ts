import { useCallback } from 'react';
import { useAbility } from '../../access/ability-context';
import type { ActionSpec, AnyResource } from '../../registry/define-resource';

type ActionEntry = [string, ActionSpec];

/**
 * Keeps the actions the user's ability allows on the resource's subject.
 * The ability is in memory: asked directly, it answers on this render, so
 * buttons arrive with the record (or the selection) instead of a moment later.
 */
export function useAllowedActions(
  resource: Pick<AnyResource, 'subject'>,
): (actions: ActionEntry[]) => ActionEntry[] {
  const ability = useAbility();
  return useCallback(
    (actions) => actions.filter(([key]) => ability.can(key, resource.subject)),
    [ability, resource.subject],
  );
}
