import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useOne, type BaseRecord } from '@refinedev/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { pagePaths } from '../../registry/paths';
import { resourceKey } from '../../registry/resource-key';
import { enquiries } from '../../registry/resources/management';
import { orders } from '../../registry/resources/orders';
import { users } from '../../registry/resources/users';
import {
  titlesOf,
  type ReferenceTitles,
} from '../../providers/response-extras';
import { humanizeEnum } from '../../components/fields/format';
import { Phrase } from '../../components/fields/phrase';
import { typedLine } from '../../components/fields/typed-line';
import { Conversation } from './conversation';
import { PaneControls } from './pane-controls';
import { focusReplyField } from './reply-field';
import { useDeskShortcuts } from './use-desk-shortcuts';
import { useEnquiryControls } from './use-enquiry-controls';

interface ReadingPaneProps {
  id: number;
  /** Whether the caller has not read it yet: opening it marks it read. */
  isUnread: boolean;
  onMarkRead: (read: boolean) => Promise<unknown>;
  /** On a phone the pane replaces the list; this goes back to it. */
  onBack?: () => void;
}

/** The open enquiry: who, what, its state, the customer's orders, and the conversation. */
export function ReadingPane({
  id,
  isUnread,
  onMarkRead,
  onBack,
}: ReadingPaneProps) {
  const { result: enquiry, query } = useOne({
    resource: 'enquiries',
    id,
    meta: { include: ['userId', 'assignedTo'] },
  });
  // Opening an unread enquiry marks it read, once: a message arriving while
  // it is open, or "mark unread", leaves it unread until it is opened again.
  const marked = useRef(false);
  useEffect(() => {
    if (!isUnread || marked.current) return;
    marked.current = true;
    void onMarkRead(true);
  }, [isUnread, onMarkRead]);

  if (query.isLoading) return <Typography sx={{ p: 4 }}>Loading…</Typography>;
  if (!enquiry)
    return (
      <Alert severity="error" sx={{ m: 4 }}>
        This enquiry could not be loaded: {query.error?.message ?? 'not found'}.
      </Alert>
    );
  return (
    <OpenEnquiry
      enquiry={enquiry}
      titles={titlesOf(query.data)}
      onMarkRead={onMarkRead}
      onBack={onBack}
    />
  );
}

/**
 * The loaded enquiry, filling the pane: its header and controls on top,
 * the conversation scrolling in the middle and the reply at the bottom,
 * always in view. `r`, `e`, `a` and `s` act on it.
 */
function OpenEnquiry({
  enquiry,
  titles,
  onMarkRead,
  onBack,
}: {
  enquiry: BaseRecord;
  titles: ReferenceTitles;
  onMarkRead: (read: boolean) => Promise<unknown>;
  onBack?: () => void;
}) {
  const controls = useEnquiryControls(enquiry);
  useDeskShortcuts({
    r: focusReplyField,
    e: controls.resolve,
    a: () => controls.openMenu('assign'),
    s: () => controls.openMenu('status'),
  });
  const customerId = String(enquiry.userId);
  const customerName = titles.userId?.[customerId] ?? `Customer #${customerId}`;
  const assignee = enquiry.assignedTo
    ? {
        id: Number(enquiry.assignedTo),
        name:
          titles.assignedTo?.[String(enquiry.assignedTo)] ??
          `User #${String(enquiry.assignedTo)}`,
      }
    : null;

  return (
    <Stack
      component="article"
      aria-label="Enquiry"
      sx={{ height: '100%', minHeight: 0 }}
    >
      <Stack
        spacing={2}
        sx={{ p: 3, pb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {onBack && (
          <Button
            startIcon={
              <ArrowBack
                sx={(theme) => ({
                  transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
                })}
              />
            }
            onClick={onBack}
            sx={{ alignSelf: 'flex-start' }}
          >
            Back to the list
          </Button>
        )}
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography
            variant="h6"
            component="h2"
            noWrap
            dir="auto"
            sx={{ ...typedLine, flex: 1, minWidth: 0 }}
          >
            {String(enquiry.subject)}
          </Typography>
          <Tooltip title="Mark unread">
            <IconButton
              size="small"
              aria-label="Mark unread"
              onClick={() => void onMarkRead(false)}
            >
              <MarkEmailUnreadOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Open record">
            <IconButton
              size="small"
              aria-label="Open record"
              component={RouterLink}
              to={pagePaths.show(resourceKey(enquiries), String(enquiry.id))}
            >
              <OpenInNew fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        <PaneControls
          controls={controls}
          status={enquiry.status as unknown}
          assignee={assignee}
        />
        <Typography variant="body2" color="text.secondary">
          <Phrase>
            <bdi>{String(enquiry.code)}</bdi> · {humanizeEnum(enquiry.category)}{' '}
            · from{' '}
            <Link
              component={RouterLink}
              to={pagePaths.show(resourceKey(users), customerId)}
            >
              <bdi>{customerName}</bdi>
            </Link>{' '}
            ·{' '}
            <Link
              component={RouterLink}
              to={pagePaths.list(resourceKey(orders), {
                field: 'customerId',
                value: customerId,
              })}
            >
              Customer’s orders
            </Link>
          </Phrase>
        </Typography>
      </Stack>
      <Box
        sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <Conversation enquiry={enquiry} customerName={customerName} />
      </Box>
    </Stack>
  );
}
