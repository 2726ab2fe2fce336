import { useEffect, useRef } from 'react';
import type { BaseRecord } from '@refinedev/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../components/fields/format';
import { LtrValue } from '../../components/fields/ltr-value';
import { AttachmentLinks } from './attachment-links';
import { ReplyComposer } from './reply-composer';
import { useConversation } from './use-conversation';

function Bubble({
  who,
  at,
  body,
  attachments,
  enquiryId,
  fromStaff,
}: {
  who: string;
  at: unknown;
  body: string;
  attachments: readonly unknown[];
  enquiryId: number;
  fromStaff: boolean;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 3,
        maxWidth: '85%',
        alignSelf: fromStaff ? 'flex-end' : 'flex-start',
        bgcolor: fromStaff ? 'action.selected' : 'background.paper',
      }}
    >
      <Stack direction="row" spacing={2} justifyContent="space-between">
        <Typography variant="caption" fontWeight={600}>
          <bdi>{who}</bdi>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <LtrValue>{formatDateTime(at)}</LtrValue>
        </Typography>
      </Stack>
      {/* The message runs in the direction it was written in (its first
          letter's), isolated from the page's: an Arabic message in a
          left-to-right console, an English one in a right-to-left one. */}
      <Typography
        variant="body2"
        dir="auto"
        sx={{ whiteSpace: 'pre-wrap', mt: 1 }}
      >
        {body}
      </Typography>
      <AttachmentLinks attachments={attachments} enquiryId={enquiryId} />
    </Paper>
  );
}

/**
 * The conversation with the customer: their opening message and the
 * thread (live: another user's reply appears without a reload), which
 * scrolls on its own and opens at the latest message, above the reply
 * composer, which stays in view however long the thread grows.
 */
export function Conversation({
  enquiry,
  customerName,
}: {
  enquiry: BaseRecord;
  customerName: string;
}) {
  const enquiryId = Number(enquiry.id);
  const talk = useConversation(enquiryId);
  const thread = useRef<HTMLOListElement>(null);
  const isClosed = enquiry.status === 'CLOSED';
  const count = talk.messages.length;

  // The latest message in view when the thread opens and when one arrives.
  useEffect(() => {
    const list = thread.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  return (
    <>
      <Stack
        ref={thread}
        component="ol"
        aria-label="Conversation"
        // Focusable, so the keyboard can scroll it.
        tabIndex={0}
        spacing={2}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 3,
          display: 'flex',
          flex: 1,
          minHeight: 0,
          overflowY: 'auto',
        }}
      >
        <Bubble
          who={customerName}
          at={enquiry.createdAt as unknown}
          body={String(enquiry.message ?? '')}
          attachments={[]}
          enquiryId={enquiryId}
          fromStaff={false}
        />
        {talk.messages.map((message) => (
          <Bubble
            key={String(message.id)}
            who={
              talk.authorTitles[String(message.authorId)] ??
              (message.authorType === 'STAFF' ? 'Staff' : customerName)
            }
            at={message.createdAt as unknown}
            body={String(message.body)}
            attachments={
              Array.isArray(message.attachments) ? message.attachments : []
            }
            enquiryId={enquiryId}
            fromStaff={message.authorType === 'STAFF'}
          />
        ))}
      </Stack>
      {isClosed ? (
        <Box sx={{ p: 3, borderTop: 1, borderColor: 'divider' }}>
          <Alert severity="info">
            This enquiry is closed; the customer can open a new one.
          </Alert>
        </Box>
      ) : (
        <ReplyComposer talk={talk} enquiryId={enquiryId} />
      )}
    </>
  );
}
