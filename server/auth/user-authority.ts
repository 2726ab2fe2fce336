/**
 * A user's roles and permission keys, read the one way for the caller of
 * every request and for the requester of an approved call: the role
 * permissions as they stand now, so a change counts from the next call.
 */
import type { RoleName, UserType } from '../../src/registry/enums';
import type { AuthUser } from '../context';
import type { Db } from '../db/db';

/** The columns that list the roles and keys of a user `u` (group by `u.id`). */
export const authorityColumns = `array_remove(array_agg(DISTINCT r.name), NULL) AS roles,
                array_remove(array_agg(DISTINCT p.key), NULL) AS permissions`;

/** The joins from a user `u` to their roles' permission keys. */
export const authorityJoins = `LEFT JOIN user_roles ur ON ur.user_id = u.id
           LEFT JOIN roles r ON r.id = ur.role_id
           LEFT JOIN role_permissions rp ON rp.role_id = r.id
           LEFT JOIN permissions p ON p.id = rp.permission_id`;

export interface AuthorityRow {
  id: number;
  name: string;
  email: string;
  user_type: UserType;
  roles: RoleName[] | null;
  permissions: string[] | null;
}

/** The caller a row of `authorityColumns` describes, signed in with `sessionId`. */
export function authUserOfRow(row: AuthorityRow, sessionId: number): AuthUser {
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    userType: row.user_type,
    roles: row.roles ?? [],
    permissions: row.permissions ?? [],
    sessionId,
  };
}

/**
 * A user's authority now, without a session (`sessionId` 0): whose right
 * an approved call runs with. Undefined when the user is gone or suspended.
 */
export async function currentAuthority(
  db: Db,
  userId: number,
): Promise<AuthUser | undefined> {
  const { rows } = await db.query<AuthorityRow>(
    `SELECT u.id, u.name, u.email, u.user_type, ${authorityColumns}
       FROM users u
       ${authorityJoins}
      WHERE u.id = $1 AND u.status <> 'SUSPENDED'
      GROUP BY u.id`,
    [userId],
  );
  const row = rows[0];
  return row ? authUserOfRow(row, 0) : undefined;
}
