import {
  heldOperationOf,
  type HeldOperation,
} from '../../src/registry/approval';
import type { AnyResource } from '../../src/registry/define-resource';
import type { ChangeNotice, NoticeAudience } from '../context';
import type { WireRecord } from '../resources/record-store';

/** The registry entry approval requests are stored in (`src/registry/resources/approvals.ts`). */
export const approvalRequestsName = 'approval-requests';

/** The entry and operation a request holds a call of, while the registry still declares them. */
export function heldCallOf(
  registry: readonly AnyResource[],
  request: WireRecord,
): { resource: AnyResource; operation: HeldOperation } | undefined {
  const resource = registry.find((r) => r.name === request.resource);
  const operation =
    resource && heldOperationOf(resource, String(request.action));
  return resource && operation ? { resource, operation } : undefined;
}

/**
 * What someone must be allowed to approve a call on `resource`: the
 * approve key and reading the record it changes (what they may not see,
 * they may not let happen); on an authority entry (roles), changing it
 * too, which only admins may: nobody lets through a grant they could not
 * make.
 */
export function approverNeeds(
  resource: AnyResource,
): { resource: string; verb: string }[] {
  return [
    { resource: approvalRequestsName, verb: 'approve' },
    { resource: resource.name, verb: 'read' },
    ...(resource.authority
      ? [{ resource: resource.name, verb: 'update' }]
      : []),
  ];
}

/** Who hears of a request: its requester, and those who may approve it. */
export function audienceOf(
  registry: readonly AnyResource[],
  request: WireRecord,
): NoticeAudience {
  const held = heldCallOf(registry, request);
  return {
    userIds: [Number(request.requestedBy)],
    // A request whose call the registry no longer declares: only its requester (and admins).
    may: held ? approverNeeds(held.resource) : [],
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
