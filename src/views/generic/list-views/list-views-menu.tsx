import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Check from '@mui/icons-material/Check';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Link from '@mui/icons-material/Link';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { useAbility } from '../../../access/ability-context';
import {
  audienceLabel,
  type ListView,
  type ListViewState,
} from '../../../registry/list-views';
import { pagePaths } from '../../../registry/paths';
import { SaveViewDialog, type ViewToSave } from './save-view-dialog';
import { useListViews } from './use-list-views';

/** The query parameter that names the open view: a view's link is its list's with it. */
export const viewParam = 'view';

interface ListViewsMenuProps {
  /** The list's key (`orders`): its views are saved under it. */
  resourceKey: string;
  listLabel: string;
  /** The list as it stands: what "Save current view…" saves. */
  current: ListViewState;
  /** Puts the list in a view's state. */
  onApply: (state: ListViewState) => void;
}

/**
 * The list toolbar's "Views" button: the saved views the user sees (their
 * own, their roles', everyone's), "Save current view…", and for the open
 * view its link, default and delete. The open view is named in the URL
 * (`?view=12`), so its link opens it for anyone it is shared with; a list
 * opened with no query at all opens on the user's default view.
 */
export function ListViewsMenu({
  resourceKey,
  listLabel,
  current,
  onApply,
}: ListViewsMenuProps) {
  const { views, isLoaded, save, remove, setDefault } =
    useListViews(resourceKey);
  const canShare = useAbility().can('share', 'ListView');
  const [params, setParams] = useSearchParams();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isSaveOpen, setSaveOpen] = useState(false);
  // Read at the first render, before the list writes its page and sort in.
  const [openedBare] = useState(() => params.size === 0);
  const applied = useRef<number | null>(null);

  const openId = Number(params.get(viewParam)) || null;
  const open = views.find((view) => view.id === openId);

  const name = (id: number, replace: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(viewParam, String(id));
        return next;
      },
      { replace },
    );

  // The view is applied once its URL names it and the views have come: the
  // list's own URL writes then carry the name along.
  const settle = useEffectEvent(() => {
    if (openId === null) {
      const preferred = views.find((view) => view.isDefault);
      if (openedBare && applied.current === null && preferred)
        name(preferred.id, true);
      return;
    }
    if (applied.current === openId || !open) return;
    applied.current = openId;
    onApply(open.state);
  });
  useEffect(() => {
    if (isLoaded) settle();
  }, [isLoaded, openId, views]);

  const choose = (view: ListView) => {
    setAnchor(null);
    if (view.id === openId) onApply(view.state);
    else name(view.id, false);
  };
  const saveCurrent = async ({
    name: viewName,
    audience,
    isDefault,
  }: ViewToSave) => {
    const saved = await save({
      list: resourceKey,
      name: viewName,
      audience,
      isDefault,
      state: current,
    });
    applied.current = saved.data.id;
    name(saved.data.id, false);
  };
  const copyLink = (view: ListView) => {
    setAnchor(null);
    const link = `${window.location.origin}${pagePaths.list(resourceKey)}?${viewParam}=${String(view.id)}`;
    void navigator.clipboard.writeText(link);
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<BookmarkBorder />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {open ? `View: ${open.name}` : 'Views'}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': `Saved views of ${listLabel}` } }}
      >
        {views.map((view) => (
          <MenuItem
            key={view.id}
            selected={view.id === openId}
            onClick={() => choose(view)}
          >
            <ListItemIcon>
              {view.id === openId ? <Check fontSize="small" /> : null}
            </ListItemIcon>
            <ListItemText
              primary={view.name}
              secondary={`${audienceLabel(view.audience)}${view.isMine ? '' : ` · by ${view.ownerName}`}${view.isDefault ? ' · default' : ''}`}
            />
          </MenuItem>
        ))}
        {views.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary="No saved views yet" />
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setSaveOpen(true);
          }}
        >
          <ListItemIcon>
            <SaveOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Save current view…" />
        </MenuItem>
        {open && [
          <MenuItem key="link" onClick={() => copyLink(open)}>
            <ListItemIcon>
              <Link fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Copy link to this view" />
          </MenuItem>,
          <MenuItem
            key="default"
            onClick={() => {
              setAnchor(null);
              void setDefault(open, !open.isDefault);
            }}
          >
            <ListItemIcon>
              {open.isDefault ? (
                <Star fontSize="small" />
              ) : (
                <StarBorder fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={
                open.isDefault
                  ? 'Stop opening on this view'
                  : 'Make default for me'
              }
            />
          </MenuItem>,
          open.isMine && (
            <MenuItem
              key="delete"
              onClick={() => {
                setAnchor(null);
                void remove(open);
              }}
            >
              <ListItemIcon>
                <DeleteOutline fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={`Delete “${open.name}”`} />
            </MenuItem>
          ),
        ]}
      </Menu>
      <SaveViewDialog
        open={isSaveOpen}
        listLabel={listLabel}
        canShare={canShare}
        onSave={saveCurrent}
        onClose={() => setSaveOpen(false)}
      />
    </>
  );
}
