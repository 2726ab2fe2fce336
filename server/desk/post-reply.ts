import {
  attachmentProblem,
  maxAttachments,
  type MessageFile,
} from '../../src/registry/enquiry-desk';
import type { AuthUser } from '../context';
import { quoteIdent } from '../db/table-model';
import { conflict, unprocessable, type FieldErrors } from '../http/errors';
import type { RequestOrigin } from '../http/request-origin';
import { actionChange } from '../resources/changes/action-change';
import type { Expected } from '../resources/precondition';
import type { WireRecord } from '../resources/record-store';
import { validateRecord } from '../resources/validate-record';
import { writeRecord } from '../resources/write-record';
import { storedAttachmentIds } from './attachment-files';
import { column, type DeskContext } from './desk-context';
import { enquiryEditChange } from './enquiry-edit-change';
import { markRead } from './read-markers';
import { replyMessageChange } from './reply-message-change';

export interface Reply {
  user: AuthUser;
  enquiryId: number;
  body: unknown;
  expected?: Expected;
  origin: RequestOrigin;
}

/** The links sent with a reply, or the field errors that say which is wrong. */
function attachmentsOf(raw: unknown, errors: FieldErrors): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || !raw.every((url) => typeof url === 'string')) {
    errors.attachments = ['Send the attachments as a list of links'];
    return [];
  }
  if (raw.length > maxAttachments) {
    errors.attachments = [`At most ${maxAttachments} links per message`];
    return [];
  }
  const links = raw.map((url) => url.trim());
  const problems = links
    .map((url, i) => {
      const problem = attachmentProblem(url);
      return problem && `Link ${i + 1}: ${problem}`;
    })
    .filter((problem): problem is string => problem !== null);
  if (problems.length > 0) errors.attachments = problems;
  return links;
}

/**
 * The files sent with a reply, by the ids their upload answered: each must
 * be a file stored for this enquiry (`POST …/attachments`). The message
 * keeps their name, type and size beside its links.
 */
async function filesOf(
  desk: DeskContext,
  enquiryId: number,
  raw: unknown,
  errors: FieldErrors,
): Promise<MessageFile[]> {
  if (raw === undefined || raw === null) return [];
  const isIdList =
    Array.isArray(raw) &&
    raw.every((id) => typeof id === 'number' && Number.isSafeInteger(id));
  if (!isIdList) {
    errors.files = ['Send the files as the list of ids their upload answered'];
    return [];
  }
  if (raw.length > maxAttachments) {
    errors.files = [`At most ${maxAttachments} files per message`];
    return [];
  }
  const ids = [...new Set(raw as number[])];
  const model = desk.models.attachments;
  const { db } = desk.deps;
  const { rows } = await db.query<MessageFile>(
    `SELECT "id"::int AS "attachmentId", ${column(model, 'fileName')} AS "fileName",
            ${column(model, 'contentType')} AS "contentType", ${column(model, 'sizeBytes')}::int AS "sizeBytes"
       FROM ${quoteIdent(model.table)}
      WHERE "id" = ANY($1::bigint[]) AND ${column(model, 'enquiryId')} = $2`,
    [ids, enquiryId],
  );
  const stored = await storedAttachmentIds(db, ids);
  const byId = new Map(
    rows
      .filter((file) => stored.has(file.attachmentId))
      .map((file) => [file.attachmentId, file]),
  );
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0)
    errors.files = missing.map(
      (id) =>
        `No file with id ${id} is stored for this enquiry; attach it again`,
    );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A staff reply to the customer, in one transaction: the message, the
 * enquiry's last-message time, its start (an OPEN enquiry moves to
 * IN_PROGRESS through the `start` action, so the state machine, its stamp
 * of who started and its audit row all apply), the read markers (read for
 * the replier, unread for everyone else) and the notices for the sockets.
 * A closed enquiry takes no replies (409).
 */
export async function postReply(
  desk: DeskContext,
  reply: Reply,
): Promise<WireRecord> {
  const { models } = desk;
  const input =
    reply.body && typeof reply.body === 'object' && !Array.isArray(reply.body)
      ? (reply.body as Record<string, unknown>)
      : {};
  const errors: FieldErrors = {};
  const links = attachmentsOf(input.attachments, errors);
  const files = await filesOf(desk, reply.enquiryId, input.files, errors);
  const text = typeof input.body === 'string' ? input.body.trim() : input.body;
  const checked = validateRecord(
    models.messages,
    {
      enquiryId: reply.enquiryId,
      authorType: 'STAFF',
      authorId: reply.user.id,
      body: text,
      attachments: [...links, ...files],
    },
    'create',
  );
  Object.assign(errors, checked.errors);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  const { user, enquiryId, origin } = reply;
  return desk.deps.db.transaction(async (tx) => {
    const enquiry = await writeRecord(
      tx,
      desk,
      enquiryEditChange(desk, {
        user,
        id: enquiryId,
        expected: reply.expected,
        origin,
        change: (before) => {
          if (before.status === 'CLOSED')
            throw conflict(
              'This enquiry is closed; the customer can open a new one',
            );
          return { lastMessageAt: new Date().toISOString() };
        },
      }),
    );
    const message = await writeRecord(
      tx,
      desk,
      replyMessageChange(desk, {
        user,
        enquiryId,
        message: checked.values,
        origin,
      }),
    );
    if (enquiry.status === 'OPEN')
      await writeRecord(
        tx,
        desk,
        actionChange({
          registry: desk.registry,
          user,
          model: models.enquiries,
          verb: 'start',
          id: enquiryId,
          body: {},
          origin,
        }),
      );
    await markRead(tx, models, enquiryId, user.id);
    return message;
  });
}
