import { useRef, type KeyboardEvent } from 'react';
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
import { LtrValue } from '../../components/fields/ltr-value';
import { Phrase } from '../../components/fields/phrase';
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

/**
 * The folder's enquiries, newest conversation first; unread ones in bold.
 * Arrow keys move between rows (Home and End to the ends), Enter opens
 * one in the reading pane and the checkbox beside each selects it.
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
  const labelById = new Map(labels.map((label) => [label.id, label]));

  const moveFocus = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const target =
      event.key === 'ArrowDown'
        ? index + 1
        : event.key === 'ArrowUp'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? rows.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    const buttons =
      listRef.current?.querySelectorAll<HTMLElement>('[data-inbox-row]');
    buttons?.[Math.max(0, Math.min(rows.length - 1, target))]?.focus();
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
            disablePadding
            divider
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
                  input: { 'aria-label': `Select ${String(row.code)}` },
                }}
              />
            </Box>
            <ListItemButton
              data-inbox-row
              selected={openId === String(id)}
              aria-current={openId === String(id) ? 'true' : undefined}
              onClick={() => onOpen(id)}
              onKeyDown={(event) => moveFocus(event, index)}
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
                  sx={{ flex: 1, fontWeight: unread ? 700 : 400 }}
                >
                  <bdi>{customer ?? `Customer #${String(row.userId)}`}</bdi>
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
                  sx={{ fontWeight: unread ? 700 : 400 }}
                >
                  <LtrValue>
                    {formatDateTime(row.lastMessageAt ?? row.createdAt)}
                  </LtrValue>
                </Typography>
              </Stack>
              <Typography
                variant="body2"
                noWrap
                sx={{ fontWeight: unread ? 700 : 400 }}
              >
                <Phrase>
                  <bdi>{String(row.code)}</bdi> ·{' '}
                  <bdi>{String(row.subject)}</bdi>
                </Phrase>
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
