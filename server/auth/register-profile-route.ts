import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { ApiError } from '../http/errors';
import { apiPaths } from '../../src/registry/paths';
import { apiRoute } from '../http/api-route';
import { marketplaceTimeZone } from '../../src/registry/marketplace-clock';

interface ProfileRow {
  id: number;
  name: string;
  email: string;
  user_type: string;
  image_url: string | null;
}

/**
 * `GET /api/v1/admin/users/profile`: the signed-in user in the shape the
 * console's shell reads: name, user type, avatar, role names, the
 * permission keys its ability is built from and the marketplace's time zone.
 * Registered before the users resource so `profile` is never taken for an id.
 */
export function registerProfileRoute(app: FastifyInstance, db: Db): void {
  app.get(apiRoute(apiPaths.profile), async (request) => {
    const user = request.user;
    if (!user) throw new ApiError(401, 'Sign in first.');
    const { rows } = await db.query<ProfileRow>(
      'SELECT id, name, email, user_type, image_url FROM users WHERE id = $1',
      [user.id],
    );
    const row = rows[0];
    if (!row)
      throw new ApiError(401, 'The account no longer exists; sign in again.');
    return {
      data: {
        id: row.id,
        name: row.name,
        email: row.email,
        userType: row.user_type,
        imageUrl: row.image_url,
        userRoles: user.roles.map((name) => ({ role: { name } })),
        // What the console's ability is built from: the same keys the API checks.
        permissions: [...user.permissions].sort(),
        // The marketplace's clock: the console reads every day and time in it.
        timeZone: marketplaceTimeZone(),
      },
    };
  });
}
