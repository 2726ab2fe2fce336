import { resources } from '../../resources.config';
import { defaultPermissionsOf } from '../../src/registry/built-in-roles';
import { permissionsOf } from '../../src/registry/permissions';
import type { UserData } from '../../src/state/token-storage';

type Role = 'FINANCE' | 'FINANCE_REVIEWER' | 'OPERATIONS' | 'MARKETING';

/**
 * Every key of the entries no `access` keeps to some roles: what a staff user
 * of these tests may do unless a test names its permissions.
 */
const openKeys = resources
  .filter((resource) => !resource.access)
  .flatMap((resource) => permissionsOf(resource).map((p) => p.key));

/**
 * A profile as `GET /admin/users/profile` returns it (plain data, nothing
 * persisted). Its permissions are the open keys plus the first seed's keys of
 * `roles`, unless `permissions` says otherwise.
 */
export function buildUser(
  overrides: Partial<Omit<UserData, 'userRoles'>> & {
    roles?: readonly Role[];
  } = {},
): UserData {
  const { roles = [], ...rest } = overrides;
  return {
    id: 1,
    name: 'Aisyah Rahman',
    email: 'staff@zfood.my',
    userType: 'STAFF',
    imageUrl: null,
    userRoles: roles.map((name) => ({ role: { name } })),
    permissions: [
      ...new Set([
        ...openKeys,
        ...roles.flatMap((role) => defaultPermissionsOf(role, resources)),
      ]),
    ],
    ...rest,
  };
}
