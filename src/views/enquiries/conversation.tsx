import { useState } from 'react';
import type { BaseRecord } from '@refinedev/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../components/fields/format';
import { LtrValue } from '../../components/fields/ltr-value';
import { AttachmentLinks } from './attachment-links';
import { useConversation, type ReplyDraft } from './use-conversation';

const emptyDraft: ReplyDraft = { body: '', attachments: '' };

function Bubble({
  who,
  at,
  body,
  attachments,
  fromStaff,
}: {
  who: string;
  at: unknown;
  body: string;
  attachments: readonly string[];
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
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>
        {body}
      </Typography>
      <AttachmentLinks urls={attachments} />
    </Paper>
  );
}

/**
 * The conversation with the customer: their opening message, the thread
 * (live), and a composer with canned replies and attachment links. A reply
 * that fails keeps its text, with the server's reasons under its fields.
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
  const [draft, setDraft] = useState<ReplyDraft>(emptyDraft);
  const [cannedAnchor, setCannedAnchor] = useState<HTMLElement | null>(null);
  const isClosed = enquiry.status === 'CLOSED';

  const submit = async () => {
    if (draft.body.trim() === '') return;
    if (await talk.send(draft)) setDraft(emptyDraft);
  };

  return (
    <Stack spacing={3}>
      <Stack
        component="ol"
        aria-label="Conversation"
        spacing={2}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex' }}
      >
        <Bubble
          who={customerName}
          at={enquiry.createdAt as unknown}
          body={String(enquiry.message ?? '')}
          attachments={[]}
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
              Array.isArray(message.attachments)
                ? message.attachments.map(String)
                : []
            }
            fromStaff={message.authorType === 'STAFF'}
          />
        ))}
      </Stack>
      {isClosed ? (
        <Alert severity="info">
          This enquiry is closed; the customer can open a new one.
        </Alert>
      ) : (
        <Box
          component="form"
          aria-label="Reply"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack spacing={2}>
            {talk.failure && (
              <Alert severity="error">{talk.failure.message}</Alert>
            )}
            <TextField
              label="Reply to the customer"
              multiline
              minRows={3}
              value={draft.body}
              onChange={(event) =>
                setDraft({ ...draft, body: event.target.value })
              }
              error={Boolean(talk.failure?.fields.body)}
              helperText={talk.failure?.fields.body}
              slotProps={{ htmlInput: { maxLength: 4000 } }}
            />
            <TextField
              label="Attachment links (one per line)"
              multiline
              minRows={1}
              value={draft.attachments}
              onChange={(event) =>
                setDraft({ ...draft, attachments: event.target.value })
              }
              error={Boolean(talk.failure?.fields.attachments)}
              helperText={
                talk.failure?.fields.attachments ??
                'https:// links only; pictures show as thumbnails'
              }
            />
            <Stack direction="row" spacing={2} justifyContent="flex-end">
              <Button
                variant="outlined"
                aria-haspopup="menu"
                onClick={(event) => setCannedAnchor(event.currentTarget)}
                disabled={talk.cannedReplies.length === 0}
              >
                Canned replies
              </Button>
              <Menu
                anchorEl={cannedAnchor}
                open={cannedAnchor !== null}
                onClose={() => setCannedAnchor(null)}
              >
                {talk.cannedReplies.map((reply) => (
                  <MenuItem
                    key={String(reply.id)}
                    onClick={() => {
                      const text = String(reply.body);
                      setDraft({
                        ...draft,
                        body: draft.body.trim()
                          ? `${draft.body.trimEnd()}\n\n${text}`
                          : text,
                      });
                      setCannedAnchor(null);
                    }}
                  >
                    <bdi>{String(reply.title)}</bdi>
                  </MenuItem>
                ))}
              </Menu>
              <Button
                type="submit"
                variant="contained"
                disabled={talk.isSending || draft.body.trim() === ''}
              >
                Send reply
              </Button>
            </Stack>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
