import { useState } from 'react';
import { useInvalidate, type HttpError } from '@refinedev/core';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LtrValue } from '../fields/ltr-value';
import UploadFile from '@mui/icons-material/UploadFile';
import { adminApi } from '../../providers/admin-api';
import { FilePickerButton } from './file-picker-button';
import type { ImportReport } from '../../providers/admin-answers';
import { useAdminMutation } from '../../providers/use-admin-call';
import type { AnyResource } from '../../registry/define-resource';

const countFormat = new Intl.NumberFormat('en-MY');

function rowMessages(errors: ImportReport['failed'][number]['errors']): string {
  if (Array.isArray(errors)) return errors.join('; ');
  // The server's messages name their field by its label ("Sort order must…").
  return Object.values(errors)
    .flatMap((messages) => [messages].flat())
    .join('; ');
}

interface ImportDialogProps {
  open: boolean;
  /** The entry whose rows the CSV holds. */
  resource: AnyResource;
  /** Refine resource key to refresh after the import. */
  resourceKey: string;
  label: string;
  onClose: () => void;
}

/**
 * CSV import in two steps: a dry run previews "would create N, update M" and
 * each bad row, and "Import" stays disabled until a dry run has no failures
 * (a real import with a bad row would change nothing anyway).
 */
export function ImportDialog({
  open,
  resource,
  resourceKey,
  label,
  onClose,
}: ImportDialogProps) {
  const { send: sendCall } = useAdminMutation();
  const invalidate = useInvalidate();
  const { enqueueSnackbar } = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setError(null);
  };

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setPending(true);
    setError(null);
    try {
      const { data: report } = await sendCall(
        adminApi.importCsv(resource, file, { dryRun }),
      );
      if (dryRun) {
        setPreview(report);
        return;
      }
      enqueueSnackbar(
        `Imported ${label}: ${report.created} created, ${report.updated} updated`,
        { variant: 'success' },
      );
      await invalidate({ resource: resourceKey, invalidates: ['list'] });
      reset();
      onClose();
    } catch (e) {
      setError((e as Partial<HttpError>).message ?? 'The import failed');
    } finally {
      setPending(false);
    }
  };

  // A large file's report lists only the first rows with errors and counts the rest.
  const failedCount = preview
    ? (preview.failedCount ?? preview.failed.length)
    : 0;
  const canImport = preview !== null && failedCount === 0 && !isPending;
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : () => (reset(), onClose())}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle>Import {label}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Pick a UTF-8 CSV whose header row names the fields, as Export raw
            CSV writes it. A dry run checks every row first.
          </DialogContentText>
          <Stack direction="row" spacing={2} alignItems="center">
            <FilePickerButton
              variant="outlined"
              startIcon={<UploadFile />}
              inputLabel="CSV file"
              accept=".csv,text/csv"
              onFiles={([picked]) => {
                setFile(picked ?? null);
                setPreview(null);
                setError(null);
              }}
            >
              Choose CSV
            </FilePickerButton>
            <Typography variant="body2">
              {file?.name ?? 'No file chosen'}
            </Typography>
          </Stack>
          {preview && (
            <Alert severity={failedCount > 0 ? 'warning' : 'info'}>
              Would create <LtrValue>{preview.created}</LtrValue>, update{' '}
              <LtrValue>{preview.updated}</LtrValue>
              {failedCount > 0 && (
                <>
                  ; <LtrValue>{countFormat.format(failedCount)}</LtrValue>{' '}
                  {failedCount === 1 ? 'row has' : 'rows have'} errors
                </>
              )}
            </Alert>
          )}
          {preview && failedCount > preview.failed.length && (
            <Typography variant="body2">
              Showing the first{' '}
              <LtrValue>{countFormat.format(preview.failed.length)}</LtrValue>{' '}
              of <LtrValue>{countFormat.format(failedCount)}</LtrValue> errors
            </Typography>
          )}
          {preview && preview.failed.length > 0 && (
            <List dense aria-label="Rows with errors">
              {preview.failed.map((f) => (
                <ListItem key={f.row} divider>
                  <ListItemText
                    primary={
                      <>
                        Row <LtrValue>{f.row}</LtrValue>
                      </>
                    }
                    secondary={rowMessages(f.errors)}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          color="inherit"
          disabled={isPending}
          onClick={() => (reset(), onClose())}
        >
          Cancel
        </Button>
        <Button
          variant="outlined"
          disabled={!file || isPending}
          onClick={() => void send(true)}
          startIcon={isPending ? <CircularProgress size={16} /> : undefined}
        >
          Dry run
        </Button>
        <Button
          variant="contained"
          disabled={!canImport}
          onClick={() => void send(false)}
        >
          Import
        </Button>
      </DialogActions>
    </Dialog>
  );
}
