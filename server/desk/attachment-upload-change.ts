import type { FileType } from '../../src/registry/enquiry-desk';
import type { AuthUser } from '../context';
import { conflict, notFound } from '../http/errors';
import type { RequestOrigin } from '../http/request-origin';
import { createChange } from '../resources/changes/create-change';
import type { ChangeOfNewRecords } from '../resources/record-change';
import { selectById, type WireRecord } from '../resources/record-store';
import { storeAttachmentFile } from './attachment-files';
import type { DeskContext } from './desk-context';

export interface AttachmentUpload {
  user: AuthUser;
  enquiryId: number;
  /** Already made safe to show and to save under (`safeFileName`). */
  fileName: string;
  /** What the bytes were checked to be, never what the client said. */
  contentType: FileType;
  content: Uint8Array;
  origin: RequestOrigin;
}

/**
 * A file uploaded for a reply: an `enquiry-attachments` record, created as
 * `POST /admin/enquiry-attachments` would create it (validated, audited,
 * announced), and its bytes beside it in the same transaction. The enquiry
 * is locked first: a missing one is a 404, and a closed one takes no files,
 * as it takes no replies.
 */
export function attachmentUploadChange(
  desk: DeskContext,
  upload: AttachmentUpload,
): ChangeOfNewRecords<WireRecord> {
  const { models } = desk;
  const create = createChange({
    registry: desk.registry,
    user: upload.user,
    model: models.attachments,
    origin: upload.origin,
    body: {
      enquiryId: upload.enquiryId,
      fileName: upload.fileName,
      contentType: upload.contentType,
      sizeBytes: upload.content.byteLength,
    },
  });
  return {
    ...create,
    async check(tx, before) {
      const enquiry = await selectById(
        tx,
        models.enquiries,
        upload.enquiryId,
        true,
      );
      if (!enquiry) throw notFound(`No enquiry with id ${upload.enquiryId}`);
      if (enquiry.status === 'CLOSED')
        throw conflict(
          'This enquiry is closed; the customer can open a new one',
        );
      return create.check(tx, before);
    },
    async apply(tx, before, values) {
      const applied = await create.apply(tx, before, values);
      if (applied.isWritten)
        await storeAttachmentFile(
          tx,
          Number(applied.result.id),
          upload.content,
        );
      return applied;
    },
  };
}
