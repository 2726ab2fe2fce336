import { useId, useState } from 'react';
import type { CrudFilter, CrudSort, HttpError } from '@refinedev/core';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FileDownload from '@mui/icons-material/FileDownload';
import { saveFile } from '../../http/download';
import { adminApi, type ExportFormat } from '../../providers/admin-api';
import { useAdminFetch } from '../../providers/use-admin-call';
import type { AnyResource } from '../../registry/define-resource';
import { offers } from '../../registry/operations';

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
 * says so only where the resource takes imports.
 */
export function ExportButton({
  resource,
  filters,
  sorters,
}: ExportButtonProps) {
  const fetchCall = useAdminFetch();
  const { enqueueSnackbar } = useSnackbar();
  const [isPending, setPending] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // The group the menu hangs from, kept in state (a ref is not read while rendering).
  const [group, setGroup] = useState<HTMLDivElement | null>(null);
  const menuId = useId();
  const run = async (format: ExportFormat) => {
    setMenuOpen(false);
    setPending(true);
    try {
      const file = await fetchCall(
        adminApi.exportCsv(resource, { filters, sorters, format }),
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
    <>
      <ButtonGroup
        ref={setGroup}
        variant="outlined"
        size="small"
        disabled={isPending}
      >
        <Button
          startIcon={
            isPending ? <CircularProgress size={16} /> : <FileDownload />
          }
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
