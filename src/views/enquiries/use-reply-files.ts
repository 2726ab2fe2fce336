import { useRef, useState } from 'react';
import { useDelete, type HttpError } from '@refinedev/core';
import { useAbility } from '../../access/ability-context';
import { adminApi } from '../../providers/admin-api';
import { useAdminMutation } from '../../providers/use-admin-call';
import { maxFileBytes } from '../../registry/enquiry-desk';
import { resourceKey } from '../../registry/resource-key';
import { enquiryAttachments } from '../../registry/resources/management';
import { formatFileSize } from './file-size';

/** A file in the reply being written: uploading, stored, or refused and why. */
export interface ReplyFile {
  key: number;
  name: string;
  sizeBytes: number;
  isUploading: boolean;
  /** The stored attachment, once the API took the file. */
  attachmentId?: number;
  error?: string;
}

/** Why the API refused a file: its field's words, else the summary (a 413's limit). */
function refusal(e: unknown): string {
  const error = e as Partial<HttpError>;
  const messages = error.errors?.file;
  return Array.isArray(messages) && messages.length > 0
    ? messages.join(' ')
    : (error.message ?? 'The file was not stored; try again.');
}

/**
 * The files of the reply being written. Each is stored as soon as it is
 * picked or dropped, so a refusal (too large, not an allowed kind) shows
 * beside it at once rather than when the reply is sent; removing a stored
 * one deletes it again, so it does not stay on the enquiry unsent.
 */
export function useReplyFiles(enquiryId: number) {
  const { send } = useAdminMutation();
  const { mutate: deleteOne } = useDelete();
  const ability = useAbility();
  const [files, setFiles] = useState<ReplyFile[]>([]);
  const nextKey = useRef(0);
  const update = (key: number, change: Partial<ReplyFile>) =>
    setFiles((all) =>
      all.map((file) => (file.key === key ? { ...file, ...change } : file)),
    );

  const upload = async (key: number, file: File) => {
    try {
      const { data } = await send(adminApi.deskUploadFile(enquiryId, file));
      update(key, {
        isUploading: false,
        attachmentId: Number(data.id),
        name: String(data.fileName),
      });
    } catch (e) {
      update(key, { isUploading: false, error: refusal(e) });
    }
  };

  const add = (picked: Iterable<File>) => {
    for (const file of picked) {
      const key = nextKey.current++;
      // Checked here too, so a large file is refused before it is sent.
      const isTooLarge = file.size > maxFileBytes;
      setFiles((all) => [
        ...all,
        {
          key,
          name: file.name,
          sizeBytes: file.size,
          isUploading: !isTooLarge,
          error: isTooLarge
            ? `Larger than ${formatFileSize(maxFileBytes)}; attach a smaller file`
            : undefined,
        },
      ]);
      if (!isTooLarge) void upload(key, file);
    }
  };

  const remove = (key: number) => {
    const file = files.find((each) => each.key === key);
    setFiles((all) => all.filter((each) => each.key !== key));
    if (
      file?.attachmentId !== undefined &&
      ability.can('delete', enquiryAttachments.subject)
    )
      deleteOne({
        resource: resourceKey(enquiryAttachments),
        id: file.attachmentId,
        successNotification: false,
      });
  };

  return {
    files,
    /** The stored files' ids, for the reply. */
    attachmentIds: files.flatMap((file) =>
      file.attachmentId === undefined ? [] : [file.attachmentId],
    ),
    isUploading: files.some((file) => file.isUploading),
    /** A refused file is still listed: the reply would go without it. */
    hasRefused: files.some((file) => file.error !== undefined),
    add,
    remove,
    /** After the reply went: its files are in the message now. */
    clear: () => setFiles([]),
  };
}
