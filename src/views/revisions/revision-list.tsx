import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useAbility } from '../../access/ability-context';
import { formatDateTime } from '../../components/fields/format';
import { visuallyHidden } from '../../components/visually-hidden';
import type { AnyResource } from '../../registry/define-resource';
import { offers } from '../../registry/operations';
import type { RevisionSummary } from '../../registry/revisions';
import { changedLabels, revisionWhat } from './revision-text';

interface RevisionListProps {
  resource: AnyResource;
  revisions: RevisionSummary[] | undefined;
  isLoading: boolean;
  error: string | undefined;
  /** Two revisions, the older first. */
  onCompare: (older: RevisionSummary, newer: RevisionSummary) => void;
  onRestore: (revision: RevisionSummary) => void;
  onClose: () => void;
}

/** How many changed fields a row names before "+2 more". */
const namedChanges = 3;

/**
 * The revisions newest first: what was done, when (in the marketplace's
 * zone), by whom, which fields, and why. Two ticked compare; each past
 * revision restores, for those who may edit the record.
 */
export function RevisionList({
  resource,
  revisions,
  isLoading,
  error,
  onCompare,
  onRestore,
  onClose,
}: RevisionListProps) {
  const ability = useAbility();
  const canRestore =
    offers(resource, 'edit') && ability.can('update', resource.subject);
  const [picked, setPicked] = useState<readonly number[]>([]);
  const toggle = (revisionId: number) =>
    setPicked((current) =>
      current.includes(revisionId)
        ? current.filter((n) => n !== revisionId)
        : [...current, revisionId].slice(-2),
    );
  const compare = () => {
    const chosen = (revisions ?? [])
      .filter((r) => picked.includes(r.id))
      .sort((a, b) => a.number - b.number);
    const [older, newer] = chosen;
    if (older && newer) onCompare(older, newer);
  };
  const newestId = revisions?.[0]?.id;
  return (
    <>
      <DialogContent>
        {error && <Alert severity="error">{error}</Alert>}
        {!error && revisions?.length === 0 && (
          <Typography color="text.secondary">
            No changes since revisions began: every edit, action and import from
            now on is kept here.
          </Typography>
        )}
        {(isLoading || (revisions?.length ?? 0) > 0) && (
          <Table size="small" aria-label="Revisions, newest first">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    Compare
                  </Box>
                </TableCell>
                <TableCell>Revision</TableCell>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Changed</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Restore
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {isLoading &&
                [0, 1, 2].map((row) => (
                  <TableRow key={row}>
                    <TableCell colSpan={6}>
                      <Skeleton />
                    </TableCell>
                  </TableRow>
                ))}
              {revisions?.map((revision) => {
                const what = revisionWhat(resource, revision);
                const labels = changedLabels(resource, revision);
                const name = `Revision ${revision.number}: ${what}`;
                return (
                  <TableRow key={revision.id} hover>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={picked.includes(revision.id)}
                        onChange={() => toggle(revision.id)}
                        inputProps={{ 'aria-label': `Compare ${name}` }}
                      />
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2" fontWeight={600}>
                        {revision.number}. {what}
                      </Typography>
                      {revision.reason && (
                        <Typography variant="caption" color="text.secondary">
                          <bdi>{revision.reason}</bdi>
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {revision.at ? formatDateTime(revision.at) : '—'}
                    </TableCell>
                    <TableCell>
                      <bdi>{revision.actor?.name ?? '—'}</bdi>
                    </TableCell>
                    <TableCell>
                      {labels.slice(0, namedChanges).join(', ')}
                      {labels.length > namedChanges &&
                        ` +${labels.length - namedChanges} more`}
                    </TableCell>
                    <TableCell align="right">
                      {canRestore &&
                        revision.id !== newestId &&
                        revision.kind !== 'DELETE' && (
                          <Button
                            size="small"
                            onClick={() => onRestore(revision)}
                            aria-label={`Restore ${name}`}
                          >
                            Restore
                          </Button>
                        )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 4 }}>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ mr: 'auto' }}
          aria-live="polite"
        >
          {picked.length < 2
            ? 'Tick two revisions to compare them.'
            : 'Two revisions ticked.'}
        </Typography>
        <Button onClick={onClose} color="inherit">
          Close history
        </Button>
        <Button
          variant="contained"
          disabled={picked.length < 2}
          onClick={compare}
        >
          Compare
        </Button>
      </DialogActions>
    </>
  );
}
