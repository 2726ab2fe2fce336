import { createElement } from 'react';
import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar, type VariantType } from 'notistack';
import type {
  NotificationProvider,
  OpenNotificationParams,
} from '@refinedev/core';

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
