import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  enquiryFolders,
  folderLabels,
  type EnquiryFolder,
} from '../../registry/enquiry-desk';
import { pagePaths } from '../../registry/paths';
import { resourceKey } from '../../registry/resource-key';
import { cannedReplies, enquiryLabels } from '../../registry/resources/desk';
import { LtrValue } from '../../components/fields/ltr-value';
import { Phrase } from '../../components/fields/phrase';
import type {
  DeskContact,
  FolderCount,
  FolderCounts,
} from '../../registry/enquiry-desk';
import type { Label } from './use-inbox';
import type { InboxView } from './inbox-state';

interface InboxSidebarProps {
  view: InboxView;
  counts: FolderCounts | undefined;
  labels: readonly Label[];
  contacts: readonly DeskContact[];
  onChange: (change: Partial<InboxView>) => void;
}

const plural = (n: number, one: string, many: string) =>
  `${n} ${n === 1 ? one : many}`;

/** "Inbox, 12 conversations, 3 unread": what a folder holds, in words. */
function folderCountText(label: string, count: FolderCount): string {
  return `${label}, ${plural(count.total, 'conversation', 'conversations')}, ${count.unread} unread`;
}

const countsLegendId = 'folder-counts-legend';

/**
 * The folders with their counts, the labels and the customers with open
 * enquiries. Each folder says what its figures are (its name, then how
 * many conversations it holds and how many of them the caller has not
 * read), to screen readers in its name and on screen in a legend and a
 * tooltip, so neither figure is a bare number.
 */
export function InboxSidebar({
  view,
  counts,
  labels,
  contacts,
  onChange,
}: InboxSidebarProps) {
  const pick = (change: Partial<InboxView>) =>
    onChange({ page: 1, open: null, ...change });
  return (
    <Box component="nav" aria-label="Mailbox" sx={{ overflowY: 'auto' }}>
      <List
        dense
        subheader={<ListSubheader>Folders</ListSubheader>}
        aria-describedby={countsLegendId}
      >
        {enquiryFolders.map((folder: EnquiryFolder) => {
          const count = counts?.[folder];
          const label = folderLabels[folder];
          return (
            <ListItem key={folder} disablePadding>
              <ListItemButton
                selected={view.folder === folder}
                aria-current={view.folder === folder ? 'page' : undefined}
                aria-label={count ? folderCountText(label, count) : label}
                onClick={() => pick({ folder })}
              >
                <ListItemText primary={label} />
                {count && (
                  <Tooltip
                    title={`${plural(count.total, 'conversation', 'conversations')} in ${label}; ${count.unread} you have not read`}
                  >
                    <Stack
                      direction="row"
                      spacing={1}
                      alignItems="center"
                      aria-hidden
                    >
                      {count.unread > 0 && (
                        <Badge
                          color="primary"
                          badgeContent={<LtrValue>{count.unread}</LtrValue>}
                          max={999}
                          sx={{
                            '& .MuiBadge-badge': {
                              position: 'static',
                              transform: 'none',
                            },
                          }}
                        />
                      )}
                      <LtrValue style={{ minWidth: '2.5em', textAlign: 'end' }}>
                        <span data-testid={`folder-total-${folder}`}>
                          {count.total}
                        </span>
                      </LtrValue>
                    </Stack>
                  </Tooltip>
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Typography
        id={countsLegendId}
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ px: 4, pb: 1 }}
      >
        Each folder shows how many conversations it holds; the badge beside it,
        how many of them you have not read.
      </Typography>
      <List dense subheader={<ListSubheader>Labels</ListSubheader>}>
        {labels.map((label) => {
          const id = String(label.id);
          const isOn = view.label === id;
          return (
            <ListItem key={id} disablePadding>
              <ListItemButton
                selected={isOn}
                aria-pressed={isOn}
                onClick={() => pick({ label: isOn ? null : id })}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: label.color,
                    marginInlineEnd: 2,
                    flexShrink: 0,
                  }}
                />
                <ListItemText primary={label.name} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <List dense subheader={<ListSubheader>Customers waiting</ListSubheader>}>
        {contacts.slice(0, 8).map((contact) => {
          const id = String(contact.userId);
          const isOn = view.customer === id;
          return (
            <ListItem key={id} disablePadding>
              <ListItemButton
                selected={isOn}
                aria-pressed={isOn}
                onClick={() =>
                  pick({ customer: isOn ? null : id, folder: 'inbox' })
                }
              >
                <ListItemText
                  primary={<bdi>{contact.name}</bdi>}
                  secondary={
                    <Phrase>
                      <LtrValue>{contact.openEnquiries}</LtrValue> open
                    </Phrase>
                  }
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Stack spacing={1} sx={{ px: 4, py: 2 }}>
        <Link
          component={RouterLink}
          to={pagePaths.list(resourceKey(enquiryLabels))}
          variant="body2"
        >
          Manage labels
        </Link>
        <Link
          component={RouterLink}
          to={pagePaths.list(resourceKey(cannedReplies))}
          variant="body2"
        >
          Manage canned replies
        </Link>
      </Stack>
    </Box>
  );
}
