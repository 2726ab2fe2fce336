import { useCan, useList } from '@refinedev/core';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { FieldValue } from '../../components/fields/field-value';
import { formatDateTime, humanizeEnum } from '../../components/fields/format';
import { LtrValue } from '../../components/fields/ltr-value';
import { useRegistry } from '../../providers/registry-context';
import { displayText } from '../../components/fields/display-text';
import { titlesOf, type FieldTitles } from '../../providers/response-extras';
import type { StateHistory } from '../../registry/define-resource';
import { LazySection } from './lazy-section';
import { failedRead } from './load-failed';

type Row = Record<string, unknown>;

interface TimelineEntry {
  key: string;
  at: string;
  actor: string;
  from?: unknown;
  to?: unknown;
  action?: unknown;
  note: string;
}

interface ActivityTimelineProps {
  /** API name the audit rows are filed under ('orders'). */
  auditResource: string;
  recordId: string;
  /** How the list is announced: "Order timeline". */
  label: string;
  /** The record's own status log, as its registry entry declares it. */
  statusLog?: StateHistory;
}

const pageOfHistory = { currentPage: 1, pageSize: 100 };

/**
 * A record's history in one list, newest first: its status log (who moved
 * it, from → to, why), where it has one, merged with the audit rows of the
 * same record (edits, actions, exports), because support needs both to
 * answer "what happened to this". Users who may not read the audit log see
 * the status log alone. It loads when its section is opened, so a record
 * page opens without waiting for its history.
 */
export function ActivityTimeline(props: ActivityTimelineProps) {
  const { data: canReadAudit } = useCan({
    resource: 'audit-logs',
    action: 'list',
  });
  // Nothing this user may read: no section rather than a misleading empty one.
  if (!props.statusLog && canReadAudit?.can !== true) return null;
  return (
    <LazySection title="Activity">
      <ActivityEntries {...props} canReadAudit={canReadAudit?.can === true} />
    </LazySection>
  );
}

function ActivityEntries({
  auditResource,
  recordId,
  label,
  statusLog,
  canReadAudit,
}: ActivityTimelineProps & { canReadAudit: boolean }) {
  const registry = useRegistry();
  const statusField = statusLog
    ? registry.byName(statusLog.resource)?.fields[statusLog.to]
    : undefined;
  // A hook cannot be skipped: without a status log this query stays disabled.
  // Each list names its actors itself (`include`), so no call asks for users.
  const logs = useList<Row>({
    resource: statusLog?.resource ?? auditResource,
    filters: [
      { field: statusLog?.record ?? 'id', operator: 'eq', value: recordId },
    ],
    sorters: [{ field: 'createdAt', order: 'desc' }],
    pagination: pageOfHistory,
    meta: { include: statusLog ? [statusLog.by] : [] },
    queryOptions: { enabled: statusLog !== undefined },
    // A failure is said in the section (failedRead), not in a toast too.
    errorNotification: false,
  });
  const audits = useList<Row>({
    resource: 'audit-logs',
    filters: [
      { field: 'resource', operator: 'eq', value: auditResource },
      { field: 'recordId', operator: 'eq', value: recordId },
    ],
    sorters: [{ field: 'createdAt', order: 'desc' }],
    pagination: pageOfHistory,
    meta: { include: ['actorId'] },
    queryOptions: { enabled: canReadAudit },
    errorNotification: false,
  });
  const logActors = statusLog
    ? (titlesOf(logs.result)[statusLog.by] ?? {})
    : {};
  const auditActors = titlesOf(audits.result).actorId ?? {};
  const entries: TimelineEntry[] = [
    ...(statusLog
      ? logs.result.data.map((row) => logEntry(row, statusLog, logActors))
      : []),
    ...(canReadAudit ? audits.result.data : []).map((row) => ({
      key: `audit-${String(row.id)}`,
      at: displayText(row.createdAt, ''),
      actor: nameOf(row.actorId, auditActors),
      action: row.action,
      note: typeof row.summary === 'string' ? row.summary : '',
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const isLoading =
    (statusLog !== undefined && logs.query.isLoading) ||
    (canReadAudit && audits.query.isLoading);

  // Half a history would read as the whole of it: either read failing
  // shows the failure, not what the other one found.
  const failed = failedRead(label, logs.query, audits.query);
  if (failed) return <CardContent sx={{ pt: 0 }}>{failed}</CardContent>;

  return (
    <CardContent sx={{ pt: 0 }}>
      {isLoading && <Skeleton height={80} />}
      {!isLoading && entries.length === 0 && (
        <Typography color="text.secondary">No history recorded yet.</Typography>
      )}
      <Box
        component="ol"
        aria-label={label}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {entries.map((entry) => (
          <Box
            component="li"
            key={entry.key}
            sx={{
              position: 'relative',
              pl: 6,
              pb: 4,
              borderLeft: 2,
              borderColor: 'divider',
              ml: 2,
              '&:last-of-type': { pb: 0 },
              '&::before': {
                content: '""',
                position: 'absolute',
                left: -7,
                top: 4,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: entry.to ? 'primary.main' : 'grey.400',
              },
            }}
          >
            <Stack
              direction="row"
              spacing={2}
              alignItems="center"
              flexWrap="wrap"
              useFlexGap
            >
              {entry.to !== undefined && statusField ? (
                <>
                  {entry.from ? (
                    <FieldValue field={statusField} value={entry.from} />
                  ) : null}
                  {entry.from ? (
                    <ArrowForward fontSize="small" color="action" />
                  ) : null}
                  <FieldValue field={statusField} value={entry.to} />
                </>
              ) : (
                <Chip size="small" label={humanizeEnum(entry.action)} />
              )}
              <Typography variant="body2" color="text.secondary">
                <bdi>{entry.actor}</bdi> ·{' '}
                <LtrValue>{formatDateTime(entry.at)}</LtrValue>
              </Typography>
            </Stack>
            {entry.note && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                <bdi>{entry.note}</bdi>
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </CardContent>
  );
}

/** Who did it: the actor's name, "System" for none, `User #id` when the name is not to be had. */
/** One row of the record's status log as a timeline entry. */
function logEntry(row: Row, log: StateHistory, actors: FieldTitles) {
  const reason = log.reason ? row[log.reason] : undefined;
  return {
    key: `log-${String(row.id)}`,
    at: displayText(row.createdAt, ''),
    actor: nameOf(row[log.by], actors),
    from: row[log.from],
    to: row[log.to],
    note: typeof reason === 'string' ? reason : '',
  };
}

function nameOf(id: unknown, names: FieldTitles): string {
  if (id === null || id === undefined) return 'System';
  return names[displayText(id)] ?? `User #${displayText(id, '?')}`;
}
