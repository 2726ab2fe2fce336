import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useActionRun } from '../../components/actions/use-action-run';
import { FieldValue } from '../../components/fields/field-value';
import type { AnyResource } from '../../registry/define-resource';
import {
  bookkeepingFields,
  restoreBar,
  restoredValues,
  sameValue,
  type RevisionSummary,
} from '../../registry/revisions';
import { adminApi } from '../../providers/admin-api';
import { useAdminQuery } from '../../providers/use-admin-call';
import { revisionWhat } from './revision-text';

interface RevisionRestoreProps {
  resource: AnyResource;
  resourceKey: string;
  id: string;
  /** The record as the page shows it: what "Now" reads, and the version the restore is based on. */
  record?: Readonly<Record<string, unknown>>;
  revision: RevisionSummary;
  onBack: () => void;
  onRestored: () => void;
}

/**
 * What a restore will do, before it does it: each field it sets (now →
 * after), and each that differs but stays, with why (a status moves only by
 * its actions). The restore is an edit based on the version the page shows,
 * so one made meanwhile by someone else is refused, not overwritten.
 */
export function RevisionRestore({
  resource,
  resourceKey,
  id,
  record,
  revision,
  onBack,
  onRestored,
}: RevisionRestoreProps) {
  const { answer, query } = useAdminQuery(
    adminApi.revision(resource, id, revision.id),
    { errorNotification: false },
  );
  const { run, isPending, error } = useActionRun(resourceKey);
  const past = answer?.data?.record;
  const version = record?.version;
  const restored = past && record ? restoredValues(resource, past, record) : {};
  const restoredNames = Object.keys(restored);
  const staying =
    past && record
      ? Object.keys(resource.fields).filter(
          (name) =>
            !bookkeepingFields.includes(name) &&
            !(name in restored) &&
            name in past &&
            !sameValue(past[name], record[name]) &&
            restoreBar(resource, name) !== undefined,
        )
      : [];
  const label = `revision ${revision.number}`;
  const restore = async () => {
    if (typeof version !== 'number') return;
    const done = await run(
      adminApi.restoreRevision(resource, id, revision.id, version),
      { successMessage: `Restored ${label}`, recordId: id },
    );
    if (done) onRestored();
  };
  return (
    <>
      <DialogContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Restore {label} ({revisionWhat(resource, revision)})?
        </Typography>
        {query.error && <Alert severity="error">{query.error.message}</Alert>}
        {!past && !query.error && <Skeleton height={120} />}
        {past && restoredNames.length === 0 && (
          <Alert severity="info">
            The fields an edit may change already hold these values: there is
            nothing to restore.
          </Alert>
        )}
        {past && restoredNames.length > 0 && (
          <Table size="small" aria-label="What the restore changes">
            <TableHead>
              <TableRow>
                <TableCell>Field</TableCell>
                <TableCell>Now</TableCell>
                <TableCell>After the restore</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {restoredNames.map((name) => {
                const field = resource.fields[name];
                if (!field) return null;
                return (
                  <TableRow key={name}>
                    <TableCell component="th" scope="row">
                      {field.label}
                    </TableCell>
                    <TableCell>
                      <FieldValue field={field} value={record?.[name]} />
                    </TableCell>
                    <TableCell>
                      <FieldValue field={field} value={restored[name]} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
        {staying.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h4" sx={{ mt: 4 }}>
              These stay as they are
            </Typography>
            <ul aria-label="Fields a restore does not change">
              {staying.map((name) => (
                <li key={name}>
                  <Typography variant="body2">
                    <strong>{resource.fields[name]?.label ?? name}</strong>:{' '}
                    {restoreBar(resource, name)}.
                  </Typography>
                </li>
              ))}
            </ul>
          </>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          A restore is a new revision: nothing in the history is rewritten.
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 4 }}>
            {error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 4 }}>
        <Button onClick={onBack} disabled={isPending} color="inherit">
          Back to history
        </Button>
        <Button
          variant="contained"
          onClick={() => void restore()}
          disabled={
            isPending ||
            restoredNames.length === 0 ||
            typeof version !== 'number'
          }
        >
          Restore {label}
        </Button>
      </DialogActions>
    </>
  );
}
