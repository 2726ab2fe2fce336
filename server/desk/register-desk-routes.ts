import { apiRoute } from '../http/api-route';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyResource } from '../../src/registry/define-resource';
import { deskBulkVerbs, deskPaths } from '../../src/registry/enquiry-desk';
import type { ServerDeps } from '../context';
import { ApiError, unprocessable } from '../http/errors';
import { one } from '../http/envelopes';
import { requestOrigin } from '../http/request-origin';
import { authorize } from '../resources/authorize';
import { maxBulkIds } from '../http/bulk-ids';
import { expectedVersion, tagReply } from '../resources/precondition';
import { writeRecord } from '../resources/write-record';
import { listAssignees } from './assignees';
import { registerAttachmentRoutes } from './attachment-routes';
import { assignChange, bulkChange } from './bulk-edits';
import { deskModels, enquiryIdOf, type DeskContext } from './desk-context';
import { enquiryEditChange } from './enquiry-edit-change';
import { folderCounts, openContacts } from './folder-counts';
import { postReply } from './post-reply';
import { registerReadMarkerRoutes } from './read-marker-routes';

const contactsShown = 50;

/** A JSON body's members; none when it has no body (request-bodies admits only objects). */
const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

function bulkIds(body: unknown): number[] {
  const { ids } = bodyOf(body);
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > maxBulkIds)
    throw unprocessable({
      ids: [`Send { "ids": [1, 2, …] } with 1 to ${maxBulkIds} ids`],
    });
  if (
    !ids.every(
      (id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0,
    )
  )
    throw unprocessable({ ids: ['Every id must be a positive whole number'] });
  return [...new Set(ids as number[])];
}

/**
 * The enquiries desk's calls that the generic routes cannot express
 * (docs/api-contract.md, "The enquiries desk"): folder counts with the
 * caller's unread ones, the contacts list, read/unread per staff user,
 * bulk label/move/assign with a per-row report, one enquiry's assignee
 * and who may be assigned, files for a reply, and a staff reply. Each
 * is authorised by the one policy, and each change of an enquiry or a
 * message goes through `writeRecord`, like the generic routes.
 */
export function registerDeskRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  registry: readonly AnyResource[],
): void {
  const models = deskModels(registry);
  if (!models) return;
  const desk: DeskContext = { deps, registry, models };
  const { db } = deps;
  const enquiries = models.enquiries.resource;
  const readEnquiries = (request: FastifyRequest) =>
    authorize(request.user, enquiries, { kind: 'read' });

  app.get(apiRoute(deskPaths.folders), async (request) => {
    const user = readEnquiries(request);
    const { q } = request.query as Record<string, unknown>;
    return one(
      await folderCounts(db, models, user.id, q === undefined ? {} : { q }),
    );
  });

  app.get(apiRoute(deskPaths.contacts), async (request) => {
    const user = readEnquiries(request);
    authorize(user, models.users.resource, { kind: 'read' });
    return one(await openContacts(db, models, contactsShown));
  });

  app.get(apiRoute(deskPaths.assignees), async (request) => {
    authorize(request.user, enquiries, { kind: 'update' });
    return one(await listAssignees(db, models));
  });

  registerReadMarkerRoutes(app, desk);
  registerAttachmentRoutes(app, desk);

  app.post(apiRoute(deskPaths.assign(':id')), async (request, reply) => {
    const user = authorize(request.user, enquiries, { kind: 'update' });
    const id = enquiryIdOf(request);
    const change = await assignChange(db, models, bodyOf(request.body));
    const record = await db.transaction((tx) =>
      writeRecord(
        tx,
        desk,
        enquiryEditChange(desk, {
          user,
          id,
          change,
          expected: expectedVersion(request),
          origin: requestOrigin(request),
        }),
      ),
    );
    tagReply(reply, record);
    return one(record);
  });

  for (const verb of deskBulkVerbs) {
    app.post(apiRoute(deskPaths.bulk(verb)), async (request) => {
      const user = authorize(request.user, enquiries, { kind: 'update' });
      const ids = bulkIds(request.body);
      const change = await bulkChange(verb, db, models, bodyOf(request.body));
      const succeeded: number[] = [];
      const failed: { id: number; message: string }[] = [];
      // One transaction per enquiry, as the state machine's bulk calls:
      // one that refuses fails alone, with its reason in the report.
      for (const id of ids) {
        try {
          await db.transaction((tx) =>
            writeRecord(
              tx,
              desk,
              enquiryEditChange(desk, {
                user,
                id,
                change,
                origin: requestOrigin(request),
              }),
            ),
          );
          succeeded.push(id);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          failed.push({ id, message: error.message });
        }
      }
      return one({ succeeded, failed });
    });
  }

  app.post(apiRoute(deskPaths.messages(':id')), async (request, reply) => {
    // Replying is working the enquiry: `enquiries.update` is the key. Messages
    // offer no create of their own (a message written beside this route
    // would skip the enquiry's start and read markers), so no key for it exists.
    const user = authorize(request.user, enquiries, { kind: 'update' });
    const message = await postReply(desk, {
      user,
      enquiryId: enquiryIdOf(request),
      body: request.body,
      expected: expectedVersion(request),
      origin: requestOrigin(request),
    });
    return reply.status(201).send(one(message));
  });
}
