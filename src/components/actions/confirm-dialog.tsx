import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDialogProps {
  open: boolean;
  /** A node, so that a record's code or a count in it can be isolated for right-to-left pages. */
  title: ReactNode;
  body: string;
  /** The two buttons, each saying what it does ("Delete bank" / "Keep bank"), never a bare "Cancel". */
  confirmLabel: string;
  dismissLabel: string;
  tone?: 'primary' | 'error' | 'warning';
  isPending: boolean;
  /** The server's reason when the last attempt failed (a 409 on delete says what refers to it). */
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * A yes/no question before a destructive call; disabled while the call runs.
 * A confirm is taken once until the call has run, so it sends one call: the
 * caller's `isPending` turns true only a render later, after a double-click
 * has already landed twice.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  dismissLabel,
  tone = 'primary',
  isPending,
  error,
  onClose,
  onConfirm,
}: ConfirmDialogProps) {
  const isConfirming = useRef(false);
  const wasPending = useRef(isPending);
  useEffect(() => {
    if (wasPending.current && !isPending) isConfirming.current = false;
    wasPending.current = isPending;
  }, [isPending]);
  useEffect(() => {
    isConfirming.current = false;
  }, [open]);
  // A call that fails before it was ever seen pending must not lock the button.
  useEffect(() => {
    if (error) isConfirming.current = false;
  }, [error]);
  const confirm = () => {
    if (isConfirming.current) return;
    isConfirming.current = true;
    onConfirm();
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
        <DialogContentText>{body}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 4 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 4 }}>
        <Button onClick={onClose} disabled={isPending} color="inherit">
          {dismissLabel}
        </Button>
        <Button
          variant="contained"
          color={tone}
          onClick={confirm}
          disabled={isPending}
          startIcon={
            isPending ? (
              <CircularProgress size={16} color="inherit" />
            ) : undefined
          }
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
