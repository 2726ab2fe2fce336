import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import Search from '@mui/icons-material/Search';
import { folderLabels } from '../../registry/enquiry-desk';
import { searchPlaceholder } from '../../registry/search-terms';
import { useAbility } from '../../access/ability-context';
import { useRegistry } from '../../providers/registry-context';
import { LtrValue } from '../../components/fields/ltr-value';
import { Phrase } from '../../components/fields/phrase';
import { visuallyHidden } from '../../components/visually-hidden';
import { usePhoneLayout } from '../generic/use-phone-layout';
import { InboxBulkBar } from './inbox-bulk-bar';
import { InboxList } from './inbox-list';
import { InboxSidebar } from './inbox-sidebar';
import {
  inboxSearch,
  readInboxView,
  toggleAll,
  toggleOne,
  type InboxView,
} from './inbox-state';
import { ReadingPane } from './reading-pane';
import { focusReplyField } from './reply-field';
import { ShortcutsDialog } from './shortcuts-dialog';
import { useDeskShortcuts } from './use-desk-shortcuts';
import { INBOX_PAGE_SIZE, useInbox, useReadMarker } from './use-inbox';
import { useFitToScreen } from '../../components/use-fit-to-screen';

const readingPaneId = 'reading-pane';

/**
 * Customer enquiries as a shared mailbox (`listView: 'enquiries-inbox'`):
 * folders with live counts, labels and customers on the side, the folder's
 * enquiries in the middle and the open one with its conversation in the
 * reading pane. What is shown lives in the URL; on a phone the pane
 * replaces the list. The desk fills the screen and its columns scroll on
 * their own, so the reply stays in view; `j`/`k` move between
 * conversations and `?` lists every shortcut.
 */
export default function EnquiriesInbox() {
  const [params, setParams] = useSearchParams();
  const view = readInboxView(params);
  const inbox = useInbox(view);
  const markRead = useReadMarker();
  const isPhone = usePhoneLayout();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [searchText, setSearchText] = useState(view.q);
  const [isShortcutsOpen, setShortcutsOpen] = useState(false);
  const isWide = useMediaQuery(useTheme().breakpoints.up('md'), {
    noSsr: true,
  });
  // Below 480 px the desk's columns are too short to work in; the page scrolls instead.
  const fitScreen = useFitToScreen<HTMLDivElement>({
    property: 'height',
    offset: -16,
    min: 480,
  });
  const registry = useRegistry();
  const ability = useAbility();
  const enquiries = registry.byName('enquiries');
  const placeholder = enquiries
    ? searchPlaceholder(enquiries, registry.byName, (target) =>
        ability.can('read', target.subject),
      )
    : 'Search enquiries';
  const listed = inbox.rows.map((row) => Number(row.id));

  const change = (next: Partial<InboxView>) => {
    setParams(inboxSearch({ ...view, ...next }));
    if (
      next.folder !== undefined ||
      next.label !== undefined ||
      next.q !== undefined
    )
      setSelected(new Set());
  };
  const openId = view.open ? Number(view.open) : null;
  const showList = !isPhone || openId === null;
  const showPane = !isPhone || openId !== null;
  // Side by side (or the pane alone on a phone) the desk fits the screen;
  // stacked, it is as tall as its content.
  const fitsScreen = isPhone ? openId !== null : isWide;
  const scrolls = fitsScreen ? { minHeight: 0, overflowY: 'auto' } : {};

  /** Opens the conversation `delta` rows away from the open one (`j`, `k`). */
  const openNext = (delta: 1 | -1) => {
    const at = openId === null ? -1 : listed.indexOf(openId);
    const next =
      at === -1
        ? listed[delta > 0 ? 0 : listed.length - 1]
        : listed[at + delta];
    if (next !== undefined) change({ open: String(next) });
  };
  useDeskShortcuts({
    j: () => openNext(1),
    k: () => openNext(-1),
    '?': () => setShortcutsOpen(true),
  });

  return (
    <Card
      ref={fitsScreen ? fitScreen : undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: isPhone
          ? '1fr'
          : { sm: '1fr', md: '220px minmax(300px, 1fr) minmax(360px, 1.3fr)' },
        ...(fitsScreen
          ? { gridTemplateRows: 'minmax(0, 1fr)' }
          : { minHeight: 'calc(100vh - 180px)' }),
      }}
    >
      {showList && (
        <Box
          sx={{
            borderInlineEnd: { md: 1 },
            borderColor: { md: 'divider' },
            display: isPhone ? 'block' : { xs: 'none', md: 'block' },
            ...scrolls,
          }}
        >
          <InboxSidebar
            view={view}
            counts={inbox.counts}
            labels={inbox.labels}
            contacts={inbox.contacts}
            onChange={change}
          />
        </Box>
      )}
      {showList && (
        <Box
          component="section"
          aria-label={folderLabels[view.folder]}
          sx={{
            borderInlineEnd: { md: 1 },
            borderColor: { md: 'divider' },
            minWidth: 0,
            ...scrolls,
          }}
        >
          <Stack spacing={1} sx={{ p: 3, pb: 1 }}>
            <Stack direction="row" alignItems="center">
              <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
                {folderLabels[view.folder]}
              </Typography>
              <Tooltip title="Keyboard shortcuts (?)">
                <IconButton
                  size="small"
                  aria-label="Keyboard shortcuts"
                  aria-keyshortcuts="?"
                  onClick={() => setShortcutsOpen(true)}
                >
                  <KeyboardOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
            <TextField
              size="small"
              placeholder={placeholder}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter')
                  change({ q: searchText.trim(), page: 1, open: null });
              }}
              onBlur={() => {
                if (searchText.trim() !== view.q)
                  change({ q: searchText.trim(), page: 1 });
              }}
              slotProps={{
                htmlInput: { 'aria-label': 'Search enquiries', type: 'search' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            {openId !== null && (
              // From the search box straight to the reply, past the list.
              <Link
                href={`#${readingPaneId}`}
                onClick={(event) => {
                  event.preventDefault();
                  if (!focusReplyField())
                    document.getElementById(readingPaneId)?.focus();
                }}
                sx={{
                  alignSelf: 'flex-start',
                  '&:not(:focus)': visuallyHidden,
                }}
              >
                Skip to the reply (r)
              </Link>
            )}
          </Stack>
          <InboxBulkBar
            listed={listed}
            selected={selected}
            labels={inbox.labels}
            me={inbox.me}
            onToggleAll={() => setSelected(toggleAll(selected, listed))}
            onDone={(succeeded) =>
              setSelected(
                new Set([...selected].filter((id) => !succeeded.includes(id))),
              )
            }
          />
          <Divider />
          {inbox.isLoading ? (
            <Typography sx={{ p: 4 }}>Loading…</Typography>
          ) : inbox.rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 4 }}>
              No enquiries here.
            </Typography>
          ) : (
            <InboxList
              rows={inbox.rows}
              titles={inbox.titles}
              labels={inbox.labels}
              openId={view.open}
              selected={selected}
              isUnread={inbox.isUnread}
              onOpen={(id) => change({ open: String(id) })}
              onToggle={(id) => setSelected(toggleOne(selected, id))}
            />
          )}
          {inbox.total > INBOX_PAGE_SIZE && (
            <Stack alignItems="center" sx={{ p: 2 }}>
              <Pagination
                count={Math.ceil(inbox.total / INBOX_PAGE_SIZE)}
                page={view.page}
                onChange={(_event, page) => change({ page })}
                size="small"
              />
            </Stack>
          )}
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ px: 3, pb: 2, display: 'block' }}
          >
            <Phrase>
              <LtrValue>{inbox.total}</LtrValue> in this folder
            </Phrase>
          </Typography>
        </Box>
      )}
      {showPane && (
        <Box
          component="section"
          id={readingPaneId}
          tabIndex={-1}
          aria-label="Reading pane"
          sx={{
            minWidth: 0,
            '&:focus-visible': { outline: 'none' },
            ...(fitsScreen ? { minHeight: 0, overflow: 'hidden' } : {}),
          }}
        >
          {openId === null ? (
            <Typography color="text.secondary" sx={{ p: 4 }}>
              Choose an enquiry to read the conversation.
            </Typography>
          ) : (
            <ReadingPane
              key={openId}
              id={openId}
              isUnread={inbox.isUnread(openId)}
              onMarkRead={(read) => markRead(openId, read)}
              onBack={isPhone ? () => change({ open: null }) : undefined}
            />
          )}
        </Box>
      )}
      <ShortcutsDialog
        open={isShortcutsOpen}
        onClose={() => setShortcutsOpen(false)}
      />
    </Card>
  );
}
