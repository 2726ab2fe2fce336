import type { AuthUser } from '../context';
import type { RequestOrigin } from '../http/request-origin';
import type { ChangeOfNewRecords } from '../resources/record-change';
import { insertRecords, type WireRecord } from '../resources/record-store';
import type { DeskContext } from './desk-context';
import { clearReads } from './read-markers';

/**
 * A staff reply's message, its values already checked: the new message
 * makes the enquiry unread for every other staff user, so their read
 * markers go with it.
 */
export function replyMessageChange(
  desk: DeskContext,
  reply: {
    user: AuthUser;
    enquiryId: number;
    message: WireRecord;
    origin: RequestOrigin;
  },
): ChangeOfNewRecords<WireRecord> {
  const { models } = desk;
  return {
    kind: 'create',
    verb: 'create',
    user: reply.user,
    model: models.messages,
    origin: reply.origin,
    target: undefined,
    // Checked before the enquiry was locked, so a bad message is a 422
    // whatever state the enquiry is in.
    check: () => Promise.resolve(reply.message),
    async apply(tx, _before, values) {
      const [message] = await insertRecords(tx, models.messages, [values]);
      if (!message)
        throw new Error('INSERT into enquiry messages returned no row');
      const messageId = Number(message.id);
      const unread = await clearReads(tx, models, reply.enquiryId, {
        except: reply.user.id,
      });
      return {
        isWritten: true,
        result: message,
        after: message,
        audit: { kind: 'CREATE', recordId: messageId, after: message },
        notices: [
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
        ],
      };
    },
  };
}
