import { useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import {
  fileTypeNames,
  fileTypes,
  maxFileBytes,
} from '../../registry/enquiry-desk';
import { FilePickerButton } from '../../components/actions/file-picker-button';
import { formatFileSize } from './file-size';
import { replyFieldId } from './reply-field';
import type { ReplyDraft, useConversation } from './use-conversation';
import { useReplyFiles } from './use-reply-files';

const emptyDraft: ReplyDraft = { body: '', attachments: '' };
const fileHintId = 'reply-files-hint';
const accept = Object.entries(fileTypes)
  .flatMap(([type, { extensions }]) => [
    type,
    ...extensions.map((ext) => `.${ext}`),
  ])
  .join(',');

const hasFiles = (event: DragEvent) =>
  event.dataTransfer.types.includes('Files');

/**
 * The reply to the customer: text (Ctrl or ⌘+Enter sends it), canned
 * replies, links and files. Files are picked or dropped on the composer
 * and stored at once; a reply that fails keeps its text and files, with
 * the server's reasons under its fields.
 */
export function ReplyComposer({
  talk,
  enquiryId,
}: {
  talk: ReturnType<typeof useConversation>;
  enquiryId: number;
}) {
  const [draft, setDraft] = useState<ReplyDraft>(emptyDraft);
  const [cannedAnchor, setCannedAnchor] = useState<HTMLElement | null>(null);
  const [isDropping, setDropping] = useState(false);
  const files = useReplyFiles(enquiryId);
  const canSend =
    !talk.isSending &&
    !files.isUploading &&
    !files.hasRefused &&
    draft.body.trim() !== '';

  const submit = async () => {
    if (!canSend) return;
    if (await talk.send(draft, files.attachmentIds)) {
      setDraft(emptyDraft);
      files.clear();
    }
  };

  return (
    <Box
      component="form"
      aria-label="Reply"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDropping(false);
        files.add(event.dataTransfer.files);
      }}
      sx={{
        p: 3,
        borderTop: 1,
        borderColor: 'divider',
        outline: isDropping ? 2 : 0,
        outlineStyle: 'dashed',
        outlineColor: 'primary.main',
        outlineOffset: -4,
      }}
    >
      <Stack spacing={2}>
        {talk.failure && <Alert severity="error">{talk.failure.message}</Alert>}
        <TextField
          id={replyFieldId}
          label="Reply to the customer"
          multiline
          minRows={2}
          maxRows={8}
          value={draft.body}
          onChange={(event) => setDraft({ ...draft, body: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
          }}
          error={Boolean(talk.failure?.fields.body)}
          helperText={talk.failure?.fields.body}
          slotProps={{
            htmlInput: {
              maxLength: 4000,
              'aria-keyshortcuts': 'Control+Enter Meta+Enter',
            },
          }}
        />
        <TextField
          label="Attachment links (one per line)"
          size="small"
          multiline
          minRows={1}
          placeholder="https://…"
          value={draft.attachments}
          onChange={(event) =>
            setDraft({ ...draft, attachments: event.target.value })
          }
          error={Boolean(talk.failure?.fields.attachments)}
          helperText={talk.failure?.fields.attachments}
        />
        {files.files.length > 0 && (
          <Stack
            component="ul"
            aria-label="Files to send"
            direction="row"
            spacing={1}
            useFlexGap
            flexWrap="wrap"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {files.files.map((file) => (
              <Stack
                component="li"
                key={file.key}
                direction="row"
                alignItems="center"
              >
                <Chip
                  size="small"
                  color={file.error ? 'error' : 'default'}
                  variant={file.error ? 'outlined' : 'filled'}
                  label={
                    <>
                      <bdi>{file.name}</bdi> ·{' '}
                      {file.isUploading
                        ? 'uploading…'
                        : (file.error ?? formatFileSize(file.sizeBytes))}
                    </>
                  }
                />
                <IconButton
                  size="small"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => files.remove(file.key)}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Stack>
            ))}
          </Stack>
        )}
        {talk.failure?.fields.files && (
          <Typography variant="caption" color="error">
            {talk.failure.fields.files}
          </Typography>
        )}
        <Stack
          direction="row"
          spacing={2}
          alignItems="center"
          useFlexGap
          flexWrap="wrap"
        >
          <FilePickerButton
            size="small"
            startIcon={<AttachFile />}
            aria-describedby={fileHintId}
            inputLabel="Files to attach"
            accept={accept}
            multiple
            onFiles={files.add}
          >
            Attach files
          </FilePickerButton>
          <Button
            size="small"
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
            disabled={!canSend}
            sx={{ marginInlineStart: 'auto' }}
          >
            Send reply
          </Button>
        </Stack>
        <Typography
          id={fileHintId}
          variant="caption"
          color="text.secondary"
          sx={{ mt: -1 }}
        >
          {fileTypeNames} up to {formatFileSize(maxFileBytes)}; drop files here
          · Ctrl+Enter sends
        </Typography>
      </Stack>
    </Box>
  );
}
