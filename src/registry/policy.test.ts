import { expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from './define-resource';
import { defineAbilityFor, recordOf, typesBelow } from './policy';

const registry: readonly AnyResource[] = resources;
const staff = { id: 4, userType: 'STAFF', roles: ['OPERATIONS'] };
const finance = { id: 2, userType: 'STAFF', roles: ['FINANCE'] };
const reviewer = { id: 3, userType: 'STAFF', roles: ['FINANCE_REVIEWER'] };
const staffAbility = defineAbilityFor(staff, registry);

test.each(['ADMIN', 'admin'])('the %s user type manages everything', (type) => {
  const ability = defineAbilityFor(
    { id: 1, userType: type, roles: [] },
    registry,
  );
  expect(ability.can('manage', 'all')).toBe(true);
  expect(ability.can('delete', 'Settlement')).toBe(true);
  expect(ability.can('approve', 'Settlement')).toBe(true);
  expect(ability.can('create', 'UserRole')).toBe(true);
});

test('no role makes a staff user an admin', () => {
  const ability = defineAbilityFor(
    { id: 9, userType: 'STAFF', roles: ['ADMIN', 'SUPER_ADMIN'] },
    registry,
  );
  expect(ability.can('manage', 'all')).toBe(false);
  expect(ability.can('create', 'UserRole')).toBe(false);
  expect(ability.can('read', 'Settlement')).toBe(false);
});

test('a client may only read the access-denied page', () => {
  const ability = defineAbilityFor(
    { id: 5, userType: 'CLIENT', roles: ['FINANCE'] },
    registry,
  );
  expect(ability.can('read', 'AccessDenied')).toBe(true);
  expect(ability.can('read', 'Home')).toBe(false);
  expect(ability.can('read', 'Order')).toBe(false);
  expect(ability.rules).toHaveLength(1);
});

test('nobody signed in may do nothing', () => {
  const ability = defineAbilityFor(null, registry);
  expect(ability.can('read', 'Home')).toBe(false);
  expect(ability.rules).toHaveLength(0);
});

test.each(['read', 'create', 'update', 'delete'] as const)(
  'staff may %s every open resource that decides no authority',
  (action) => {
    const open = registry.filter((r) => !r.access?.length && !r.authority);
    expect(open.length).toBeGreaterThan(50);
    for (const resource of open) {
      expect(staffAbility.can(action, resource.subject), resource.name).toBe(
        true,
      );
    }
  },
);

test.each(['Role', 'UserRole', 'RolePermission', 'Permission'])(
  'staff reads %s but may not change it: only admins grant',
  (subject) => {
    expect(staffAbility.can('read', subject)).toBe(true);
    for (const action of ['create', 'update', 'delete', 'import'])
      expect(staffAbility.can(action, subject), action).toBe(false);
  },
);

test('staff manage users ranked below them, and their own record except its type', () => {
  const customer = recordOf('User', { id: 50, userType: 'CLIENT' });
  const merchant = recordOf('User', { id: 51, userType: 'MERCHANT' });
  const colleague = recordOf('User', { id: 52, userType: 'STAFF' });
  const admin = recordOf('User', { id: 1, userType: 'ADMIN' });
  const self = recordOf('User', { id: staff.id, userType: 'STAFF' });
  for (const action of ['update', 'delete', 'suspend']) {
    expect(staffAbility.can(action, customer), action).toBe(true);
    expect(staffAbility.can(action, merchant), action).toBe(true);
    expect(staffAbility.can(action, colleague), action).toBe(false);
    expect(staffAbility.can(action, admin), action).toBe(false);
  }
  expect(staffAbility.can('update', self)).toBe(true);
  expect(staffAbility.can('update', self, 'name')).toBe(true);
  expect(staffAbility.can('update', self, 'userType')).toBe(false);
  expect(staffAbility.can('suspend', self)).toBe(false);
  expect(staffAbility.can('delete', self)).toBe(false);
  expect(staffAbility.can('update', customer, 'userType')).toBe(false);
  expect(staffAbility.can('create', 'User', 'userType')).toBe(false);
  expect(staffAbility.can('create', 'User')).toBe(true);
});

test('user types rank from admin down to client', () => {
  expect(typesBelow('ADMIN')).toEqual(['STAFF', 'MERCHANT', 'CLIENT']);
  expect(typesBelow('STAFF')).toEqual(['MERCHANT', 'CLIENT']);
  expect(typesBelow('CLIENT')).toEqual([]);
  expect(typesBelow('NOBODY')).toEqual([]);
});

test('staff reads home, profile and the access-denied page', () => {
  expect(staffAbility.can('read', 'Home')).toBe(true);
  expect(staffAbility.can('read', 'Profile')).toBe(true);
  expect(staffAbility.can('read', 'AccessDenied')).toBe(true);
});

test('plain staff is forbidden the finance resources', () => {
  expect(staffAbility.can('read', 'Settlement')).toBe(false);
  expect(staffAbility.can('review', 'Settlement')).toBe(false);
});

test('an action with roles needs one of them (four-eyes between finance and reviewer)', () => {
  const financeAbility = defineAbilityFor(finance, registry);
  const reviewerAbility = defineAbilityFor(reviewer, registry);
  expect(financeAbility.can('read', 'Settlement')).toBe(true);
  expect(financeAbility.can('review', 'Settlement')).toBe(true);
  expect(financeAbility.can('verify', 'Settlement')).toBe(false);
  expect(reviewerAbility.can('verify', 'Settlement')).toBe(true);
  expect(reviewerAbility.can('review', 'Settlement')).toBe(false);
});

test('an action without roles is open to staff who may see the resource', () => {
  expect(staffAbility.can('approve', 'Order')).toBe(true);
  expect(staffAbility.can('send-e-receipt', 'Order')).toBe(true);
  expect(staffAbility.can('cancel-and-refund', 'Order')).toBe(true);
  const marketing = { id: 7, userType: 'STAFF', roles: ['MARKETING'] };
  expect(
    defineAbilityFor(marketing, registry).can('cancel-and-refund', 'Order'),
  ).toBe(false);
});
