import { useState } from 'react';
import { useDelete } from '@refinedev/core';
import type { AnyResource } from '../../registry/define-resource';
import { ConfirmDialog } from './confirm-dialog';

interface RecordDeleteDialogProps {
  resource: AnyResource;
  resourceKey: string;
  id: string;
  /** How the record reads in the question ("Nasi lemak ayam"). */
  title: string;
  open: boolean;
  onClose: () => void;
  /** After the API deleted it (the show page leaves for the list). */
  onDeleted: () => void;
}

/**
 * "Delete this record?" for a row's menu and a show page alike: asks first,
 * deletes, says so, and keeps the API's refusal in the dialog (a 409: records
 * still refer to it) instead of closing on it.
 */
export function RecordDeleteDialog({
  resource,
  resourceKey,
  id,
  title,
  open,
  onClose,
  onDeleted,
}: RecordDeleteDialogProps) {
  const { mutate: deleteOne, mutation } = useDelete();
  const [error, setError] = useState<string | null>(null);
  const noun = resource.label.one.toLowerCase();
  return (
    <ConfirmDialog
      open={open}
      title={
        <>
          Delete {noun} <bdi>{title}</bdi>?
        </>
      }
      body="This cannot be undone. Records that still refer to it keep it from being deleted."
      confirmLabel={`Delete ${noun}`}
      dismissLabel={`Keep ${noun}`}
      tone="error"
      isPending={mutation.isPending}
      error={error}
      onClose={() => {
        onClose();
        setError(null);
      }}
      onConfirm={() => {
        setError(null);
        deleteOne(
          {
            resource: resourceKey,
            id,
            successNotification: {
              type: 'success',
              message: `${resource.label.one} deleted`,
            },
            errorNotification: false,
          },
          { onSuccess: onDeleted, onError: (e) => setError(e.message) },
        );
      }}
    />
  );
}
