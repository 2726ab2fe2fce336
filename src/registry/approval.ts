/**
 * Approval policies (`approval` on an action): whether a call is held for a
 * second person, judged the same way by the API, which holds it, and by the
 * console, which says so before the call. Pure, like the rest of the registry.
 */
import type { ActionSpec } from './define-resource';
import { isAdmin, type PolicyUser } from './policy';

type Values = Readonly<Record<string, unknown>>;

/**
 * Whether `user` taking `action` on a record with `values` (the stored
 * record, with the action's input over it) is held for approval. An admin's
 * call runs at once: admins hold every key, approving included.
 *
 * @example
 * needsApproval({ approval: { when: { field: 'total', above: 10000 } } }, { total: 12500 }, staff); // true
 */
export function needsApproval(
  action: Pick<ActionSpec, 'approval'>,
  values: Values,
  user: Pick<PolicyUser, 'userType'> | null,
): boolean {
  return !isAdmin(user) && meetsApprovalPolicy(action, values);
}

/**
 * Whether the action declares approval and `values` meet its condition,
 * whoever calls: the records a held request can be about.
 */
export function meetsApprovalPolicy(
  action: Pick<ActionSpec, 'approval'>,
  values: Values,
): boolean {
  const approval = action.approval;
  if (!approval) return false;
  if (!approval.when) return true;
  const value = values[approval.when.field];
  return typeof value === 'number' && value > approval.when.above;
}

/** What the action's dialog adds when the call will be held: who approves, and that it waits. */
export function approvalNote(action: Pick<ActionSpec, 'approval'>): string {
  const by = action.approval?.by ?? 'another person';
  return `This needs approval by ${by}; it is held until approved.`;
}

/** The request's verb, in the past tense of the queue: "Cancel and refund requested — waiting for approval". */
export function heldMessage(action: Pick<ActionSpec, 'label'>): string {
  return `${action.label} requested — waiting for approval`;
}
