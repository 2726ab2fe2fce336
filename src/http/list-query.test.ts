import type { CrudFilter, CrudOperators } from '@refinedev/core';
import { expect, test } from 'vitest';
import { buildListQuery } from './list-query';

function query(input: Parameters<typeof buildListQuery>[0]): string {
  return decodeURIComponent(buildListQuery(input).toString());
}

test('pagination is 1-based page and perPage', () => {
  expect(query({ pagination: { currentPage: 3, pageSize: 25 } })).toBe(
    'page=3&perPage=25',
  );
});

test('perPage never exceeds the contract maximum of 100', () => {
  expect(query({ pagination: { currentPage: 1, pageSize: 500 } })).toBe(
    'page=1&perPage=100',
  );
});

test('client-side or no pagination fetches the largest page', () => {
  expect(query({ pagination: { mode: 'off' } })).toBe('page=1&perPage=100');
  expect(query({ pagination: { mode: 'client', pageSize: 10 } })).toBe(
    'page=1&perPage=100',
  );
});

test('multi-sort is one comma list with - for descending', () => {
  expect(
    query({
      sorters: [
        { field: 'createdAt', order: 'desc' },
        { field: 'code', order: 'asc' },
      ],
    }),
  ).toBe('page=1&perPage=10&sort=-createdAt,code');
});

test('a q filter becomes the free-text q parameter', () => {
  expect(
    query({
      filters: [{ field: 'q', operator: 'contains', value: 'nasi lemak' }],
    }),
  ).toBe('page=1&perPage=10&q=nasi+lemak');
});

test.each<[CrudOperators, unknown, string]>([
  ['eq', 'PENDING', 'search[status]=PENDING'],
  ['ne', 'PAID', 'search[status][ne]=PAID'],
  ['lt', 10, 'search[status][lt]=10'],
  ['lte', 10, 'search[status][lte]=10'],
  ['gt', 10, 'search[status][gt]=10'],
  ['gte', 10, 'search[status][gte]=10'],
  ['in', ['PENDING', 'REVIEWED'], 'search[status][in]=PENDING,REVIEWED'],
  ['nin', ['PAID'], 'search[status][nin]=PAID'],
  ['contains', 'abc', 'search[status][contains]=abc'],
  ['startswith', 'ab', 'search[status][startsWith]=ab'],
  ['between', [1, 5], 'search[status][between]=1,5'],
  ['null', true, 'search[status][null]=true'],
  ['nnull', true, 'search[status][null]=false'],
])('operator %s maps to the contract', (operator, value, expected) => {
  const filters = [{ field: 'status', operator, value }] as CrudFilter[];
  expect(query({ filters })).toBe(`page=1&perPage=10&${expected}`);
});

test('dates are sent as ISO-8601', () => {
  const from = new Date('2025-01-01T00:00:00.000Z');
  const to = new Date('2025-01-31T23:59:59.000Z');
  expect(
    query({
      filters: [{ field: 'createdAt', operator: 'between', value: [from, to] }],
    }),
  ).toBe(
    'page=1&perPage=10&search[createdAt][between]=2025-01-01T00:00:00.000Z,2025-01-31T23:59:59.000Z',
  );
});

test('empty filter values are left out (a cleared filter)', () => {
  expect(
    query({
      filters: [
        { field: 'status', operator: 'eq', value: '' },
        { field: 'code', operator: 'in', value: [] },
        { field: 'name', operator: 'contains', value: undefined },
      ],
    }),
  ).toBe('page=1&perPage=10');
});

test.each<CrudOperators>([
  'eqs',
  'nes',
  'ina',
  'nina',
  'ncontains',
  'containss',
  'ncontainss',
  'nbetween',
  'nstartswith',
  'startswiths',
  'nstartswiths',
  'endswith',
  'nendswith',
  'endswiths',
  'nendswiths',
])(
  'operator %s, which the contract lacks, is an error rather than a silent drop',
  (operator) => {
    const filters = [{ field: 'status', operator, value: 'x' }] as CrudFilter[];
    expect(() => buildListQuery({ filters })).toThrow(
      /the API's list query lacks/,
    );
  },
);

test('or/and filters are an error too', () => {
  const filters: CrudFilter[] = [
    { operator: 'or', value: [{ field: 'a', operator: 'eq', value: 1 }] },
  ];
  expect(() => buildListQuery({ filters })).toThrow(/no 'or' filters/);
});
