import type { DeskAssignee } from '../../src/registry/enquiry-desk';
import { defineAbilityFor } from '../../src/registry/policy';
import type { Db } from '../db/db';
import { quoteIdent } from '../db/table-model';
import { column, type DeskModels } from './desk-context';

/** The user types that work the desk; customers and merchants never do. */
const staffTypes = ['ADMIN', 'STAFF'];

interface Candidate {
  id: number;
  name: string;
  userType: string;
  permissions: string[];
}

/**
 * The users an enquiry may be assigned to, by name: active staff whom the
 * one policy lets update enquiries (admins, and staff whose roles hold
 * `enquiries.update`), the same test the API authorises their own changes
 * with, so nobody is handed an enquiry they could not work on. `only`
 * narrows to one user, to check an assignment.
 */
export async function listAssignees(
  db: Db,
  models: DeskModels,
  only?: number,
): Promise<DeskAssignee[]> {
  const users = models.users;
  const params: unknown[] = [staffTypes];
  const narrowed =
    only === undefined ? '' : ` AND u."id" = $${params.push(only)}`;
  const { rows } = await db.query<Candidate>(
    `SELECT u."id", u.${column(users, 'name')} AS "name", u.${column(users, 'userType')} AS "userType",
            array_remove(array_agg(DISTINCT p.key), NULL) AS "permissions"
       FROM ${quoteIdent(users.table)} u
       LEFT JOIN user_roles ur ON ur.user_id = u."id"
       LEFT JOIN role_permissions rp ON rp.role_id = ur.role_id
       LEFT JOIN permissions p ON p.id = rp.permission_id
      WHERE u.${column(users, 'userType')} = ANY($1::text[])
        AND u.${column(users, 'status')} = 'ACTIVE'${narrowed}
      GROUP BY u."id"
      ORDER BY u.${column(users, 'name')}, u."id"`,
    params,
  );
  const enquiries = models.enquiries.resource;
  return rows
    .filter((user) =>
      defineAbilityFor(
        {
          id: Number(user.id),
          userType: user.userType,
          permissions: user.permissions,
        },
        [enquiries],
      ).can('update', enquiries.subject),
    )
    .map((user) => ({ id: Number(user.id), name: user.name }));
}

/** Whether `userId` may be handed enquiries (`listAssignees`). */
export async function isAssignee(
  db: Db,
  models: DeskModels,
  userId: number,
): Promise<boolean> {
  return (await listAssignees(db, models, userId)).length > 0;
}
