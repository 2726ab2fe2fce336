import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import History from '@mui/icons-material/History';
import type { AnyResource } from '../../registry/define-resource';
import { keepsRevisions } from '../../registry/revisions';
import { RevisionsDialog } from './revisions-dialog';

interface RevisionsButtonProps {
  resource: AnyResource;
  resourceKey: string;
  id: string;
  title: string;
  /** The record as the page read it: a restore is based on its version. */
  record?: Readonly<Record<string, unknown>>;
}

/**
 * "History" on a record's page: its revisions, compared and restored in one
 * dialog. An icon with its name in a tooltip (and to screen readers), so a
 * header whose actions already fill a 1280 px row does not wrap when it
 * arrives with the record.
 */
export function RevisionsButton(props: RevisionsButtonProps) {
  const [isOpen, setOpen] = useState(false);
  if (!keepsRevisions(props.resource)) return null;
  return (
    <>
      <Tooltip title="History">
        <IconButton
          aria-label="History"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <History />
        </IconButton>
      </Tooltip>
      {isOpen && <RevisionsDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
