import { enqueueSnackbar, type VariantType } from 'notistack';

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
