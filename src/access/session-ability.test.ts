import { expect, test } from 'vitest';
import type { AnyResource } from '../registry/define-resource';
import type { UserData } from '../state/token-storage';
import { createSessionAbility } from './session-ability';

const gadgets: AnyResource = {
  name: 'gadgets',
  subject: 'Gadget',
  label: { one: 'Gadget', many: 'Gadgets' },
  access: ['OPERATIONS'],
  fields: { name: { kind: 'text', label: 'Name' } },
};

function staff(permissions?: string[]): UserData {
  return {
    id: 4,
    name: 'Hafiz Osman',
    email: 'ops@zfood.my',
    userType: 'STAFF',
    imageUrl: null,
    userRoles: [{ role: { name: 'OPERATIONS' } }],
    ...(permissions && { permissions }),
  };
}

test('the ability covers the entries it was given, by the permissions in the profile, not the role names', () => {
  const abilityOf = createSessionAbility([gadgets]);
  expect(abilityOf(staff(['gadgets.read'])).can('read', 'Gadget')).toBe(true);
  expect(abilityOf(staff(['gadgets.read'])).can('create', 'Gadget')).toBe(
    false,
  );
  expect(abilityOf(staff([])).can('read', 'Gadget')).toBe(false);
  // A profile stored before the API sent permissions holds none.
  expect(abilityOf(staff()).can('read', 'Gadget')).toBe(false);
  expect(
    createSessionAbility([])(staff(['gadgets.read'])).can('read', 'Gadget'),
  ).toBe(false);
});

test('one ability per signed-in user object: asked again, the same one; a new user, a new one', () => {
  const abilityOf = createSessionAbility([gadgets]);
  const user = staff(['gadgets.read']);
  const first = abilityOf(user);
  expect(abilityOf(user)).toBe(first);
  expect(abilityOf(staff(['gadgets.read']))).not.toBe(first);
  expect(abilityOf(null).can('read', 'Gadget')).toBe(false);
});
