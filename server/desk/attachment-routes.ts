import '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deskPaths,
  fileTypeNames,
  isFileType,
  maxFileBytes,
} from '../../src/registry/enquiry-desk';
import { apiRoute } from '../http/api-route';
import { one } from '../http/envelopes';
import { ApiError, notFound, unprocessable } from '../http/errors';
import { requestOrigin } from '../http/request-origin';
import { authorize } from '../resources/authorize';
import { selectById } from '../resources/record-store';
import { writeRecord } from '../resources/write-record';
import { loadAttachmentFile } from './attachment-files';
import { attachmentUploadChange } from './attachment-upload-change';
import { attachmentIdOf, enquiryIdOf, type DeskContext } from './desk-context';
import { contentDisposition, safeFileName } from './file-names';
import { sniffFileType } from './sniff-file-type';

const megabytes = maxFileBytes / (1024 * 1024);

const tooLarge = () =>
  new ApiError(
    413,
    `The file is larger than ${megabytes} MB; attach a smaller one`,
    { file: [`At most ${megabytes} MB per file`] },
  );

/** The one file of a multipart upload, its size checked while it streams in. */
async function receiveFile(
  request: FastifyRequest,
): Promise<{ name: string; content: Uint8Array }> {
  if (!request.isMultipart())
    throw new ApiError(
      415,
      'Upload the file as multipart/form-data in a field named file',
    );
  const part = await request.file({
    limits: { fileSize: maxFileBytes, files: 1 },
  });
  if (!part) throw unprocessable({ file: ['Choose a file to attach'] });
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge();
    throw error;
  }
  // toBuffer misses a limit reached with its last chunk; the stream knows.
  if (part.file.truncated) throw tooLarge();
  return { name: part.filename, content };
}

/**
 * `POST /admin/enquiries/{id}/attachments` stores a file to send with a
 * reply; `GET …/attachments/{attachmentId}` serves it back. A file is
 * taken for what its bytes are (`sniffFileType`), never for the type or
 * name the client sent, and served with that type only, with `nosniff`
 * (on every answer, server/static/security-headers.ts), a sandboxing CSP
 * and, unless it is a picture, as a download; only to users who may read
 * the enquiry and its attachments.
 */
export function registerAttachmentRoutes(
  app: FastifyInstance,
  desk: DeskContext,
): void {
  const { deps, models } = desk;
  const enquiries = models.enquiries.resource;
  const attachments = models.attachments.resource;

  app.post(apiRoute(deskPaths.attachments(':id')), async (request, reply) => {
    const user = authorize(request.user, enquiries, { kind: 'update' });
    authorize(user, attachments, { kind: 'create' });
    const enquiryId = enquiryIdOf(request);
    const file = await receiveFile(request);
    if (file.content.byteLength === 0)
      throw unprocessable({ file: ['The file is empty'] });
    const type = sniffFileType(file.content);
    if (!type)
      throw unprocessable(
        { file: [`Attach ${fileTypeNames} files only`] },
        'This kind of file cannot be attached',
      );
    const record = await deps.db.transaction((tx) =>
      writeRecord(
        tx,
        desk,
        attachmentUploadChange(desk, {
          user,
          enquiryId,
          fileName: safeFileName(file.name, type),
          contentType: type,
          content: file.content,
          origin: requestOrigin(request),
        }),
      ),
    );
    return reply.status(201).send(one(record));
  });

  app.get(
    apiRoute(deskPaths.attachment(':id', ':attachmentId')),
    async (request, reply) => {
      const user = authorize(request.user, enquiries, { kind: 'read' });
      authorize(user, attachments, { kind: 'read' });
      const enquiryId = enquiryIdOf(request);
      const attachmentId = attachmentIdOf(request);
      const record = await selectById(
        deps.db,
        models.attachments,
        attachmentId,
      );
      const content =
        record && Number(record.enquiryId) === enquiryId
          ? await loadAttachmentFile(deps.db, attachmentId)
          : undefined;
      const type = record?.contentType;
      if (!record || !content || !isFileType(type))
        throw notFound(
          `Enquiry ${enquiryId} has no stored file with id ${attachmentId}`,
        );
      return reply
        .type(type === 'text/plain' ? 'text/plain; charset=utf-8' : type)
        .header(
          'content-disposition',
          contentDisposition(type, String(record.fileName)),
        )
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(content));
    },
  );
}
