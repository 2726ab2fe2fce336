import type { UserData } from '../../src/state/token-storage';

type Role = 'FINANCE' | 'FINANCE_REVIEWER';

/** A profile as `GET /admin/users/profile` returns it (plain data, nothing persisted). */
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
    ...rest,
  };
}
