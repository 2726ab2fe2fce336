import { useState } from 'react';
import type { CrudFilter, CrudSort, HttpError } from '@refinedev/core';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownload from '@mui/icons-material/FileDownload';
import { saveFile } from '../../http/download';
import { adminApi } from '../../providers/admin-api';
import { useAdminFetch } from '../../providers/use-admin-call';
import type { AnyResource } from '../../registry/define-resource';

interface ExportButtonProps {
  /** The list's (or report's) entry; its API name names the file. */
  resource: AnyResource;
  filters: readonly CrudFilter[];
  sorters: readonly CrudSort[];
}

/**
 * Downloads the current filtered, sorted view as CSV
 * (`GET /admin/{resource}/export?<list query>`), saved under the name the
 * server gives in Content-Disposition.
 */
export function ExportButton({
  resource,
  filters,
  sorters,
}: ExportButtonProps) {
  const fetchCall = useAdminFetch();
  const { enqueueSnackbar } = useSnackbar();
  const [isPending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const file = await fetchCall(
        adminApi.exportCsv(resource, { filters, sorters }),
      );
      saveFile(file.blob, file.fileName);
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
