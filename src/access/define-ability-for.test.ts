import { expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../registry/define-resource';
import { defineAbilityFor } from './define-ability-for';

const staff = { userType: 'STAFF', roles: [] };
const finance = { userType: 'STAFF', roles: ['FINANCE'] };
const reviewer = { userType: 'STAFF', roles: ['FINANCE_REVIEWER'] };

test.each(['ADMIN', 'SUPER_ADMIN', 'admin'])(
  '%s manages everything',
  (userType) => {
    const ability = defineAbilityFor({ userType, roles: [] });
    expect(ability.can('manage', 'all')).toBe(true);
    expect(ability.can('delete', 'Settlement')).toBe(true);
    expect(ability.can('approve', 'Settlement')).toBe(true);
    expect(ability.can('read', 'AccessDenied')).toBe(true);
  },
);

test('a client may only read the access-denied page', () => {
  const ability = defineAbilityFor({ userType: 'CLIENT', roles: ['FINANCE'] });
  expect(ability.can('read', 'AccessDenied')).toBe(true);
  expect(ability.can('read', 'Home')).toBe(false);
  expect(ability.can('read', 'Order')).toBe(false);
  expect(ability.rules).toHaveLength(1);
});

test('nobody signed in may do nothing', () => {
  const ability = defineAbilityFor(null);
  expect(ability.can('read', 'Home')).toBe(false);
  expect(ability.rules).toHaveLength(0);
});

test.each(['read', 'create', 'update', 'delete'] as const)(
  'staff may %s every resource without access roles',
  (action) => {
    const ability = defineAbilityFor(staff);
    const open = (resources as readonly AnyResource[]).filter(
      (r) => !r.access?.length,
    );
    expect(open.length).toBeGreaterThan(0);
    for (const resource of open) {
      expect(
        ability.can(action, resource.subject as 'Order'),
        resource.name,
      ).toBe(true);
    }
  },
);

test('staff reads home, profile and the access-denied page', () => {
  const ability = defineAbilityFor(staff);
  expect(ability.can('read', 'Home')).toBe(true);
  expect(ability.can('read', 'Profile')).toBe(true);
  expect(ability.can('read', 'AccessDenied')).toBe(true);
});

test('plain staff is forbidden the finance resources (Z1)', () => {
  const ability = defineAbilityFor(staff);
  expect(ability.can('read', 'Settlement')).toBe(false);
  expect(ability.can('review', 'Settlement')).toBe(false);
});

test('an action with roles needs one of them (four-eyes between finance and reviewer)', () => {
  const financeAbility = defineAbilityFor(finance);
  const reviewerAbility = defineAbilityFor(reviewer);
  expect(financeAbility.can('read', 'Settlement')).toBe(true);
  expect(financeAbility.can('review', 'Settlement')).toBe(true);
  expect(financeAbility.can('verify', 'Settlement')).toBe(false);
  expect(reviewerAbility.can('verify', 'Settlement')).toBe(true);
  expect(reviewerAbility.can('review', 'Settlement')).toBe(false);
});

test('an action without roles is open to staff who may see the resource', () => {
  const ability = defineAbilityFor(staff);
  expect(ability.can('approve', 'Order')).toBe(true);
  expect(ability.can('send-e-receipt', 'Order')).toBe(true);
  expect(ability.can('cancel-and-refund', 'Order')).toBe(false);
  expect(defineAbilityFor(finance).can('cancel-and-refund', 'Order')).toBe(
    true,
  );
});
