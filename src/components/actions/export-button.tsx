import { useState } from 'react';
import {
  useDataProvider,
  type BaseRecord,
  type CrudFilter,
  type CrudSort,
  type HttpError,
} from '@refinedev/core';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownload from '@mui/icons-material/FileDownload';
import type { DownloadedFile } from '../../http/api-client';
import { saveFile } from '../../http/download';
import { apiPaths } from '../../registry/paths';

interface ExportButtonProps {
  /** API segment, e.g. 'orders'. */
  apiName: string;
  filters: readonly CrudFilter[];
  sorters: readonly CrudSort[];
}

/**
 * Downloads the current filtered, sorted view as CSV
 * (`GET /admin/{resource}/export?<list query>`), saved under the name the
 * server gives in Content-Disposition.
 */
export function ExportButton({ apiName, filters, sorters }: ExportButtonProps) {
  const getDataProvider = useDataProvider();
  const { enqueueSnackbar } = useSnackbar();
  const [isPending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const { custom } = getDataProvider();
      if (!custom) throw new Error('The data provider cannot download files');
      const { data } = await custom<DownloadedFile & BaseRecord>({
        url: apiPaths.exportCsv(apiName),
        method: 'get',
        filters: [...filters],
        sorters: [...sorters],
        meta: { download: true, fileName: `${apiName}.csv` },
      });
      saveFile(data.blob, data.fileName);
    } catch (e) {
      enqueueSnackbar(
        (e as Partial<HttpError>).message ?? 'The export failed',
        {
          variant: 'error',
        },
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={isPending ? <CircularProgress size={16} /> : <FileDownload />}
      disabled={isPending}
      onClick={() => void run()}
    >
      Export CSV
    </Button>
  );
}
