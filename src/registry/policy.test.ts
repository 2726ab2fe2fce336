import { expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from './define-resource';
import { defineAbilityFor, recordOf, typesBelow } from './policy';
import { defaultPermissionsOf } from './built-in-roles';
import { permissionCatalogue } from './permissions';

const registry: readonly AnyResource[] = resources;
/** A user of `type` holding the first seed's permissions of `roles`. */
const holding = (id: number, type: string, ...roles: string[]) => ({
  id,
  userType: type,
  permissions: roles.flatMap((role) => defaultPermissionsOf(role, registry)),
});
const staff = holding(4, 'STAFF', 'OPERATIONS');
const staffAbility = defineAbilityFor(staff, registry);
const everyKey = permissionCatalogue(registry).map((p) => p.key);

test.each(['ADMIN', 'admin'])('the %s user type manages everything', (type) => {
  const ability = defineAbilityFor(
    { id: 1, userType: type, permissions: [] },
    registry,
  );
  expect(ability.can('manage', 'all')).toBe(true);
  expect(ability.can('delete', 'Settlement')).toBe(true);
  expect(ability.can('approve', 'Settlement')).toBe(true);
  expect(ability.can('create', 'UserRole')).toBe(true);
});

test('no permission makes a staff user an admin, nor lets them grant', () => {
  const ability = defineAbilityFor(
    { id: 9, userType: 'STAFF', permissions: everyKey },
    registry,
  );
  expect(ability.can('manage', 'all')).toBe(false);
  for (const subject of ['Role', 'UserRole', 'RolePermission', 'Permission']) {
    expect(ability.can('read', subject)).toBe(true);
    for (const action of ['create', 'update', 'delete', 'import'])
      expect(ability.can(action, subject), `${action} ${subject}`).toBe(false);
  }
});

test('a staff user without permissions reads only the pages that are no resource', () => {
  const ability = defineAbilityFor(
    { id: 9, userType: 'STAFF', permissions: [] },
    registry,
  );
  expect(ability.can('read', 'Home')).toBe(true);
  expect(ability.can('read', 'Profile')).toBe(true);
  expect(ability.can('read', 'AccessDenied')).toBe(true);
  for (const resource of registry)
    expect(ability.can('read', resource.subject), resource.name).toBe(false);
});

test('each key gives exactly its verb on its subject', () => {
  const only = (key: string) =>
    defineAbilityFor(
      { id: 9, userType: 'STAFF', permissions: [key] },
      registry,
    );
  expect(only('orders.approve').can('approve', 'Order')).toBe(true);
  expect(only('orders.approve').can('reject', 'Order')).toBe(false);
  expect(only('orders.approve').can('approve', 'Merchant')).toBe(false);
  expect(only('banks.import').can('import', 'Bank')).toBe(true);
  expect(only('banks.import').can('create', 'Bank')).toBe(false);
  // A view shares its source's keys: Payout Request is settlements.
  expect(only('settlements.verify').can('verify', 'Settlement')).toBe(true);
  expect(only('settlements.verify').can('review', 'Settlement')).toBe(false);
});

test('a merchant account holds only merchant-scope keys, whatever its roles give', () => {
  const merchant = defineAbilityFor(
    {
      id: 60,
      userType: 'MERCHANT',
      permissions: ['orders.read', 'settlements.read', 'users.read'],
    },
    registry,
  );
  expect(merchant.can('read', 'Order')).toBe(true);
  expect(merchant.can('read', 'Settlement')).toBe(false);
  expect(merchant.can('read', 'User')).toBe(false);
});

test('a client may only read the access-denied page', () => {
  const ability = defineAbilityFor(
    { id: 5, userType: 'CLIENT', permissions: everyKey },
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

test('Operations runs orders, merchants, menus and enquiries, and nothing of finance or authority', () => {
  for (const [verb, subject] of [
    ['approve', 'Order'],
    ['update', 'Merchant'],
    ['create', 'Menu'],
    ['resolve', 'Enquiry'],
  ] as const)
    expect(staffAbility.can(verb, subject), `${verb} ${subject}`).toBe(true);
  for (const subject of ['Settlement', 'PocketWithdrawal', 'FinanceReport'])
    expect(staffAbility.can('read', subject), subject).toBe(false);
  expect(staffAbility.can('export', 'User')).toBe(false);
  expect(staffAbility.can('update', 'User')).toBe(false);
  expect(staffAbility.can('create', 'RolePermission')).toBe(false);
});

test('staff who may manage users manage those ranked below them, and their own record except its type', () => {
  const manager = defineAbilityFor(
    {
      id: staff.id,
      userType: 'STAFF',
      permissions: [
        'users.read',
        'users.create',
        'users.update',
        'users.delete',
        'users.suspend',
      ],
    },
    registry,
  );
  const customer = recordOf('User', { id: 50, userType: 'CLIENT' });
  const merchant = recordOf('User', { id: 51, userType: 'MERCHANT' });
  const colleague = recordOf('User', { id: 52, userType: 'STAFF' });
  const admin = recordOf('User', { id: 1, userType: 'ADMIN' });
  const self = recordOf('User', { id: staff.id, userType: 'STAFF' });
  for (const action of ['update', 'delete', 'suspend']) {
    expect(manager.can(action, customer), action).toBe(true);
    expect(manager.can(action, merchant), action).toBe(true);
    expect(manager.can(action, colleague), action).toBe(false);
    expect(manager.can(action, admin), action).toBe(false);
  }
  expect(manager.can('update', self)).toBe(true);
  expect(manager.can('update', self, 'name')).toBe(true);
  expect(manager.can('update', self, 'userType')).toBe(false);
  expect(manager.can('suspend', self)).toBe(false);
  expect(manager.can('delete', self)).toBe(false);
  expect(manager.can('update', customer, 'userType')).toBe(false);
  expect(manager.can('create', 'User', 'userType')).toBe(false);
  expect(manager.can('create', 'User')).toBe(true);
});

test('user types rank from admin down to client', () => {
  expect(typesBelow('ADMIN')).toEqual(['STAFF', 'MERCHANT', 'CLIENT']);
  expect(typesBelow('STAFF')).toEqual(['MERCHANT', 'CLIENT']);
  expect(typesBelow('CLIENT')).toEqual([]);
  expect(typesBelow('NOBODY')).toEqual([]);
});

test('the four eyes hold by default: finance reviews, the reviewer verifies', () => {
  const financeAbility = defineAbilityFor(
    holding(2, 'STAFF', 'FINANCE'),
    registry,
  );
  const reviewerAbility = defineAbilityFor(
    holding(3, 'STAFF', 'FINANCE_REVIEWER'),
    registry,
  );
  expect(financeAbility.can('read', 'Settlement')).toBe(true);
  expect(financeAbility.can('review', 'Settlement')).toBe(true);
  expect(financeAbility.can('verify', 'Settlement')).toBe(false);
  expect(reviewerAbility.can('verify', 'Settlement')).toBe(true);
  expect(reviewerAbility.can('review', 'Settlement')).toBe(false);
});

test('an action without roles goes by default to the roles that hold the entry', () => {
  expect(staffAbility.can('approve', 'Order')).toBe(true);
  expect(staffAbility.can('send-e-receipt', 'Order')).toBe(true);
  expect(staffAbility.can('cancel-and-refund', 'Order')).toBe(true);
  expect(
    defineAbilityFor(holding(7, 'STAFF', 'MARKETING'), registry).can(
      'cancel-and-refund',
      'Order',
    ),
  ).toBe(false);
});
