import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useOne } from '@refinedev/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { pagePaths } from '../../registry/paths';
import { resourceKey } from '../../registry/resource-key';
import { enquiries } from '../../registry/resources/management';
import { orders } from '../../registry/resources/orders';
import { users } from '../../registry/resources/users';
import { titlesOf } from '../../providers/response-extras';
import { humanizeEnum } from '../../components/fields/format';
import { statusTone } from '../../components/fields/status-tone';
import { Phrase } from '../../components/fields/phrase';
import { Conversation } from './conversation';

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
  const titles = titlesOf(query.data);
  const customerId = String(enquiry.userId);
  const customerName = titles.userId?.[customerId] ?? `Customer #${customerId}`;
  const assignee = enquiry.assignedTo
    ? titles.assignedTo?.[String(enquiry.assignedTo)]
    : undefined;

  return (
    <Stack spacing={3} sx={{ p: 4 }} component="article" aria-label="Enquiry">
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
      <Stack
        direction="row"
        spacing={2}
        alignItems="center"
        useFlexGap
        flexWrap="wrap"
      >
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 200 }}>
          <bdi>{String(enquiry.subject)}</bdi>
        </Typography>
        <Chip
          size="small"
          label={humanizeEnum(enquiry.status)}
          color={statusTone(enquiry.status)}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        <Phrase>
          <bdi>{String(enquiry.code)}</bdi> · {humanizeEnum(enquiry.category)} ·{' '}
          {assignee ? (
            <>
              Assigned to <bdi>{assignee}</bdi>
            </>
          ) : (
            'Unassigned'
          )}
        </Phrase>
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={pagePaths.show(resourceKey(users), customerId)}
        >
          <bdi>{customerName}</bdi>
        </Button>
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={pagePaths.list(resourceKey(orders), {
            field: 'customerId',
            value: customerId,
          })}
        >
          Customer’s orders
        </Button>
        <Button
          size="small"
          startIcon={<MarkEmailUnreadOutlined />}
          onClick={() => void onMarkRead(false)}
        >
          Mark unread
        </Button>
        <Button
          size="small"
          component={RouterLink}
          to={pagePaths.show(resourceKey(enquiries), id)}
        >
          Open record
        </Button>
      </Stack>
      <Divider />
      <Conversation enquiry={enquiry} customerName={customerName} />
    </Stack>
  );
}
