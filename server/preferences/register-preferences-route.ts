import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyResource } from '../../src/registry/define-resource';
import { menuGroups, menuLinks, menuNodes } from '../../src/registry/menu';
import {
  menuLinkKeys,
  navPreferencesSchema,
  type StoredNavPreferences,
} from '../../src/registry/nav-preferences';
import { apiPaths } from '../../src/registry/paths';
import { toMenu } from '../../src/registry/to-menu';
import { parseBody } from '../auth/parse-body';
import type { Db } from '../db/db';
import { apiRoute } from '../http/api-route';
import { one } from '../http/envelopes';
import { ApiError } from '../http/errors';
import { expectedVersion, withoutVersion } from '../resources/precondition';
import { readPreferences, replacePreferences } from './preferences-store';

function callerOf(request: FastifyRequest): number {
  if (!request.user) throw new ApiError(401, 'Sign in first.');
  return request.user.id;
}

function answer(reply: FastifyReply, preferences: StoredNavPreferences) {
  reply.header('etag', `"${String(preferences.version)}"`);
  return one(preferences);
}

/**
 * `GET` and `PUT /api/v1/admin/users/profile/preferences`: the signed-in
 * user's sidebar favourites and recent pages. The path names no user: a
 * caller reads and writes only their own document. It is no registry
 * record (nobody else's, no permission, no audit row, no change notice), so
 * like the profile and the desk's read markers it does not take the record
 * write path. Keys are checked against the whole menu, not the caller's
 * permissions: a page whose permission is taken away stays pinned, hidden
 * by the console, and comes back if the permission does.
 */
export function registerPreferencesRoute(
  app: FastifyInstance,
  db: Db,
  registry: readonly AnyResource[],
): void {
  const schema = navPreferencesSchema(
    menuLinkKeys(
      toMenu({ resources: registry, menuGroups, menuNodes, menuLinks }),
    ),
  );
  const path = apiRoute(apiPaths.profilePreferences);

  app.get(path, async (request, reply) =>
    answer(reply, await readPreferences(db, callerOf(request))),
  );

  app.put(path, async (request, reply) => {
    const userId = callerOf(request);
    const expected = expectedVersion(request);
    const preferences = parseBody(schema, withoutVersion(request.body));
    const saved = await db.transaction((tx) =>
      replacePreferences(tx, userId, preferences, expected),
    );
    return answer(reply, saved);
  });
}
