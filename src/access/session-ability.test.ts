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

function staff(roles: string[]): UserData {
  return {
    id: 4,
    name: 'Hafiz Osman',
    email: 'ops@zfood.my',
    userType: 'STAFF',
    imageUrl: null,
    userRoles: roles.map((name) => ({ role: { name } })),
  };
}

test('the ability covers the entries it was given, by the user’s roles', () => {
  const abilityOf = createSessionAbility([gadgets]);
  expect(abilityOf(staff(['OPERATIONS'])).can('read', 'Gadget')).toBe(true);
  expect(abilityOf(staff(['FINANCE'])).can('read', 'Gadget')).toBe(false);
  expect(
    createSessionAbility([])(staff(['OPERATIONS'])).can('read', 'Gadget'),
  ).toBe(false);
});

test('one ability per signed-in user object: asked again, the same one; a new user, a new one', () => {
  const abilityOf = createSessionAbility([gadgets]);
  const user = staff(['OPERATIONS']);
  const first = abilityOf(user);
  expect(abilityOf(user)).toBe(first);
  expect(abilityOf(staff(['OPERATIONS']))).not.toBe(first);
  expect(abilityOf(null).can('read', 'Gadget')).toBe(false);
});
