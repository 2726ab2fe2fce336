import { expect, test } from 'vitest';
import { appendExtras, facetsOf, titlesOf } from './response-extras';

test('meta.facets and meta.include become the comma lists the API reads', () => {
  const search = appendExtras(new URLSearchParams('page=1'), {
    facets: ['status'],
    include: ['outletId', 'customerId'],
  });
  expect(search.toString()).toBe(
    'page=1&facets=status&include=outletId%2CcustomerId',
  );
});

test('nothing is added for no meta, empty lists or other values', () => {
  expect(appendExtras(new URLSearchParams(), undefined).size).toBe(0);
  expect(
    appendExtras(new URLSearchParams(), { facets: [], include: 'outletId' })
      .size,
  ).toBe(0);
});

test('titles and facets are read from a result, empty when it has none', () => {
  const titles = { outletId: { '3': 'Nasi Lemak House' } };
  const facets = { status: { PENDING: 2 } };
  expect(titlesOf({ data: [], titles })).toBe(titles);
  expect(facetsOf({ data: [], facets })).toBe(facets);
  expect(titlesOf({ data: {} })).toEqual({});
  expect(titlesOf(undefined)).toEqual({});
  expect(facetsOf({ facets: null })).toEqual({});
});
