import { useState, type ReactNode } from 'react';
import {
  useDataProvider,
  type BaseRecord,
  type HttpError,
} from '@refinedev/core';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import type { DownloadedFile } from '../../http/api-client';
import { saveFile } from '../../http/download';

interface FileDownloadButtonProps {
  /** API path under the base URL (`/admin/settlements/7/statement.pdf`). */
  url: string;
  /** The file's name when the server gives none. */
  fileName: string;
  icon: ReactNode;
  children: ReactNode;
}

/**
 * A button that downloads one file the API makes (a statement's PDF)
 * through the data provider, so the call carries the session like every
 * other, and saves it under the name the server gives; a failure is a toast.
 */
export function FileDownloadButton({
  url,
  fileName,
  icon,
  children,
}: FileDownloadButtonProps) {
  const getDataProvider = useDataProvider();
  const { enqueueSnackbar } = useSnackbar();
  const [isPending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const { custom } = getDataProvider();
      if (!custom) throw new Error('The data provider cannot download files');
      const { data } = await custom<DownloadedFile & BaseRecord>({
        url,
        method: 'get',
        meta: { download: true, fileName },
      });
      saveFile(data.blob, data.fileName);
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
