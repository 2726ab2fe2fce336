import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCan, useDelete } from '@refinedev/core';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import type { ActionSpec, AnyResource } from '../../registry/define-resource';
import { apiResourceName } from '../../registry/resource-key';
import { ActionDialog } from '../../views/generic/action-dialog';
import { ConfirmDialog } from '../../views/generic/confirm-dialog';
import { useRecordAction } from '../../views/generic/use-record-action';
import { pagePaths } from '../../registry/paths';

type Row = Record<string, unknown>;

interface RowActionsMenuProps {
  resource: AnyResource;
  resourceKey: string;
  row: Row;
}

/**
 * The kebab at a row's end: View/Edit/Delete and the actions the row's state
 * allows. Items mount only while the menu is open, so abilities (in memory)
 * are asked for one row at a time.
 */
export function RowActionsMenu({
  resource,
  resourceKey,
  row,
}: RowActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<
    { key: string; action: ActionSpec } | 'delete' | null
  >(null);
  const navigate = useNavigate();
  const id = String(row.id);
  const titleValue = resource.titleField ? row[resource.titleField] : undefined;
  const title =
    typeof titleValue === 'string' || typeof titleValue === 'number'
      ? String(titleValue)
      : `#${id}`;
  const ops = resource.operations ?? [
    'list',
    'show',
    'create',
    'edit',
    'delete',
    'export',
  ];
  const state = resource.stateField
    ? String(row[resource.stateField])
    : undefined;
  const actions = Object.entries(resource.actions ?? {}).filter(
    ([, a]) =>
      a.from.length === 0 || (state !== undefined && a.from.includes(state)),
  );
  const close = () => setAnchor(null);
  const { run, isPending, error, clearError } = useRecordAction(resourceKey);
  const { mutate: deleteOne, mutation: deleteMutation } = useDelete();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${title}`}
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        onClick={(e) => e.stopPropagation()}
      >
        {ops.includes('show') && !resource.report && (
          <MenuItem
            onClick={() => void navigate(pagePaths.show(resourceKey, id))}
          >
            View
          </MenuItem>
        )}
        {ops.includes('edit') && !resource.source && (
          <AbilityItem
            resourceKey={resourceKey}
            action="edit"
            onClick={() => void navigate(pagePaths.edit(resourceKey, id))}
          >
            Edit
          </AbilityItem>
        )}
        {actions.map(([key, action]) => (
          <AbilityItem
            key={key}
            resourceKey={resourceKey}
            action={key}
            onClick={() => {
              close();
              setDialog({ key, action });
            }}
          >
            {action.label}
          </AbilityItem>
        ))}
        {ops.includes('delete') && !resource.source && (
          <AbilityItem
            resourceKey={resourceKey}
            action="delete"
            onClick={() => {
              close();
              setDialog('delete');
            }}
          >
            Delete
          </AbilityItem>
        )}
      </Menu>
      {dialog !== null && dialog !== 'delete' && (
        <ActionDialog
          open
          action={dialog.action}
          noun={resource.label.one.toLowerCase()}
          recordTitle={title}
          isPending={isPending}
          error={error}
          onClose={() => {
            setDialog(null);
            clearError();
          }}
          onConfirm={(values) => {
            void run({
              apiName: apiResourceName(resource),
              id,
              action: dialog.key,
              values,
              successMessage: `${dialog.action.label}: ${resource.label.one.toLowerCase()} ${title}`,
            }).then((ok) => ok && setDialog(null));
          }}
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={
          <>
            Delete {resource.label.one.toLowerCase()} <bdi>{title}</bdi>?
          </>
        }
        body="This cannot be undone. Records that still refer to it keep it from being deleted."
        confirmLabel="Delete"
        tone="error"
        isPending={deleteMutation.isPending}
        error={deleteError}
        onClose={() => {
          setDialog(null);
          setDeleteError(null);
        }}
        onConfirm={() =>
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
            {
              onSuccess: () => setDialog(null),
              onError: (e) => setDeleteError(e.message),
            },
          )
        }
      />
    </>
  );
}

function AbilityItem({
  resourceKey,
  action,
  onClick,
  children,
}: {
  resourceKey: string;
  action: string;
  onClick: () => void;
  children: string;
}) {
  const { data: can } = useCan({ resource: resourceKey, action });
  if (!can?.can) return null;
  return <MenuItem onClick={onClick}>{children}</MenuItem>;
}
