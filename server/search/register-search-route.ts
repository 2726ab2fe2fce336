import type { FastifyInstance } from 'fastify';
import type { AnyResource } from '../../src/registry/define-resource';
import {
  findText,
  maxFindLength,
  minFindLength,
  rankFound,
} from '../../src/registry/found-records';
import { apiPaths } from '../../src/registry/paths';
import { readableAudit } from '../audit/readable-audit';
import type { ServerDeps } from '../context';
import { hasTable } from '../db/table-model';
import { apiRoute } from '../http/api-route';
import { ApiError } from '../http/errors';
import { abilityFor, readsResource } from '../resources/authorize';
import { findRecords } from './find-records';

const badQuery = (message: string) =>
  new ApiError(400, message, { q: [message] });

/** `q` as the text to find, or a 400 saying what to send instead. */
function textOf(query: unknown): string {
  const raw = (query as Record<string, unknown> | undefined)?.q;
  if (raw === undefined)
    throw badQuery('Send q, the text to look for: /admin/search?q=ORD0000042');
  if (typeof raw !== 'string') throw badQuery('Send q once, as text');
  if (raw.length > maxFindLength)
    throw badQuery(`q is longer than ${maxFindLength} characters`);
  if (raw.includes('\u0000')) throw badQuery('q contains a NUL character');
  return findText(raw);
}

/**
 * `GET /api/v1/admin/search?q=`: the command palette's records. Each entry
 * with `findBy` that the caller may read is asked at once for its few best
 * matches (`findRecords`), under the same policy and row scope as its list,
 * and the answer ranks them (`rankFound`). An entry the caller may not read
 * is not asked at all, so its records, and whether any match, stay unseen.
 * Text shorter than `minFindLength` finds nothing: a letter matches everyone.
 */
export function registerSearchRoute(
  app: FastifyInstance,
  deps: ServerDeps,
  registry: readonly AnyResource[],
): void {
  const searched = registry.filter(
    (resource) => hasTable(resource) && (resource.findBy?.length ?? 0) > 0,
  );
  const order = registry.map((resource) => resource.name);
  app.get(apiRoute(apiPaths.search), async (request) => {
    const user = request.user;
    if (!user) throw new ApiError(401, 'Sign in first');
    const text = textOf(request.query);
    if (text.length < minFindLength) return { data: [] };
    // Once per request: the policy may change between calls (roles, permissions).
    const readsThrough = readsResource(user, registry);
    const found = await Promise.all(
      searched
        .filter((resource) =>
          abilityFor(user, resource).can('read', resource.subject),
        )
        .map((resource) =>
          findRecords(deps.db, registry, resource, text, {
            scope: readableAudit(user, registry, resource),
            readsThrough,
          }),
        ),
    );
    return { data: rankFound(found.flat(), order) };
  });
}
