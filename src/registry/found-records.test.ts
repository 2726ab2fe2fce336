import { expect, test } from 'vitest';
import { resources } from '../../resources.config';
import { createRegistry } from './create-registry';
import {
  findText,
  matchLabel,
  rankFound,
  type FoundRecord,
  type MatchTier,
} from './found-records';
import { findTerms } from './search-terms';

const registry = createRegistry(resources);
const order = resources.map((r) => r.name);
const entry = (name: string) => {
  const found = registry.byName(name);
  if (!found) throw new Error(`no entry ${name}`);
  return found;
};

const hit = (resource: string, id: number, match: MatchTier): FoundRecord => ({
  resource,
  id,
  title: `${resource} ${id}`,
  matchedBy: 'name',
  matchedText: '',
  match,
});

const shown = (hits: FoundRecord[]) =>
  hits.map((h) => `${h.resource} ${h.id} ${h.match}`);

test.each([
  ['  ORD0000042 ', 'ord0000042'],
  ['012-345 6789', '0123456789'],
  ['+60 (12) 345.6789', '+60123456789'],
  ['Nasi   Lemak', 'nasi lemak'],
  ['ali@zfood.my', 'ali@zfood.my'],
  ['ORD-42', 'ord-42'],
])('findText(%j) is %j', (typed, searched) => {
  expect(findText(typed)).toBe(searched);
});

test('an entry lists its exact matches before its prefix and contains ones, keeping their order within a tier', () => {
  const ranked = rankFound(
    [
      hit('orders', 1, 'contains'),
      hit('orders', 2, 'exact'),
      hit('orders', 3, 'prefix'),
      hit('orders', 4, 'exact'),
    ],
    order,
  );
  expect(shown(ranked)).toEqual([
    'orders 2 exact',
    'orders 4 exact',
    'orders 3 prefix',
    'orders 1 contains',
  ]);
});

test('entries come by their best match, ties in registry order, and stay together', () => {
  const ranked = rankFound(
    [
      hit('users', 7, 'contains'),
      hit('merchants', 5, 'prefix'),
      hit('orders', 1, 'exact'),
      hit('users', 8, 'prefix'),
      hit('merchant-outlets', 9, 'prefix'),
    ],
    order,
  );
  // users come before merchants in the registry; both have a prefix match at best.
  expect(shown(ranked)).toEqual([
    'orders 1 exact',
    'users 8 prefix',
    'users 7 contains',
    'merchants 5 prefix',
    'merchant-outlets 9 prefix',
  ]);
});

test('a match says which identifier it was, in the labels of the entry and of what it refers to', () => {
  expect(matchLabel(entry('orders'), 'code', registry.byName)).toBe(
    'Order no.',
  );
  expect(matchLabel(entry('orders'), 'customerId.phone', registry.byName)).toBe(
    'Customer phone',
  );
  expect(matchLabel(entry('users'), 'email', registry.byName)).toBe('Email');
});

test('the palette finds orders by number and by their customer, the customer by name, e-mail or phone', () => {
  expect(findTerms(entry('orders'))).toEqual([
    { field: 'code', through: [] },
    { field: 'customerId', through: ['name', 'phone', 'email'] },
  ]);
  expect(findTerms(entry('users')).map((t) => t.field)).toEqual([
    'name',
    'email',
    'phone',
  ]);
  expect(findTerms(entry('banks'))).toEqual([]);
});
