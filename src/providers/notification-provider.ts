import { createElement } from 'react';
import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar, type VariantType } from 'notistack';
import type {
  NotificationProvider,
  OpenNotificationParams,
} from '@refinedev/core';

export interface NotifyOptions {
  message: string;
  variant?: VariantType;
  /** Same key, same toast: a second call while it shows does not stack another. */
  key?: string;
  /** Milliseconds; default notistack's 5000. */
  autoHideDuration?: number;
}

/**
 * A toast from non-React code (the HTTP layer, session effects). Needs the
 * shell's notistack `<SnackbarProvider>` mounted; before that it does nothing.
 *
 * @example
 * notify({ message: 'Too Many Requests. Try again later!', variant: 'error', key: 'http-429', autoHideDuration: 2000 });
 */
export function notify({
  message,
  variant = 'default',
  key,
  autoHideDuration,
}: NotifyOptions) {
  try {
    enqueueSnackbar(message, {
      variant,
      key,
      preventDuplicate: key !== undefined,
      autoHideDuration,
    });
  } catch {
    // notistack binds enqueueSnackbar when its provider mounts; before that
    // there is nowhere to show a toast, and the caller must not fail for it.
  }
}

const variantOf: Record<OpenNotificationParams['type'], VariantType> = {
  success: 'success',
  error: 'error',
  progress: 'info',
};

/**
 * Refine's NotificationProvider over notistack 3 (not @refinedev/mui's
 * RefineSnackbarProvider, which bundles notistack 2). A `progress` toast is an
 * undoable mutation's countdown and carries the Undo button.
 *
 * @example
 * <Refine notificationProvider={notificationProvider} … />
 */
export const notificationProvider: NotificationProvider = {
  open: ({
    key,
    message,
    description,
    type,
    cancelMutation,
    undoableTimeout,
  }) => {
    const text = description ? `${message}: ${description}` : message;
    const isUndoable = type === 'progress' && cancelMutation !== undefined;
    enqueueSnackbar(text, {
      key,
      variant: variantOf[type],
      preventDuplicate: key !== undefined,
      autoHideDuration: isUndoable ? (undoableTimeout ?? 5) * 1000 : undefined,
      action: isUndoable
        ? (snackbarKey) =>
            createElement(
              Button,
              {
                color: 'inherit',
                size: 'small',
                onClick: () => {
                  cancelMutation();
                  closeSnackbar(snackbarKey);
                },
              },
              'Undo',
            )
        : undefined,
    });
  },
  close: (key) => closeSnackbar(key),
};
