import { describe, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import { createRegistry } from './create-registry';
import { searchPlaceholder, searchTerms } from './search-terms';

const registry = createRegistry(resources);
const entry = (name: string) => {
  const found = registry.byName(name);
  if (!found) throw new Error(`no entry ${name}`);
  return found;
};

describe('searchTerms', () => {
  test("orders are searched by their number and their customer's and outlet's fields", () => {
    expect(searchTerms(entry('orders'))).toEqual([
      { field: 'code', through: [] },
      { field: 'customerId', through: ['name', 'phone', 'email'] },
      { field: 'outletId', through: ['name'] },
    ]);
  });
});

describe('searchPlaceholder', () => {
  test('names each searched thing by its label', () => {
    expect(searchPlaceholder(entry('orders'), registry.byName)).toBe(
      'Search by order no., customer name, phone or email, outlet name',
    );
    expect(searchPlaceholder(entry('settlements'), registry.byName)).toBe(
      'Search by code, merchant brand name, outlet name, bank transfer reference',
    );
  });

  test('a referenced record the user may not read is not named (the API does not search it)', () => {
    expect(
      searchPlaceholder(
        entry('orders'),
        registry.byName,
        (target) => target.name !== 'users',
      ),
    ).toBe('Search by order no., outlet name');
  });

  test("a field the label already names is not named twice ('order no.')", () => {
    expect(searchPlaceholder(entry('enquiries'), registry.byName)).toBe(
      'Search by ticket, customer name, phone or email, order no., subject',
    );
  });

  test('an entry without searched fields keeps the plain placeholder', () => {
    expect(searchPlaceholder(entry('roles'), registry.byName)).toBe(
      'Search roles',
    );
  });
});
