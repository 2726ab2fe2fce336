import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyResource } from '../../src/registry/define-resource';
import {
  memberSetsOf,
  type ResolvedMemberSet,
} from '../../src/registry/show-sections';
import type { ServerDeps } from '../context';
import { hasTable, tableModel } from '../db/table-model';
import { notFound, unprocessable } from '../http/errors';
import { one } from '../http/envelopes';
import { requestOrigin } from '../http/request-origin';
import { authorize } from './authorize';
import { memberSetChange } from './changes/member-set-change';
import { heldMemberIds, memberSetTable } from './member-set-table';
import { requiredVersion, tagReply } from './precondition';
import { selectById } from './record-store';
import { writeRecord, type WriteScope } from './write-record';
import { sendHeld } from './routes/held-answer';
import { apiPaths, apiVersionPrefix } from '../../src/registry/paths';

/** More than any member list the registry seeds; a bound on one request's work. */
export const maxMembers = 2_000;

const idOf = (raw: unknown): number => {
  const text = typeof raw === 'string' ? raw : '';
  return /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : 0;
};

/** The ids the body names under `key`, checked and de-duplicated. */
function memberIds(body: unknown, key: string): number[] {
  const ids =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)[key]
      : undefined;
  if (!Array.isArray(ids))
    throw unprocessable({
      [key]: [`Send { "${key}": [1, 2, …] }; an empty list clears the set`],
    });
  if (ids.length > maxMembers)
    throw unprocessable({ [key]: [`At most ${maxMembers} ids at a time`] });
  if (
    !ids.every(
      (id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0,
    )
  )
    throw unprocessable({
      [key]: ['Every id must be a positive whole number'],
    });
  return [...new Set(ids as number[])].sort((a, b) => a - b);
}

/**
 * `GET` and `PUT /api/v1/admin/{name}/{id}/{path}` for every member set that
 * a show page declares (`show.sections`, kind 'member-set'): a role's
 * permissions read and replaced as one set.
 *
 * The PUT needs the right to update the record and to create and delete join
 * rows, so authority resources stay with admins (decision 004); it names the
 * record's version (If-Match or `version`), since the set is part of the
 * record: the record's version moves with it, and a set changed since it was
 * read is a 409. The change itself is `memberSetChange`, written through
 * `writeRecord` like every other; a set whose section declares approval
 * answers 202 with the pending request.
 */
export function registerMemberSetRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  registry: readonly AnyResource[],
): void {
  for (const owner of registry.filter(hasTable)) {
    for (const set of memberSetsOf(registry, owner)) {
      if (!hasTable(set.via) || !hasTable(set.members)) continue;
      registerSet(app, { deps, registry }, owner, set);
    }
  }
}

function registerSet(
  app: FastifyInstance,
  scope: WriteScope,
  owner: AnyResource,
  set: ResolvedMemberSet,
): void {
  const { db } = scope.deps;
  const ownerModel = tableModel(owner);
  const table = memberSetTable(set);
  const path = `${apiVersionPrefix}${apiPaths.section(owner.name, ':id', set.section.path)}`;
  const missing = (raw: unknown) =>
    notFound(
      `No ${owner.label.one.toLowerCase()} with id ${JSON.stringify(String(raw).slice(0, 40))}`,
    );

  app.get(path, async (request, reply) => {
    authorize(request.user, owner, { kind: 'read' });
    authorize(request.user, set.via, { kind: 'read' });
    const raw = (request.params as { id: string }).id;
    const id = idOf(raw);
    const record = id > 0 ? await selectById(db, ownerModel, id) : undefined;
    if (!record) throw missing(raw);
    tagReply(reply, record);
    return one({
      [set.key]: await heldMemberIds(db, table, id),
      version: record.version,
    });
  });

  app.put(path, async (request: FastifyRequest, reply) => {
    const user = authorize(request.user, owner, { kind: 'update' });
    authorize(user, set.via, { kind: 'create' });
    authorize(user, set.via, { kind: 'delete' });
    const raw = (request.params as { id: string }).id;
    const id = idOf(raw);
    if (id === 0) throw missing(raw);
    const wanted = memberIds(request.body, set.key);
    const expected = requiredVersion(request, owner);
    const outcome = await db.transaction((tx) =>
      writeRecord(
        tx,
        scope,
        memberSetChange({
          user,
          owner: ownerModel,
          table,
          id,
          expected,
          wanted,
          origin: requestOrigin(request),
        }),
      ),
    );
    if ('held' in outcome) return sendHeld(reply, outcome.held);
    tagReply(reply, outcome.ran);
    return one({ [set.key]: wanted, version: outcome.ran.version });
  });
}
