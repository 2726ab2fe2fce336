import { useState } from 'react';
import { useCan, useGetIdentity, useList } from '@refinedev/core';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useRegistry } from '../../providers/registry-context';
import { titlesOf } from '../../providers/response-extras';
import type { ShellIdentity } from '../../session/identity';
import { failedRead } from '../generic/load-failed';
import { ApprovalCard } from './approval-card';
import {
  queueFilters,
  queueLabels,
  type ApprovalQueue,
} from './approval-queues';

const pageSize = 50;

/** One tab's requests, newest first, with the names of who asked and who decided; live. */
function useQueue(
  resourceKey: string,
  queue: ApprovalQueue,
  me: string | number | undefined,
) {
  return useList<Record<string, unknown>>({
    resource: resourceKey,
    filters: queueFilters(queue, me ?? 0),
    sorters: [{ field: 'createdAt', order: 'desc' }],
    pagination: { currentPage: 1, pageSize },
    meta: { include: ['requestedBy', 'decidedBy'] },
    queryOptions: { enabled: me !== undefined },
  });
}

/**
 * The Approvals page: calls held for a second person's approval, in three
 * tabs with their counts, each kept current over the socket: "Waiting for
 * me" (pending requests others made, for those who may approve), "Requested
 * by me" and "History". A pending request has Approve and Reject (with a
 * comment) for those who may decide it.
 */
export default function ApprovalsPage({
  resourceKey,
}: {
  resourceKey: string;
}) {
  const entry = useRegistry().byKey(resourceKey);
  const { data: me } = useGetIdentity<ShellIdentity>();
  const { data: canApprove } = useCan({
    resource: resourceKey,
    action: 'approve',
  });
  const mayApprove = canApprove?.can === true;
  const [chosen, setChosen] = useState<ApprovalQueue | undefined>();
  const queues = {
    waiting: useQueue(resourceKey, 'waiting', me?.id),
    mine: useQueue(resourceKey, 'mine', me?.id),
    history: useQueue(resourceKey, 'history', me?.id),
  };
  const tabs: ApprovalQueue[] = mayApprove
    ? ['waiting', 'mine', 'history']
    : ['mine', 'history'];
  const current = chosen && tabs.includes(chosen) ? chosen : tabs[0];
  if (!entry || !current) return null;
  const { query, result } = queues[current];
  const failed = failedRead(queueLabels[current], query);
  const titles = titlesOf(query.data);
  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="h5" component="h1" fontWeight={600}>
          Approvals
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Calls held for a second person’s approval: they run, exactly as asked,
          once someone else approves them.
        </Typography>
      </Box>
      <Tabs
        value={current}
        onChange={(_, next: ApprovalQueue) => setChosen(next)}
        aria-label="Approval queues"
      >
        {tabs.map((queue) => (
          <Tab
            key={queue}
            value={queue}
            label={`${queueLabels[queue]} (${queues[queue].result.total ?? 0})`}
          />
        ))}
      </Tabs>
      <Stack spacing={3} role="tabpanel" aria-label={queueLabels[current]}>
        {failed ??
          (query.isLoading ? (
            <Skeleton variant="rounded" height={120} />
          ) : result.data.length === 0 ? (
            <Typography color="text.secondary">
              Nothing here{current === 'waiting' ? ' — all caught up' : ''}.
            </Typography>
          ) : (
            result.data.map((request) => (
              <ApprovalCard
                key={String(request.id)}
                entry={entry}
                request={request}
                titles={{
                  requestedBy: titles.requestedBy,
                  decidedBy: titles.decidedBy,
                }}
              />
            ))
          ))}
      </Stack>
    </Stack>
  );
}
