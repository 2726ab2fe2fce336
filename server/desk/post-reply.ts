import {
  attachmentProblem,
  maxAttachments,
} from '../../src/registry/enquiry-desk';
import type { AuthUser } from '../context';
import { conflict, unprocessable, type FieldErrors } from '../http/errors';
import type { Expected } from '../resources/precondition';
import { insertRecords, type WireRecord } from '../resources/record-store';
import { runAction } from '../resources/run-action';
import { validateRecord } from '../resources/validate-record';
import { writeAudit } from '../audit/write-audit';
import type { DeskContext } from './desk-context';
import { editEnquiry } from './edit-enquiry';
import { clearReads, markRead } from './read-markers';

export interface Reply {
  user: AuthUser;
  enquiryId: number;
  body: unknown;
  expected?: Expected;
  ip: string;
  userAgent: string | undefined;
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
  const attachments = attachmentsOf(input.attachments, errors);
  const text = typeof input.body === 'string' ? input.body.trim() : input.body;
  const checked = validateRecord(
    models.messages,
    {
      enquiryId: reply.enquiryId,
      authorType: 'STAFF',
      authorId: reply.user.id,
      body: text,
      attachments,
    },
    'create',
  );
  Object.assign(errors, checked.errors);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  return desk.deps.db.transaction(async (tx) => {
    const enquiry = await editEnquiry(tx, desk, {
      user: reply.user,
      id: reply.enquiryId,
      expected: reply.expected,
      ip: reply.ip,
      userAgent: reply.userAgent,
      change: (before) => {
        if (before.status === 'CLOSED')
          throw conflict(
            'This enquiry is closed; the customer can open a new one',
          );
        return { lastMessageAt: new Date().toISOString() };
      },
    });
    const [message] = await insertRecords(tx, models.messages, [
      checked.values,
    ]);
    if (!message)
      throw new Error('INSERT into enquiry messages returned no row');
    const messageId = Number(message.id);
    await writeAudit(tx, desk.registry, {
      actorId: reply.user.id,
      kind: 'CREATE',
      resource: models.messages.resource.name,
      recordId: messageId,
      after: message,
      ip: reply.ip,
      userAgent: reply.userAgent,
    });
    const unread = await clearReads(tx, models, reply.enquiryId, {
      except: reply.user.id,
    });
    await desk.deps.publish(
      tx,
      {
        resource: models.messages.resource.name,
        type: 'created',
        ids: [messageId],
      },
      ...(unread.length > 0
        ? [
            {
              resource: models.reads.resource.name,
              type: 'deleted' as const,
              ids: unread,
            },
          ]
        : []),
    );
    if (enquiry.status === 'OPEN')
      await runAction({
        db: tx,
        registry: desk.registry,
        model: models.enquiries,
        verb: 'start',
        id: reply.enquiryId,
        user: reply.user,
        body: {},
        ip: reply.ip,
        userAgent: reply.userAgent,
        publish: desk.deps.publish,
      });
    await markRead(tx, models, reply.enquiryId, reply.user.id);
    return message;
  });
}
