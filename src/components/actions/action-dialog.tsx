import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import CircularProgress from '@mui/material/CircularProgress';
import type { ActionFailure } from './use-record-action';
import type { ActionSpec } from '../../registry/define-resource';

interface ActionDialogProps {
  action: ActionSpec;
  /** What kind of record the action applies to, e.g. "order". */
  noun: string;
  /** Which one: its code or name, e.g. "ORD-2026-000123". */
  recordTitle: string;
  open: boolean;
  isPending: boolean;
  /** The server's answer when the action failed (a 409 names the current state). */
  /** The last failure; after a conflict there is nothing left to confirm. */
  error: ActionFailure | null;
  onClose: () => void;
  onConfirm: (values: { reason?: string }) => void;
}

/**
 * Confirmation for a state transition. Pessimistic by design (nothing that
 * moves money or changes an order's state gets an undo): the button stays
 * disabled while the call is pending, so a double click sends one POST, and
 * the typed reason survives a failed attempt.
 */
export function ActionDialog({
  action,
  noun,
  recordTitle,
  open,
  isPending,
  error,
  onClose,
  onConfirm,
}: ActionDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const needsReason = action.reason === 'required';
  const reasonError = needsReason && touched && reason.trim() === '';
  // The title isolated, so a right-to-left page keeps a code in order.
  const target = (
    <>
      {noun} <bdi>{recordTitle}</bdi>
    </>
  );

  const submit = () => {
    setTouched(true);
    if (needsReason && reason.trim() === '') return;
    onConfirm(action.reason ? { reason: reason.trim() || undefined } : {});
  };

  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle>
        {action.label} {target}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: action.reason ? 2 : 0 }}>
          {action.confirm ?? (
            <>
              This will {action.label.toLowerCase()} {target}.
            </>
          )}
        </DialogContentText>
        {action.reason && (
          <TextField
            fullWidth
            multiline
            minRows={2}
            label={needsReason ? 'Reason' : 'Reason (optional)'}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={reasonError}
            helperText={
              reasonError
                ? 'Say why, so the next person understands the decision'
                : ' '
            }
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        )}
        {error && (
          <Alert
            severity={error.isConflict ? 'warning' : 'error'}
            sx={{ mt: 2 }}
          >
            {error.message}
            {error.isConflict && (
              <Box component="span" sx={{ display: 'block', mt: 1 }}>
                The page now shows its current state; close this and choose
                again.
              </Box>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 4 }}>
        <Button onClick={onClose} disabled={isPending} color="inherit">
          {error?.isConflict ? 'Close' : 'Cancel'}
        </Button>
        {!error?.isConflict && (
          <Button
            variant="contained"
            color={action.tone ?? 'primary'}
            onClick={submit}
            disabled={isPending}
            startIcon={
              isPending ? (
                <CircularProgress size={16} color="inherit" />
              ) : undefined
            }
          >
            {action.label}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
