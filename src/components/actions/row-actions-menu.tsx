import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCan, useDelete } from '@refinedev/core';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import type { AnyResource } from '../../registry/define-resource';
import { offers } from '../../registry/operations';
import { pagePaths } from '../../registry/paths';
import { ConfirmDialog } from './confirm-dialog';
import { useRowActions } from './row-actions-host';

type Row = Record<string, unknown>;

interface RowActionsMenuProps {
  resource: AnyResource;
  resourceKey: string;
  row: Row;
}

/**
 * The kebab at a row's end: View/Edit/Delete and the actions the row's state
 * allows; an action's dialog opens in the list's `RowActionsHost`. Items mount only while the menu is open, so abilities (in memory)
 * are asked for one row at a time.
 */
export function RowActionsMenu({
  resource,
  resourceKey,
  row,
}: RowActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const navigate = useNavigate();
  const id = String(row.id);
  const titleValue = resource.titleField ? row[resource.titleField] : undefined;
  const title =
    typeof titleValue === 'string' || typeof titleValue === 'number'
      ? String(titleValue)
      : `#${id}`;
  const { availableFor, open } = useRowActions();
  const close = () => setAnchor(null);
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
        {offers(resource, 'show') && !resource.report && (
          <MenuItem
            onClick={() => void navigate(pagePaths.show(resourceKey, id))}
          >
            View
          </MenuItem>
        )}
        {offers(resource, 'edit') && !resource.source && (
          <AbilityItem
            resourceKey={resourceKey}
            action="edit"
            onClick={() => void navigate(pagePaths.edit(resourceKey, id))}
          >
            Edit
          </AbilityItem>
        )}
        {availableFor(row).map(([key, action]) => (
          <MenuItem
            key={key}
            onClick={() => {
              close();
              open(row, title, key);
            }}
          >
            {action.label}
          </MenuItem>
        ))}
        {offers(resource, 'delete') && !resource.source && (
          <AbilityItem
            resourceKey={resourceKey}
            action="delete"
            onClick={() => {
              close();
              setDeleteOpen(true);
            }}
          >
            Delete
          </AbilityItem>
        )}
      </Menu>
      <ConfirmDialog
        open={isDeleteOpen}
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
          setDeleteOpen(false);
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
              onSuccess: () => setDeleteOpen(false),
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
