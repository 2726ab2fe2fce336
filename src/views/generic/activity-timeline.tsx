import { useCan, useList, useMany } from '@refinedev/core';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { FieldValue } from '../../components/fields/field-value';
import { formatDateTime, humanizeEnum } from '../../components/fields/format';
import { getResource } from '../../../resources.config';
import { displayText } from '../../components/fields/display-text';

type Row = Record<string, unknown>;

interface TimelineEntry {
  key: string;
  at: string;
  actorId: unknown;
  from?: unknown;
  to?: unknown;
  action?: unknown;
  note: string;
}

/** A record's own status log: rows with fromStatus, toStatus, changedBy and reason. */
export interface StatusLogSource {
  /** The log's API name ('order-status-logs'). */
  resource: string;
  /** Its column that points at the record ('orderId'). */
  foreignKey: string;
}

interface ActivityTimelineProps {
  /** API name the audit rows are filed under ('orders'). */
  auditResource: string;
  recordId: string;
  /** How the list is announced: "Order timeline". */
  label: string;
  statusLog?: StatusLogSource;
}

const pageOfHistory = { currentPage: 1, pageSize: 100 };

/**
 * A record's history in one list, newest first: its status log (who moved
 * it, from → to, why), where it has one, merged with the audit rows of the
 * same record (edits, actions, exports), because support needs both to
 * answer "what happened to this". Users who may not read the audit log see
 * the status log alone.
 */
export function ActivityTimeline({
  auditResource,
  recordId,
  label,
  statusLog,
}: ActivityTimelineProps) {
  const { data: canReadAudit } = useCan({
    resource: 'audit-logs',
    action: 'list',
  });
  const statusField = statusLog
    ? getResource(statusLog.resource)?.fields.toStatus
    : undefined;
  // A hook cannot be skipped: without a status log this query stays disabled.
  const logs = useList<Row>({
    resource: statusLog?.resource ?? auditResource,
    filters: [
      { field: statusLog?.foreignKey ?? 'id', operator: 'eq', value: recordId },
    ],
    sorters: [{ field: 'createdAt', order: 'desc' }],
    pagination: pageOfHistory,
    queryOptions: { enabled: statusLog !== undefined },
  });
  const audits = useList<Row>({
    resource: 'audit-logs',
    filters: [
      { field: 'resource', operator: 'eq', value: auditResource },
      { field: 'recordId', operator: 'eq', value: recordId },
    ],
    sorters: [{ field: 'createdAt', order: 'desc' }],
    pagination: pageOfHistory,
    queryOptions: { enabled: canReadAudit?.can === true },
  });
  const entries: TimelineEntry[] = [
    ...(statusLog ? logs.result.data : []).map((row) => ({
      key: `log-${String(row.id)}`,
      at: displayText(row.createdAt, ''),
      actorId: row.changedBy,
      from: row.fromStatus,
      to: row.toStatus,
      note: typeof row.reason === 'string' ? row.reason : '',
    })),
    ...(canReadAudit?.can ? audits.result.data : []).map((row) => ({
      key: `audit-${String(row.id)}`,
      at: displayText(row.createdAt, ''),
      actorId: row.actorId,
      action: row.action,
      note: typeof row.summary === 'string' ? row.summary : '',
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const actorIds = [
    ...new Set(
      entries
        .map((e) => e.actorId)
        .filter(
          (id): id is string | number =>
            typeof id === 'string' || typeof id === 'number',
        ),
    ),
  ];
  const actors = useMany<Row>({
    resource: 'users',
    ids: actorIds,
    queryOptions: { enabled: actorIds.length > 0 },
  });
  const nameOf = (id: unknown): string => {
    if (id === null || id === undefined) return 'System';
    const user = actors.result.data.find(
      (u) => displayText(u.id) === displayText(id),
    );
    return typeof user?.name === 'string'
      ? user.name
      : `User #${displayText(id, '?')}`;
  };
  const isLoading =
    (statusLog !== undefined && logs.query.isLoading) ||
    (canReadAudit?.can === true && audits.query.isLoading);

  // Nothing this user may read: no card rather than a misleading empty one.
  if (!statusLog && canReadAudit?.can !== true) return null;

  return (
    <Card>
      <CardHeader title="Activity" titleTypographyProps={{ variant: 'h6' }} />
      <CardContent sx={{ pt: 2 }}>
        {isLoading && <Skeleton height={80} />}
        {!isLoading && entries.length === 0 && (
          <Typography color="text.secondary">
            No history recorded yet.
          </Typography>
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
                  {nameOf(entry.actorId)} · {formatDateTime(entry.at)}
                </Typography>
              </Stack>
              {entry.note && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {entry.note}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
