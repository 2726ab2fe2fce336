import type { AnyResource } from '../../src/registry/define-resource';
import type { ChangeNotice, NoticeAudience } from '../context';
import type { WireRecord } from '../resources/record-store';

/** The registry entry approval requests are stored in (`src/registry/resources/approvals.ts`). */
export const approvalRequestsName = 'approval-requests';

/** The entry and action a request holds a call of, when the registry still has them. */
export function heldActionOf(
  registry: readonly AnyResource[],
  request: WireRecord,
): { resource: AnyResource; verb: string } | undefined {
  const resource = registry.find((r) => r.name === request.resource);
  const verb = String(request.action);
  return resource?.actions?.[verb] ? { resource, verb } : undefined;
}

/**
 * Who hears of a request: its requester, and those who may approve it,
 * that is who hold the approve key and may read the record it is about.
 */
export function audienceOf(
  registry: readonly AnyResource[],
  request: WireRecord,
): NoticeAudience {
  const held = heldActionOf(registry, request);
  return {
    userIds: [Number(request.requestedBy)],
    // A request whose action the registry no longer has: only its requester (and admins).
    may: held
      ? [
          { resource: approvalRequestsName, verb: 'approve' },
          { resource: held.resource.name, verb: 'read' },
        ]
      : [],
  };
}

/**
 * The notices of a write, given their audience when the write changed an
 * approval request (approved, rejected): a request is the business of its
 * requester and its approvers, not of everyone who may read the queue.
 */
export function withApprovalAudience(
  registry: readonly AnyResource[],
  resource: AnyResource,
  before: WireRecord | undefined,
  notices: readonly ChangeNotice[],
): ChangeNotice[] {
  if (resource.name !== approvalRequestsName || !before) return [...notices];
  const audience = audienceOf(registry, before);
  return notices.map((notice) =>
    notice.resource === approvalRequestsName && !notice.audience
      ? { ...notice, audience }
      : notice,
  );
}
