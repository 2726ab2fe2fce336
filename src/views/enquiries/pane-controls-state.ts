import type { ActionSpec } from '../../registry/define-resource';
import { permissionKey } from '../../registry/permissions';
import { enquiries } from '../../registry/resources/management';
import { availableActions } from '../../components/actions/available-actions';

type Row = Record<string, unknown>;

/** A state the enquiry may move to from where it is, by the registry's state machine. */
export interface StatusChoice {
  key: string;
  action: ActionSpec;
  /** Whether the user's permissions let them make this move. */
  isAllowed: boolean;
}

export interface PaneControlsState {
  transitions: StatusChoice[];
  canAssign: boolean;
  canResolve: boolean;
  /** Why a control the enquiry's state allows is off for this user: what to ask an admin for. */
  missing: { does: string; key: string }[];
}

const settled = new Set(['RESOLVED', 'CLOSED']);

/**
 * What the reading pane's status, assignee and resolve controls offer on
 * `enquiry` to a user who `can` do a verb on enquiries: the state machine
 * decides which moves exist, the permissions which of them this user may
 * make, and a settled enquiry keeps its assignee (as the API insists).
 */
export function paneControlsState(
  enquiry: Row,
  can: (verb: string) => boolean,
): PaneControlsState {
  const transitions = availableActions(enquiries, enquiry).map(
    ([key, action]) => ({ key, action, isAllowed: can(key) }),
  );
  const isSettled = settled.has(String(enquiry.status));
  const resolve = transitions.find((choice) => choice.key === 'resolve');
  const missing = [
    ...(can('update') || isSettled
      ? []
      : [{ does: 'assign', key: permissionKey(enquiries, 'update') }]),
    ...transitions
      .filter((choice) => !choice.isAllowed)
      .map((choice) => ({
        does: choice.action.label.toLowerCase(),
        key: permissionKey(enquiries, choice.key),
      })),
  ];
  return {
    transitions,
    canAssign: can('update') && !isSettled,
    canResolve: resolve?.isAllowed === true,
    missing,
  };
}
