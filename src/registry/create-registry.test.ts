import { expect, test } from 'vitest';
import { defineResource } from './define-resource';
import { createRegistry } from './create-registry';

const settlements = defineResource({
  name: 'settlements',
  subject: 'Settlement',
  label: { one: 'Settlement', many: 'Settlements' },
  titleField: 'code',
  fields: { code: { kind: 'text', label: 'Code' } },
});
const payoutRequest = defineResource({
  ...settlements,
  name: 'payout-request',
  route: 'user-withdrawal',
  label: { one: 'Payout request', many: 'Payout Request' },
});

test('finds an entry by its API name and by its route key, which differ for a routed view', () => {
  const registry = createRegistry([settlements, payoutRequest]);
  expect(registry.resources).toEqual([settlements, payoutRequest]);
  expect(registry.byName('settlements')).toBe(settlements);
  expect(registry.byKey('settlements')).toBe(settlements);
  expect(registry.byName('payout-request')).toBe(payoutRequest);
  expect(registry.byKey('user-withdrawal')).toBe(payoutRequest);
  expect(registry.byKey('payout-request')).toBeUndefined();
  expect(registry.byName('orders')).toBeUndefined();
});
