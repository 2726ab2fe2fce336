import { useState, type ReactNode } from 'react';
import type { HttpError } from '@refinedev/core';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import type { DownloadedFile } from '../../http/api-client';
import { saveFile } from '../save-file';
import type { AdminCall } from '../../providers/admin-api';
import { useAdminFetch } from '../../providers/use-admin-call';

interface FileDownloadButtonProps {
  /** The file's call (`adminApi.statementPdf(…)`), which names it when the server does not. */
  call: AdminCall<DownloadedFile>;
  icon: ReactNode;
  children: ReactNode;
}

/**
 * A button that downloads one file the API makes (a statement's PDF)
 * through the data provider, so the call carries the session like every
 * other, and saves it under the name the server gives; a failure is a toast.
 */
export function FileDownloadButton({
  call,
  icon,
  children,
}: FileDownloadButtonProps) {
  const fetchCall = useAdminFetch();
  const { enqueueSnackbar } = useSnackbar();
  const [isPending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const file = await fetchCall(call);
      saveFile(file.blob, file.fileName);
    } catch (e) {
      enqueueSnackbar(
        `The file could not be downloaded: ${(e as Partial<HttpError>).message ?? 'unknown error'}`,
        { variant: 'error' },
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="contained"
      startIcon={icon}
      loading={isPending}
      onClick={() => void run()}
    >
      {children}
    </Button>
  );
}
