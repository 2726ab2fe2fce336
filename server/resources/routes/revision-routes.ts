import type { FastifyRequest } from 'fastify';
import { apiPaths } from '../../../src/registry/paths';
import { keepsRevisions } from '../../../src/registry/revisions';
import { apiRoute } from '../../http/api-route';
import { one } from '../../http/envelopes';
import { notFound } from '../../http/errors';
import { requestOrigin } from '../../http/request-origin';
import { listRevisions, readRevision } from '../../revisions/revisions-store';
import { readReason } from '../changes/read-reason';
import { restoreChange } from '../changes/restore-change';
import { requiredVersion, tagReply } from '../precondition';
import { readableRows } from '../readable-rows';
import { selectById } from '../record-store';
import { writeRecord } from '../write-record';
import { sendHeld } from './held-answer';
import {
  recordIdOf,
  type ResourceRoutesContext,
} from './resource-routes-context';

/** The `:revisionId` of a revision's path: a stored revision's id, or 0 for the original. */
function revisionIdOf(request: FastifyRequest): number {
  const raw = (request.params as { revisionId?: unknown }).revisionId;
  const text = typeof raw === 'string' ? raw : '';
  if (!/^(0|[1-9][0-9]{0,14})$/.test(text))
    throw notFound(`No revision ${JSON.stringify(text.slice(0, 40))}`);
  return Number(text);
}

/** What a restore is for: the words of the confirmation, the reason's rules. */
const restoreSpec = { label: 'Restore', from: [], reason: 'optional' } as const;

/**
 * A record's revisions (decision 030): the list, one with the record as it
 * stood, and a restore, which is an edit like any other (If-Match,
 * validation, the policy, the state rules) that sets the fields an edit may
 * change to the revision's values and leaves a revision of its own.
 */
export function registerRevisionRoutes(ctx: ResourceRoutesContext): void {
  const { app, registry, model } = ctx;
  const { db } = ctx.deps;
  const resource = model.resource;
  if (!keepsRevisions(resource)) return;
  const what = resource.label.one.toLowerCase();

  /**
   * The record must still exist and be one the caller may read, by the
   * same rows as its own page (an approval request only its requester and
   * its approvers see): its history is no other road to it.
   */
  const readable = async (request: FastifyRequest) => {
    const user = ctx.allow(request, { kind: 'read' }, 'show');
    const id = recordIdOf(request, resource);
    const current = await selectById(
      db,
      model,
      id,
      false,
      readableRows(user, registry, resource),
    );
    if (!current) throw notFound(`No ${what} with id ${id}`);
    return { user, id, current };
  };

  app.get(
    apiRoute(apiPaths.revisions(resource.name, ':id')),
    async (request) => {
      const { id } = await readable(request);
      return one(await listRevisions(db, resource, id));
    },
  );

  app.get(
    apiRoute(apiPaths.revision(resource.name, ':id', ':revisionId')),
    async (request) => {
      const { id } = await readable(request);
      const revisionId = revisionIdOf(request);
      const revision = await readRevision(db, resource, id, revisionId);
      if (!revision)
        throw notFound(`This ${what} has no revision ${revisionId}`);
      return one(revision);
    },
  );

  app.post(
    apiRoute(apiPaths.restoreRevision(resource.name, ':id', ':revisionId')),
    async (request, reply) => {
      const user = ctx.allow(request, { kind: 'update' }, 'edit');
      const id = recordIdOf(request, resource);
      const revisionId = revisionIdOf(request);
      const expected = requiredVersion(request, resource);
      const reason = readReason(restoreSpec, request.body);
      const outcome = await db.transaction((tx) =>
        writeRecord(
          tx,
          ctx,
          restoreChange({
            registry,
            user,
            model,
            id,
            expected,
            revisionId,
            reason,
            origin: requestOrigin(request),
          }),
        ),
      );
      if ('held' in outcome) return sendHeld(reply, outcome.held);
      tagReply(reply, outcome.ran);
      return one(outcome.ran);
    },
  );
}
