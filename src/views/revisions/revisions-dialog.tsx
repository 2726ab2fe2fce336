import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { AnyResource } from '../../registry/define-resource';
import type { RevisionSummary } from '../../registry/revisions';
import { adminApi } from '../../providers/admin-api';
import { useAdminQuery } from '../../providers/use-admin-call';
import { RevisionCompare } from './revision-compare';
import { RevisionList } from './revision-list';
import { RevisionRestore } from './revision-restore';

interface RevisionsDialogProps {
  resource: AnyResource;
  resourceKey: string;
  id: string;
  title: string;
  record?: Readonly<Record<string, unknown>>;
  onClose: () => void;
}

/** What the dialog shows: the list, two revisions side by side, or one about to be restored. */
type Pane =
  | { kind: 'list' }
  | { kind: 'compare'; older: RevisionSummary; newer: RevisionSummary }
  | { kind: 'restore'; revision: RevisionSummary };

/**
 * A record's history: its revisions newest first, any two compared field by
 * field, and a restore that shows what it will change before it does.
 */
export function RevisionsDialog({
  resource,
  resourceKey,
  id,
  title,
  record,
  onClose,
}: RevisionsDialogProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [pane, setPane] = useState<Pane>({ kind: 'list' });
  const { answer, query } = useAdminQuery(adminApi.revisions(resource, id), {
    errorNotification: false,
  });
  const backToList = () => setPane({ kind: 'list' });
  const titleId = `revisions-of-${resource.name}-${id}`;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        History of {resource.label.one.toLowerCase()} <bdi>{title}</bdi>
      </DialogTitle>
      {pane.kind === 'list' && (
        <RevisionList
          resource={resource}
          revisions={answer?.data}
          isLoading={query.isLoading}
          error={query.error?.message}
          onCompare={(older, newer) =>
            setPane({ kind: 'compare', older, newer })
          }
          onRestore={(revision) => setPane({ kind: 'restore', revision })}
          onClose={onClose}
        />
      )}
      {pane.kind === 'compare' && (
        <RevisionCompare
          resource={resource}
          id={id}
          older={pane.older}
          newer={pane.newer}
          onBack={backToList}
        />
      )}
      {pane.kind === 'restore' && (
        <RevisionRestore
          resource={resource}
          resourceKey={resourceKey}
          id={id}
          record={record}
          revision={pane.revision}
          onBack={backToList}
          onRestored={() => {
            void query.refetch();
            backToList();
          }}
        />
      )}
    </Dialog>
  );
}
