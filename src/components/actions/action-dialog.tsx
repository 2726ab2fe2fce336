import { useState, type ReactNode } from 'react';
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
import type { ActionFailure } from './use-action-run';
import type { ActionSpec } from '../../registry/define-resource';

interface ActionDialogProps {
  action: ActionSpec;
  /** What the server finds wrong with the target, each a warning above the buttons. */
  warnings?: readonly string[];
  /** The question: "Accept order ORD0000042?", "Review 2 settlements?". */
  title: ReactNode;
  /** What confirming does. */
  description: ReactNode;
  /** The two buttons, each saying what it does: "Cancel order" and "Keep order". */
  confirmLabel: ReactNode;
  dismissLabel: string;
  open: boolean;
  isPending: boolean;
  /** The server's answer to the last try; after a conflict there is nothing left to confirm. */
  error: ActionFailure | null;
  onClose: () => void;
  onConfirm: (values: { reason?: string }) => void;
}

/**
 * Confirmation for a state transition, of one record or of a selection
 * (the bulk bar's). Pessimistic by design (nothing that
 * moves money or changes an order's state gets an undo): the button stays
 * disabled while the call is pending, so a double click sends one POST, and
 * the typed reason survives a failed attempt.
 */
export function ActionDialog({
  action,
  warnings = [],
  title,
  description,
  confirmLabel,
  dismissLabel,
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
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: action.reason ? 2 : 0 }}>
          {description}
        </DialogContentText>
        {warnings.map((warning) => (
          <Alert key={warning} severity="warning" sx={{ mt: 2, mb: 2 }}>
            {warning}
          </Alert>
        ))}
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
          {error?.isConflict ? 'Close' : dismissLabel}
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
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
