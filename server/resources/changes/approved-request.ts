import type { AuthUser } from '../../context';

/**
 * Set on a change when an approver runs a held call: it is not held again,
 * it runs with the requester's authority (as they hold it now), and its
 * audit row names who asked for it beside the approver who acts.
 */
export interface ApprovedRequest {
  requester: AuthUser;
}

/** "requested by Hafiz Ismail", for the audit row's reason of an approved call. */
export function requestedBy(
  approved: ApprovedRequest | undefined,
): string | undefined {
  return approved ? `requested by ${approved.requester.name}` : undefined;
}
