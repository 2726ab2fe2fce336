import type { FastifyInstance } from 'fastify';
import { deskPaths } from '../../src/registry/enquiry-desk';
import { apiRoute } from '../http/api-route';
import { one } from '../http/envelopes';
import { ApiError } from '../http/errors';
import { authorize } from '../resources/authorize';
import { selectById } from '../resources/record-store';
import { enquiryIdOf, type DeskContext } from './desk-context';
import { clearReads, markRead } from './read-markers';

/**
 * `PUT` (read) and `DELETE` (unread) `/admin/enquiries/{id}/read`. A read
 * marker is the caller's own view of the mailbox, not a change to the
 * enquiry: it needs only the right to read the enquiry, moves no version
 * and leaves no audit row, so it does not take the record write path
 * (`writeRecord`); the socket tells the caller's other tabs.
 */
export function registerReadMarkerRoutes(
  app: FastifyInstance,
  desk: DeskContext,
): void {
  const { deps, models } = desk;
  const { db } = deps;
  const enquiries = models.enquiries.resource;

  app.put(apiRoute(deskPaths.read(':id')), async (request) => {
    const user = authorize(request.user, enquiries, { kind: 'read' });
    const id = enquiryIdOf(request);
    const marker = await db.transaction(async (tx) => {
      if (!(await selectById(tx, models.enquiries, id, true)))
        throw new ApiError(404, `No enquiry with id ${id}`);
      const markerId = await markRead(tx, models, id, user.id);
      await deps.publish(tx, {
        resource: models.reads.resource.name,
        type: 'updated',
        ids: [markerId],
      });
      return markerId;
    });
    return one({ enquiryId: id, read: true, markerId: marker });
  });

  app.delete(apiRoute(deskPaths.read(':id')), async (request) => {
    const user = authorize(request.user, enquiries, { kind: 'read' });
    const id = enquiryIdOf(request);
    await db.transaction(async (tx) => {
      if (!(await selectById(tx, models.enquiries, id)))
        throw new ApiError(404, `No enquiry with id ${id}`);
      const removed = await clearReads(tx, models, id, { only: user.id });
      if (removed.length > 0)
        await deps.publish(tx, {
          resource: models.reads.resource.name,
          type: 'deleted',
          ids: removed,
        });
    });
    return one({ enquiryId: id, read: false });
  });
}
