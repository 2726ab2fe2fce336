import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTheme } from '@mui/material/styles';
import type { BaseRecord } from '@refinedev/core';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../components/visually-hidden';
import { formatDateTime } from '../../components/fields/format';
import { inboxWhen } from './inbox-when';
import { LtrValue } from '../../components/fields/ltr-value';
import { typedLine } from '../../components/fields/typed-line';
import type { ReferenceTitles } from '../../providers/response-extras';
import type { Label } from './use-inbox';

interface InboxListProps {
  rows: readonly BaseRecord[];
  titles: ReferenceTitles;
  labels: readonly Label[];
  openId: string | null;
  selected: ReadonlySet<number>;
  isUnread: (id: number) => boolean;
  onOpen: (id: number) => void;
  onToggle: (id: number) => void;
}

/** A row's two stops: its checkbox, and the button that opens it. */
type Column = 'select' | 'open';

const columnOf = (target: EventTarget): Column =>
  target instanceof HTMLInputElement ? 'select' : 'open';

/**
 * The folder's enquiries, newest conversation first; unread ones in bold.
 * The list is one stop for the Tab key (a roving tab index, as a grid):
 * Up and Down move between rows (Home and End to the ends), Left and
 * Right between a row's checkbox and the row itself, Enter opens one in
 * the reading pane and Space on the checkbox selects it. So Tab goes from
 * the search box past the list to the reading pane in a few presses,
 * whatever the page holds.
 */
export function InboxList({
  rows,
  titles,
  labels,
  openId,
  selected,
  isUnread,
  onOpen,
  onToggle,
}: InboxListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const isRtl = useTheme().direction === 'rtl';
  const labelById = new Map(labels.map((label) => [label.id, label]));
  const [focused, setFocused] = useState<{ row: number; column: Column }>();
  const openIndex = rows.findIndex((row) => String(row.id) === openId);
  // The stop Tab lands on: where focus last was, else the open row, else the first.
  const stop =
    focused && focused.row < rows.length
      ? focused
      : { row: Math.max(0, openIndex), column: 'open' as const };
  const tabIndexOf = (row: number, column: Column) =>
    stop.row === row && stop.column === column ? 0 : -1;

  const moveFocus = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const column = columnOf(event.target);
    const row =
      event.key === 'ArrowDown'
        ? index + 1
        : event.key === 'ArrowUp'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? rows.length - 1
              : index;
    const toward: Column | null =
      event.key === 'ArrowLeft'
        ? isRtl
          ? 'open'
          : 'select'
        : event.key === 'ArrowRight'
          ? isRtl
            ? 'select'
            : 'open'
          : null;
    if (row === index && toward === null) return;
    event.preventDefault();
    const item =
      listRef.current?.querySelectorAll<HTMLElement>('[data-inbox-item]')[
        Math.max(0, Math.min(rows.length - 1, row))
      ];
    item
      ?.querySelector<HTMLElement>(
        (toward ?? column) === 'open'
          ? '[data-inbox-row]'
          : 'input[type="checkbox"]',
      )
      ?.focus();
  };

  return (
    <List ref={listRef} disablePadding aria-label="Enquiries">
      {rows.map((row, index) => {
        const id = Number(row.id);
        const unread = isUnread(id);
        const customer = titles.userId?.[String(row.userId)];
        const rowLabels = (Array.isArray(row.labelIds) ? row.labelIds : [])
          .map((labelId) => labelById.get(Number(labelId)))
          .filter((label): label is Label => label !== undefined);
        return (
          <ListItem
            key={id}
            data-inbox-item
            disablePadding
            divider
            onKeyDown={(event) => moveFocus(event, index)}
            onFocus={(event: FocusEvent<HTMLElement>) =>
              setFocused({ row: index, column: columnOf(event.target) })
            }
            sx={{ alignItems: 'stretch' }}
          >
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                paddingInlineStart: 2,
              }}
            >
              <Checkbox
                size="small"
                checked={selected.has(id)}
                onChange={() => onToggle(id)}
                slotProps={{
                  input: {
                    'aria-label': `Select ${String(row.code)}`,
                    tabIndex: tabIndexOf(index, 'select'),
                  },
                }}
              />
            </Box>
            <ListItemButton
              data-inbox-row
              selected={openId === String(id)}
              aria-current={openId === String(id) ? 'true' : undefined}
              tabIndex={tabIndexOf(index, 'open')}
              onClick={() => onOpen(id)}
              sx={{
                py: 2,
                paddingInlineStart: 1,
                minWidth: 0,
                display: 'block',
              }}
            >
              <Stack direction="row" spacing={2} alignItems="baseline">
                <Typography
                  variant="body2"
                  noWrap
                  dir="auto"
                  sx={{
                    ...typedLine,
                    flex: 1,
                    fontWeight: unread ? 700 : 400,
                  }}
                >
                  {customer ?? `Customer #${String(row.userId)}`}
                  {unread && (
                    <Box component="span" sx={visuallyHidden}>
                      {' '}
                      (unread)
                    </Box>
                  )}
                </Typography>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  noWrap
                  title={formatDateTime(row.lastMessageAt ?? row.createdAt)}
                  sx={{ fontWeight: unread ? 700 : 400 }}
                >
                  <LtrValue>
                    {inboxWhen(row.lastMessageAt ?? row.createdAt)}
                  </LtrValue>
                </Typography>
              </Stack>
              <Typography
                variant="body2"
                noWrap
                dir="auto"
                sx={{ ...typedLine, fontWeight: unread ? 700 : 400 }}
              >
                <bdi>{String(row.code)}</bdi> · {String(row.subject)}
              </Typography>
              {rowLabels.length > 0 && (
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  {rowLabels.map((label) => (
                    <Chip
                      key={label.id}
                      label={label.name}
                      size="small"
                      sx={{ bgcolor: label.color, color: '#fff', height: 20 }}
                    />
                  ))}
                </Stack>
              )}
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
