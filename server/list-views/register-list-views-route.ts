import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AnyResource } from '../../src/registry/define-resource';
import {
  newListViewSchema,
  type ListViewState,
} from '../../src/registry/list-views';
import { offers } from '../../src/registry/operations';
import { apiPaths } from '../../src/registry/paths';
import { shareListViewsKey } from '../../src/registry/permissions';
import { defineAbilityFor, isAdmin } from '../../src/registry/policy';
import { resourceKey } from '../../src/registry/resource-key';
import { parseBody } from '../auth/parse-body';
import type { AuthUser } from '../context';
import type { Db } from '../db/db';
import { apiRoute } from '../http/api-route';
import { one } from '../http/envelopes';
import {
  ApiError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  unprocessable,
  type FieldErrors,
} from '../http/errors';
import { abilityFor } from '../resources/authorize';
import {
  deleteView,
  hasViewNamed,
  insertView,
  readVisibleView,
  readVisibleViews,
  roleExists,
  setDefaultView,
} from './list-views-store';

function callerOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new ApiError(401, 'Sign in first.');
  return request.user;
}

function idOf(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id))
    throw badRequest(`A view's id is a whole number, not "${raw}"`);
  return id;
}

/** The fields a view's filters and sort may name on `resource`: its own, and `q` to filter by search. */
function fieldProblems(
  resource: AnyResource,
  state: ListViewState,
): FieldErrors {
  const fields = new Set(Object.keys(resource.fields));
  const errors: FieldErrors = {};
  const unknown = (where: string, field: string) =>
    (errors[where] ??= []).push(
      `${resource.label.many} have no field "${field}"`,
    );
  state.filters.forEach((filter, i) => {
    if (filter.field !== 'q' && !fields.has(filter.field))
      unknown(`state.filters.${String(i)}.field`, filter.field);
  });
  state.sorters.forEach((sorter, i) => {
    if (!fields.has(sorter.field))
      unknown(`state.sorters.${String(i)}.field`, sorter.field);
  });
  return errors;
}

const defaultBodySchema = z.object({ isDefault: z.boolean() });

/**
 * `/api/v1/admin/list-views`: saved list views (issue 34). Anyone signed
 * in saves views for themselves; saving one for a role or for everyone
 * takes `list-views.share` (403 without it). A caller is answered only the
 * views they see (their own, their roles', everyone's) of lists they may
 * read, so a view never reveals a list its reader may not open. Like the
 * sidebar preferences these are no registry records (no audit row, no
 * change notice): they do not take the record write path.
 *
 * - `GET ?list=orders`: the caller's views of one list (all lists without it).
 * - `POST`: saves one (`newListViewSchema`); 201 with the view.
 * - `DELETE /:id`: its owner, or an admin, deletes it; 204.
 * - `PUT /:id/default` `{ isDefault }`: the list opens on it for the caller.
 */
export function registerListViewsRoute(
  app: FastifyInstance,
  db: Db,
  registry: readonly AnyResource[],
): void {
  const lists = new Map(
    registry
      .filter((resource) => offers(resource, 'list'))
      .map((resource) => [resourceKey(resource), resource]),
  );
  const readableLists = (user: AuthUser) =>
    [...lists]
      .filter(([, resource]) =>
        abilityFor(user, resource).can('read', resource.subject),
      )
      .map(([key]) => key);

  app.get(apiRoute(apiPaths.listViews), async (request) => {
    const user = callerOf(request);
    const list = (request.query as { list?: unknown }).list;
    if (list !== undefined && typeof list !== 'string')
      throw badRequest('Send list once, as a list key: ?list=orders');
    const readable = readableLists(user);
    if (list !== undefined && !lists.has(list))
      throw badRequest(`There is no list "${list}"`);
    if (list !== undefined && !readable.includes(list))
      throw forbidden(`You may not read the list "${list}"`);
    return one(
      await readVisibleViews(db, user, list === undefined ? readable : [list]),
    );
  });

  app.post(apiRoute(apiPaths.listViews), async (request, reply) => {
    const user = callerOf(request);
    const view = parseBody(newListViewSchema, request.body);
    if (
      view.audience.kind !== 'me' &&
      !defineAbilityFor(user, []).can('share', 'ListView')
    )
      throw forbidden(
        `You need the permission ${shareListViewsKey} to save a view for a role or for everyone; an admin grants it through your role. You may save it for yourself.`,
      );
    const resource = lists.get(view.list);
    if (!resource)
      throw unprocessable({ list: [`There is no list "${view.list}"`] });
    if (!abilityFor(user, resource).can('read', resource.subject))
      throw forbidden(`You may not read ${resource.label.many.toLowerCase()}`);
    const problems = fieldProblems(resource, view.state);
    if (
      view.audience.kind === 'role' &&
      !(await roleExists(db, view.audience.role))
    )
      problems['audience.role'] = [`There is no role "${view.audience.role}"`];
    if (Object.keys(problems).length > 0) throw unprocessable(problems);
    if (await hasViewNamed(db, user.id, view.list, view.name))
      throw conflict(
        `You already have a view named "${view.name}" on ${resource.label.many.toLowerCase()}; choose another name or delete that one first`,
      );
    const id = await db.transaction(async (tx) => {
      const saved = await insertView(tx, user.id, view);
      if (view.isDefault)
        await setDefaultView(tx, user.id, view.list, saved, true);
      return saved;
    });
    const saved = await readVisibleView(db, user, [view.list], id);
    return reply.code(201).send(one(saved));
  });

  app.delete(apiRoute(apiPaths.listView(':id')), async (request, reply) => {
    const user = callerOf(request);
    const view = await readVisibleView(
      db,
      user,
      readableLists(user),
      idOf(request),
    );
    if (!view) throw notFound('No such view');
    if (!view.isMine && !isAdmin(user))
      throw forbidden(
        `Only ${view.ownerName || 'its owner'}, who saved the view "${view.name}", may delete it`,
      );
    await deleteView(db, view.id);
    return reply.code(204).send();
  });

  app.put(apiRoute(apiPaths.listViewDefault(':id')), async (request) => {
    const user = callerOf(request);
    const { isDefault } = parseBody(defaultBodySchema, request.body);
    const readable = readableLists(user);
    const view = await readVisibleView(db, user, readable, idOf(request));
    if (!view) throw notFound('No such view');
    await db.transaction((tx) =>
      setDefaultView(tx, user.id, view.list, view.id, isDefault),
    );
    return one({ ...view, isDefault });
  });
}
