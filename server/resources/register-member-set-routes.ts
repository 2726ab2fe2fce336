import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyResource } from '../../src/registry/define-resource';
import {
  memberSetsOf,
  type ResolvedMemberSet,
} from '../../src/registry/show-sections';
import { writeAudit } from '../audit/write-audit';
import type { ChangeNotice, ServerDeps } from '../context';
import type { Db } from '../db/db';
import { hasTable, quoteIdent, tableModel } from '../db/table-model';
import { notFound, unprocessable } from '../http/errors';
import { one } from '../http/envelopes';
import { authorize } from './authorize';
import { assertFresh, requiredVersion, tagReply } from './precondition';
import {
  insertRecords,
  selectById,
  serverDefaults,
  updateRecord,
} from './record-store';
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
 * read is a 409. Rows are added and removed in one transaction with one
 * audit entry on the record that lists the members before and after.
 */
export function registerMemberSetRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  registry: readonly AnyResource[],
): void {
  const { db } = deps;
  for (const owner of registry.filter(hasTable)) {
    for (const set of memberSetsOf(registry, owner)) {
      if (!hasTable(set.via) || !hasTable(set.members)) continue;
      registerSet(app, deps, db, registry, owner, set);
    }
  }
}

function registerSet(
  app: FastifyInstance,
  deps: ServerDeps,
  db: Db,
  registry: readonly AnyResource[],
  owner: AnyResource,
  set: ResolvedMemberSet,
): void {
  const ownerModel = tableModel(owner);
  const viaModel = tableModel(set.via);
  const membersModel = tableModel(set.members);
  const via = quoteIdent(viaModel.table);
  const ownerColumn = quoteIdent(
    viaModel.byName.get(set.ownerField)?.column ?? set.ownerField,
  );
  const memberColumn = quoteIdent(
    viaModel.byName.get(set.memberField)?.column ?? set.memberField,
  );
  const path = `${apiVersionPrefix}${apiPaths.section(owner.name, ':id', set.section.path)}`;
  const missing = (raw: unknown) =>
    notFound(
      `No ${owner.label.one.toLowerCase()} with id ${JSON.stringify(String(raw).slice(0, 40))}`,
    );

  async function currentIds(tx: Db, id: number): Promise<number[]> {
    const { rows } = await tx.query<{ member: number | string }>(
      `SELECT ${memberColumn} AS member FROM ${via} WHERE ${ownerColumn} = $1 ORDER BY 1`,
      [id],
    );
    return rows.map((row) => Number(row.member));
  }

  /** Members as the audit trail names them: their titles where they have one. */
  async function titlesOf(tx: Db, ids: readonly number[]): Promise<unknown[]> {
    const title = set.members.titleField
      ? membersModel.byName.get(set.members.titleField)?.column
      : undefined;
    if (!title || ids.length === 0) return [...ids];
    const { rows } = await tx.query<{ title: string }>(
      `SELECT ${quoteIdent(title)}::text AS title FROM ${quoteIdent(membersModel.table)} WHERE id = ANY($1::bigint[]) ORDER BY 1`,
      [ids],
    );
    return rows.map((row) => row.title);
  }

  app.get(path, async (request, reply) => {
    authorize(request.user, owner, { kind: 'read' });
    authorize(request.user, set.via, { kind: 'read' });
    const raw = (request.params as { id: string }).id;
    const id = idOf(raw);
    const record = id > 0 ? await selectById(db, ownerModel, id) : undefined;
    if (!record) throw missing(raw);
    tagReply(reply, record);
    return one({
      [set.key]: await currentIds(db, id),
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
    const record = await db.transaction(async (tx) => {
      const before = await selectById(tx, ownerModel, id, true);
      if (!before) throw missing(raw);
      assertFresh(owner, before, expected);
      const { rows: known } = await tx.query<{ id: number | string }>(
        `SELECT id FROM ${quoteIdent(membersModel.table)} WHERE id = ANY($1::bigint[])`,
        [wanted],
      );
      const knownIds = new Set(known.map((row) => Number(row.id)));
      const unknown = wanted.filter((memberId) => !knownIds.has(memberId));
      if (unknown.length > 0)
        throw unprocessable({
          [set.key]: [
            `No ${set.members.label.one.toLowerCase()} with id ${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? ', …' : ''}`,
          ],
        });
      const held = await currentIds(tx, id);
      const removed = held.filter((memberId) => !wanted.includes(memberId));
      const added = wanted.filter((memberId) => !held.includes(memberId));
      // Saving the set as it is changes nothing, not even the version.
      if (removed.length === 0 && added.length === 0) return before;
      const { rows: deleted } = await tx.query<{ id: number | string }>(
        `DELETE FROM ${via} WHERE ${ownerColumn} = $1 AND ${memberColumn} = ANY($2::bigint[]) RETURNING id`,
        [id, removed],
      );
      const created = await insertRecords(
        tx,
        viaModel,
        added.map((memberId) => ({
          ...serverDefaults(viaModel, user.id),
          [set.ownerField]: id,
          [set.memberField]: memberId,
        })),
      );
      // The set is part of the record: its version moves, so an editor that
      // read the old set gets a 409 instead of undoing this change unseen.
      const after = await updateRecord(tx, ownerModel, id, {});
      if (!after)
        throw new Error(`${ownerModel.table} ${id} vanished while locked`);
      await writeAudit(tx, registry, {
        actorId: user.id,
        kind: 'UPDATE',
        resource: owner.name,
        recordId: id,
        before: { [set.section.path]: await titlesOf(tx, held) },
        after: { [set.section.path]: await titlesOf(tx, wanted) },
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      const changes: ChangeNotice[] = [
        { resource: owner.name, type: 'updated', ids: [id] },
      ];
      if (deleted.length > 0)
        changes.push({
          resource: set.via.name,
          type: 'deleted',
          ids: deleted.map((row) => Number(row.id)),
        });
      if (created.length > 0)
        changes.push({
          resource: set.via.name,
          type: 'created',
          ids: created.map((row) => Number(row.id)),
        });
      await deps.publish(tx, ...changes);
      return after;
    });
    tagReply(reply, record);
    return one({ [set.key]: wanted, version: record.version });
  });
}
