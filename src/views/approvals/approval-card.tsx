import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordActions } from '../../components/actions/record-actions';
import { humanizeEnum } from '../../components/fields/format';
import { statusTone } from '../../components/fields/status-tone';
import { useRegistry } from '../../providers/registry-context';
import type { FieldTitles } from '../../providers/response-extras';
import type { AnyResource } from '../../registry/define-resource';
import { pagePaths } from '../../registry/paths';
import { resourceKey as keyOf } from '../../registry/resource-key';
import { heldOperationOf } from '../../registry/approval';
import { ageOf, requestLines } from './request-texts';

type Row = Record<string, unknown>;

/** A name from the list's titles, else `#id`. */
const nameOf = (titles: FieldTitles | undefined, id: unknown) =>
  typeof id === 'number' || typeof id === 'string'
    ? (titles?.[String(id)] ?? `#${id}`)
    : undefined;

/**
 * One approval request: what was asked (a link to the record), the call's
 * reason and input, who asked and how long ago, how it was decided, and,
 * while it waits, Approve and Reject (a comment required) for those who may.
 */
export function ApprovalCard({
  entry,
  request,
  titles,
}: {
  entry: AnyResource;
  request: Row;
  titles: { requestedBy?: FieldTitles; decidedBy?: FieldTitles };
}) {
  const target = useRegistry().byName(String(request.resource));
  const operation = target && heldOperationOf(target, String(request.action));
  const summary = String(request.summary);
  const status = String(request.status);
  const decidedBy = nameOf(titles.decidedBy, request.decidedBy);
  return (
    <Card variant="outlined" component="article" aria-label={summary}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography variant="subtitle1" fontWeight={600} sx={{ flex: 1 }}>
              {target ? (
                <Link
                  component={RouterLink}
                  to={pagePaths.show(keyOf(target), String(request.recordId))}
                >
                  {summary}
                </Link>
              ) : (
                summary
              )}
            </Typography>
            <Chip
              size="small"
              label={humanizeEnum(status)}
              color={statusTone(status)}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {operation?.label ?? String(request.action)} · requested by{' '}
            {nameOf(titles.requestedBy, request.requestedBy)} ·{' '}
            {ageOf(request.createdAt)}
          </Typography>
          {requestLines(request).map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
          {decidedBy && (
            <Typography variant="body2" color="text.secondary">
              {humanizeEnum(status)} by {decidedBy} · {ageOf(request.decidedAt)}
            </Typography>
          )}
          {typeof request.comment === 'string' && (
            <Typography variant="body2">Comment: {request.comment}</Typography>
          )}
          {typeof request.failureReason === 'string' && (
            <Typography variant="body2" color="error">
              Could not run: {request.failureReason}
            </Typography>
          )}
          {status === 'PENDING' && (
            <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
              <RecordActions
                resource={entry}
                resourceKey={keyOf(entry)}
                record={request}
                title={summary}
              />
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
