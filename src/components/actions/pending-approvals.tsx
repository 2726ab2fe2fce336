import { useCan, useList } from '@refinedev/core';
import Alert from '@mui/material/Alert';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { useRegistry } from '../../providers/registry-context';
import {
  heldMessage,
  heldOperationOf,
  heldOperations,
  meetsApprovalPolicy,
} from '../../registry/approval';
import type { AnyResource } from '../../registry/define-resource';
import { pagePaths } from '../../registry/paths';
import { resourceKey } from '../../registry/resource-key';
import { availableActions } from './available-actions';

const requestsName = 'approval-requests';

/**
 * What of this record's calls waits for approval: "Cancel and refund
 * requested — waiting for approval", "Payout account change requested — …",
 * live, for whoever may read the request (its requester and its
 * approvers). Shown beside the record's actions.
 */
export function PendingApprovals({
  resource,
  record,
}: {
  resource: AnyResource;
  record: Record<string, unknown>;
}) {
  const entry = useRegistry().byName(requestsName);
  const key = entry ? resourceKey(entry) : requestsName;
  // Asked only where a request can wait: an action the record's state
  // allows, whose approval condition the record meets, or a held edit or
  // set change, which any record may have.
  const available = new Set(
    availableActions(resource, record).map(([verb]) => verb),
  );
  const mayWait = heldOperations(resource).some((operation) =>
    resource.actions?.[operation.name]
      ? available.has(operation.name) && meetsApprovalPolicy(operation, record)
      : true,
  );
  const { data: canRead } = useCan({
    resource: key,
    action: 'list',
    queryOptions: { enabled: mayWait },
  });
  const isShown = entry !== undefined && mayWait && canRead?.can === true;
  const { result } = useList<Record<string, unknown>>({
    resource: key,
    filters: [
      { field: 'resource', operator: 'eq', value: resource.name },
      { field: 'recordId', operator: 'eq', value: String(record.id) },
      { field: 'status', operator: 'eq', value: 'PENDING' },
    ],
    pagination: { currentPage: 1, pageSize: 5 },
    queryOptions: { enabled: isShown },
    errorNotification: false,
  });
  if (!isShown) return null;
  return result.data.map((request) => {
    const operation = heldOperationOf(resource, String(request.action));
    return (
      <Alert
        key={String(request.id)}
        severity="info"
        sx={{ flexBasis: '100%', order: 1 }}
        action={
          <Link
            component={RouterLink}
            to={pagePaths.list(key)}
            sx={{ alignSelf: 'center', whiteSpace: 'nowrap' }}
          >
            Approvals
          </Link>
        }
      >
        {heldMessage(operation ?? { label: String(request.action) })}
      </Alert>
    );
  });
}
