import { expect, test } from 'vitest';
import { resources } from '../../resources.config';
import { createRegistry } from './create-registry';
import { recordLabel } from './record-label';

const registry = createRegistry(resources);
const entry = (name: string) => {
  const found = registry.byName(name);
  if (!found) throw new Error(`no entry ${name}`);
  return found;
};

test("a saved view's records are called by its source's label", () => {
  expect(recordLabel(entry('payout-request'), registry)).toEqual({
    one: 'Settlement',
    many: 'Settlements',
  });
  expect(recordLabel(entry('payout-history'), registry)).toEqual({
    one: 'Settlement',
    many: 'Settlements',
  });
});

test('any other resource keeps its own label', () => {
  expect(recordLabel(entry('orders'), registry)).toEqual({
    one: 'Order',
    many: 'Orders',
  });
});
