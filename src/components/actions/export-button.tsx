import { useEffect, useId, useRef, useState } from 'react';
import type { CrudFilter, CrudSort, HttpError } from '@refinedev/core';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FileDownload from '@mui/icons-material/FileDownload';
import type { DownloadProgress } from '../../http/download';
import { saveFile } from '../save-file';
import { adminApi, type ExportFormat } from '../../providers/admin-api';
import { useAdminFetch } from '../../providers/use-admin-call';
import type { AnyResource } from '../../registry/define-resource';
import { offers } from '../../registry/operations';
import { ExportProgress } from './export-progress';

interface ExportButtonProps {
  /** The list's (or report's) entry; its API name names the file. */
  resource: AnyResource;
  filters: readonly CrudFilter[];
  sorters: readonly CrudSort[];
}

/**
 * Downloads the current filtered, sorted view as CSV
 * (`GET /admin/{resource}/export?<list query>`), saved under the name the
 * server gives in Content-Disposition. The button takes the file as the
 * grid reads (labels, ringgit, names, local times); its menu offers the raw
 * form (ids, sen, codes, UTC), which is what the import reads back, so it
 * says so only where the resource takes imports. While the file downloads
 * the control shows how many rows have arrived of how many the server
 * expects, and a Cancel that stops the download (leaving the page does too).
 */
export function ExportButton({
  resource,
  filters,
  sorters,
}: ExportButtonProps) {
  const fetchCall = useAdminFetch();
  const { enqueueSnackbar } = useSnackbar();
  const [download, setDownload] = useState<AbortController | null>(null);
  // Null until the server answers with the rows it expects.
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const exportRef = useRef<HTMLButtonElement>(null);
  const wasDownloading = useRef(false);
  const isDownloading = download !== null;
  // The control swaps for the progress and back: focus follows to Cancel,
  // and returns to Export CSV unless it has moved on elsewhere.
  useEffect(() => {
    if (isDownloading) cancelRef.current?.focus();
    else if (wasDownloading.current && document.activeElement === document.body)
      exportRef.current?.focus();
    wasDownloading.current = isDownloading;
  }, [isDownloading]);
  // Leaving the page stops a download; one that has ended ignores it.
  useEffect(() => () => download?.abort(), [download]);
  // The group the menu hangs from, kept in state (a ref is not read while rendering).
  const [group, setGroup] = useState<HTMLDivElement | null>(null);
  const menuId = useId();
  const run = async (format: ExportFormat) => {
    setMenuOpen(false);
    const controller = new AbortController();
    setProgress(null);
    setDownload(controller);
    try {
      const file = await fetchCall(
        adminApi.exportCsv(resource, { filters, sorters, format }),
        { signal: controller.signal, onCsvProgress: setProgress },
      );
      saveFile(file.blob, file.fileName);
    } catch (e) {
      if (controller.signal.aborted)
        enqueueSnackbar('Export cancelled', { variant: 'info' });
      else
        enqueueSnackbar(
          (e as Partial<HttpError>).message ?? 'The export failed',
          { variant: 'error' },
        );
    } finally {
      setDownload(null);
    }
  };
  if (download)
    return (
      <ExportProgress
        progress={progress}
        onCancel={() => download.abort()}
        cancelRef={cancelRef}
      />
    );
  return (
    <>
      <ButtonGroup ref={setGroup} variant="outlined" size="small">
        <Button
          ref={exportRef}
          startIcon={<FileDownload />}
          onClick={() => void run('readable')}
        >
          Export CSV
        </Button>
        <Button
          aria-label="More export options"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <ArrowDropDown fontSize="small" />
        </Button>
      </ButtonGroup>
      <Menu
        id={menuId}
        anchorEl={group}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={() => void run('raw')}>
          <ListItemText
            primary={
              offers(resource, 'import')
                ? 'Export raw CSV (for import)'
                : 'Export raw CSV'
            }
            secondary="Field names, ids, sen, codes and UTC times"
          />
        </MenuItem>
      </Menu>
    </>
  );
}
