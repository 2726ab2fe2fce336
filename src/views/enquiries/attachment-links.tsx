import { useState } from 'react';
import type { HttpError } from '@refinedev/core';
import { useSnackbar } from 'notistack';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import AttachFile from '@mui/icons-material/AttachFile';
import {
  isImageLink,
  isMessageFile,
  type MessageFile,
} from '../../registry/enquiry-desk';
import { adminApi } from '../../providers/admin-api';
import { useAdminFetch } from '../../providers/use-admin-call';
import { saveFile } from '../../components/save-file';
import { ImageThumb } from '../../components/fields/image-thumb';
import { LtrValue } from '../../components/fields/ltr-value';
import { safeHref } from '../../components/links/safe-href';
import { formatFileSize } from './file-size';

/**
 * What a file link reads as: the last part of its path, decoded. Only
 * given what `safeHref` let through, whose escapes all decode.
 */
function fileNameOf(href: string): string {
  return decodeURIComponent(href.split('/').pop() || href);
}

/** A pasted link: a picture as a thumbnail, else its file name; plain text when it is no safe link. */
function PastedLink({ url }: { url: string }) {
  const href = safeHref(url);
  if (href === null) return <bdi>{url}</bdi>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {isImageLink(href) ? (
        <ImageThumb
          src={href}
          alt={fileNameOf(href)}
          height={64}
          maxWidth={96}
        />
      ) : (
        <bdi>{fileNameOf(href)}</bdi>
      )}
    </Link>
  );
}

/**
 * A file uploaded to the desk, by name and size. It is fetched through the
 * API with the session, like every other call (a plain link would carry
 * no credentials), and saved under its own name.
 */
function StoredFileLink({
  enquiryId,
  file,
}: {
  enquiryId: number;
  file: MessageFile;
}) {
  const fetchCall = useAdminFetch();
  const { enqueueSnackbar } = useSnackbar();
  const [isPending, setPending] = useState(false);
  const size = formatFileSize(file.sizeBytes);
  const download = async () => {
    setPending(true);
    try {
      const saved = await fetchCall(adminApi.deskFile(enquiryId, file));
      saveFile(saved.blob, saved.fileName);
    } catch (e) {
      enqueueSnackbar(
        `${file.fileName} could not be downloaded: ${(e as Partial<HttpError>).message ?? 'unknown error'}`,
        { variant: 'error' },
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      aria-label={`${file.fileName}, ${size}`}
      aria-busy={isPending}
      onClick={() => void download()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
    >
      <AttachFile fontSize="small" />
      <bdi>{file.fileName}</bdi>
      <LtrValue style={{ opacity: 0.7 }}>{size}</LtrValue>
    </Link>
  );
}

/**
 * A message's attachments: files uploaded to the desk as named links with
 * their size, pasted links as links (pictures as thumbnails). Each address
 * is rendered as an attribute, never as markup; links open in a new tab
 * without access back to the console. An address that is no safe link
 * (`safeHref`: a stored `javascript:`, a malformed escape) shows as plain
 * text, so one bad row never takes the conversation down.
 */
export function AttachmentLinks({
  attachments,
  enquiryId,
}: {
  attachments: readonly unknown[];
  enquiryId: number;
}) {
  if (attachments.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      alignItems="center"
      component="ul"
      aria-label="Attachments"
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {attachments.map((attachment, index) => (
        <li
          key={
            isMessageFile(attachment)
              ? `file-${attachment.attachmentId}`
              : `${index}-${String(attachment)}`
          }
        >
          {isMessageFile(attachment) ? (
            <StoredFileLink enquiryId={enquiryId} file={attachment} />
          ) : (
            <PastedLink url={String(attachment)} />
          )}
        </li>
      ))}
    </Stack>
  );
}
