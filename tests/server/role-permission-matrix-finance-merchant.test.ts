/**
 * The role × permission matrix (support/role-permission-matrix.ts) for the
 * finance and merchant roles; with the staff file, every built-in role.
 */
import { expect, test } from 'vitest';
import { builtInRoleNames } from '../../src/registry/built-in-roles';
import { permissionMatrix } from './support/role-permission-matrix';

const roles = [
  'FINANCE',
  'FINANCE_REVIEWER',
  'MERCHANT_OWNER',
  'MERCHANT_STAFF',
];
const staffRoles = ['OPERATIONS', 'CUSTOMER_SUPPORT', 'MARKETING'];

test('the two matrix files cover every built-in role', () => {
  expect([...roles, ...staffRoles].sort()).toEqual(
    [...builtInRoleNames].sort(),
  );
});

permissionMatrix(roles);
