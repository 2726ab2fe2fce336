import type { ActionSpec, AnyResource } from '../../registry/define-resource';

type Row = Record<string, unknown>;

/**
 * The actions a record's state allows, by the registry's state machine: an
 * action with no `from` states is a command allowed in any state.
 */
export function availableActions(
  resource: Pick<AnyResource, 'actions' | 'stateField'>,
  record: Row,
): [string, ActionSpec][] {
  const state = resource.stateField ? record[resource.stateField] : undefined;
  return Object.entries(resource.actions ?? {}).filter(
    ([, action]) =>
      action.from.length === 0 ||
      (typeof state === 'string' && action.from.includes(state)),
  );
}

/** The actions that run on a selection at once (`bulk: true`). */
export function bulkActions(
  resource: Pick<AnyResource, 'actions'>,
): [string, ActionSpec][] {
  return Object.entries(resource.actions ?? {}).filter(([, a]) => a.bulk);
}
