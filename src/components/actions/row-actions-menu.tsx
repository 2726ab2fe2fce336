import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '@refinedev/core';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import type { AnyResource } from '../../registry/define-resource';
import { offers } from '../../registry/operations';
import { pagePaths } from '../../registry/paths';
import { titleText } from '../../registry/record-title';
import { RecordDeleteDialog } from './record-delete-dialog';
import { useRowActions } from './row-actions-host';
import { sharedClasses } from '../shared-classes';

/** Material's "more vert" icon (the kebab), as @mui/icons-material draws it. */
const moreVertPath =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

type Row = Record<string, unknown>;

interface RowActionsMenuProps {
  resource: AnyResource;
  resourceKey: string;
  row: Row;
}

/**
 * The kebab at a row's end: View/Edit/Delete and the actions the row's state
 * allows; an action's dialog opens in the list's `RowActionsHost`. Items
 * mount only while the menu is open, so abilities (in memory) are asked
 * for one row at a time.
 */
export function RowActionsMenu({
  resource,
  resourceKey,
  row,
}: RowActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu and the delete dialog mount on first use and stay for their
  // closing transitions: a page draws 25 kebabs, and their hooks (a
  // navigation, a delete mutation) cost more than the buttons.
  const [wasOpened, setWasOpened] = useState(false);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [wasDeleteOpened, setWasDeleteOpened] = useState(false);
  const id = String(row.id);
  const titleValue = resource.titleField ? row[resource.titleField] : undefined;
  const title = titleText(resource, titleValue) || `#${id}`;

  return (
    <>
      {/* A plain button with shared classes: the page draws one a row. */}
      <button
        type="button"
        className={sharedClasses.iconButton}
        aria-label={`Actions for ${title}`}
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
          setWasOpened(true);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={moreVertPath} />
        </svg>
      </button>
      {wasOpened && (
        <RowMenu
          resource={resource}
          resourceKey={resourceKey}
          row={row}
          title={title}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          onDelete={() => {
            setDeleteOpen(true);
            setWasDeleteOpened(true);
          }}
        />
      )}
      {wasDeleteOpened && (
        <RecordDeleteDialog
          resource={resource}
          resourceKey={resourceKey}
          id={id}
          title={title}
          open={isDeleteOpen}
          onClose={() => setDeleteOpen(false)}
          onDeleted={() => setDeleteOpen(false)}
        />
      )}
    </>
  );
}

function RowMenu({
  resource,
  resourceKey,
  row,
  title,
  anchor,
  onClose,
  onDelete,
}: RowActionsMenuProps & {
  title: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onDelete: () => void;
}) {
  const navigate = useNavigate();
  const { availableFor, refusalFor, open } = useRowActions();
  const id = String(row.id);
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
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
      {availableFor(row).map(([key, action]) => {
        const refusal = refusalFor(row, action);
        // Disabled with its reason in words (four eyes), not refused after a click.
        return refusal ? (
          <MenuItem
            key={key}
            disabled
            sx={{ whiteSpace: 'normal', maxWidth: 280 }}
          >
            <ListItemText primary={action.label} secondary={refusal} />
          </MenuItem>
        ) : (
          <MenuItem
            key={key}
            onClick={() => {
              onClose();
              open(row, title, key);
            }}
          >
            {action.label}
          </MenuItem>
        );
      })}
      {offers(resource, 'delete') && !resource.source && (
        <AbilityItem
          resourceKey={resourceKey}
          action="delete"
          onClick={() => {
            onClose();
            onDelete();
          }}
        >
          Delete
        </AbilityItem>
      )}
    </Menu>
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
