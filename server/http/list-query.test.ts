import { describe, expect, test } from 'vitest';
import { fixtureRegistry } from '../../tests/server/support/fixture-registry';
import { tableModel } from '../db/table-model';
import { ApiError } from './errors';
import { buildListQuery } from './list-query';

const entry = (name: string) => {
  const found = fixtureRegistry.find((r) => r.name === name);
  if (!found) throw new Error(`no fixture ${name}`);
  return tableModel(found);
};
const outlets = entry('merchant-outlets');
const orders = entry('orders');

function errorsOf(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 422)
      return error.errors ?? {};
    throw error;
  }
  throw new Error('expected a 422');
}

describe('buildListQuery', () => {
  test('defaults: page 1, 25 per page, newest first with an id tiebreak', () => {
    const q = buildListQuery(orders, {});
    expect(q).toMatchObject({
      where: '',
      page: 1,
      perPage: 25,
      limit: 25,
      offset: 0,
      params: [],
    });
    expect(q.orderBy).toBe('ORDER BY "created_at" DESC, "id" DESC');
  });

  test.each([
    [{ 'search[status]': 'PENDING' }, '"status" = $1', ['PENDING']],
    [
      { 'search[status][in]': 'PENDING,ACCEPTED' },
      '"status" IN ($1, $2)',
      ['PENDING', 'ACCEPTED'],
    ],
    [
      { 'search[status][nin]': 'PENDING' },
      '("status" IS NULL OR "status" NOT IN ($1))',
      ['PENDING'],
    ],
    [{ 'search[total][gte]': '100' }, '"total" >= $1', [100]],
    [{ 'search[total][lte]': '100' }, '"total" <= $1', [100]],
    [{ 'search[total][between]': '1,9' }, '"total" BETWEEN $1 AND $2', [1, 9]],
    [{ 'search[rating][gte]': '4.5' }, '"rating" >= $1', [4.5]],
    [{ 'search[opensAt][lt]': '09:00' }, '"opens_at" < $1', ['09:00']],
    [{ 'search[opensAt][gt]': '09:00' }, '"opens_at" > $1', ['09:00']],
    [
      { 'search[code][ne]': 'ABC123' },
      '"code" IS DISTINCT FROM $1',
      ['ABC123'],
    ],
    [
      { 'search[name][contains]': '50%_off' },
      'lower("name") LIKE $1',
      ['%50\\%\\_off%'],
    ],
    [
      { 'search[name][startsWith]': 'Nasi' },
      'lower("name") LIKE $1',
      ['nasi%'],
    ],
    [{ 'search[ownerId][null]': 'true' }, '"owner_id" IS NULL', []],
    [{ 'search[ownerId][null]': 'false' }, '"owner_id" IS NOT NULL', []],
    [{ 'search[isActive]': 'false' }, '"is_active" = $1', [false]],
    [{ 'search[tags][contains]': '3' }, '$1::bigint = ANY("tags")', [3]],
    [
      { 'search[tags][in]': '3,4' },
      '"tags" && ARRAY[$1::bigint, $2::bigint]',
      [3, 4],
    ],
    [
      { 'search[joinedOn][between]': '2024-01-01,2024-01-31' },
      '"joined_on" BETWEEN $1 AND $2',
      ['2024-01-01', '2024-01-31'],
    ],
  ])('%o filters with %s', (query, clause, params) => {
    const model =
      'search[status]' in query ||
      Object.keys(query)[0]?.includes('status') ||
      Object.keys(query)[0]?.includes('total')
        ? orders
        : outlets;
    const q = buildListQuery(model, query);
    expect(q.where).toBe(`WHERE ${clause}`);
    expect(q.params).toEqual(params);
  });

  test('a date-only bound on an instant covers the whole marketplace day', () => {
    // Kuala Lumpur's 1 March runs from 29 Feb 16:00 UTC to 1 March 16:00 UTC.
    const q = buildListQuery(orders, {
      'search[createdAt][gte]': '2024-03-01',
      'search[createdAt][lte]': '2024-03-01',
    });
    expect(q.where).toBe('WHERE "created_at" >= $1 AND "created_at" < $2');
    expect(q.params).toEqual([
      '2024-02-29T16:00:00.000Z',
      '2024-03-01T16:00:00.000Z',
    ]);
  });

  test('q searches every searchable field, and the id when it is a number', () => {
    expect(buildListQuery(orders, { q: 'ORD1' }).where).toBe(
      'WHERE (lower("code") LIKE $1)',
    );
    expect(buildListQuery(orders, { q: '42' }).where).toBe(
      'WHERE (lower("code") LIKE $1 OR "id" = $2)',
    );
  });

  test('sort takes a comma list, closed by the default order and the id', () => {
    expect(buildListQuery(outlets, { sort: '-rating,name' }).orderBy).toBe(
      'ORDER BY "rating" DESC, "name" ASC, "created_at" DESC, "id" DESC',
    );
  });

  test.each([
    ['total', 'ORDER BY "total" ASC, "created_at" DESC, "id" DESC'],
    ['-total', 'ORDER BY "total" DESC, "created_at" ASC, "id" ASC'],
    ['createdAt', 'ORDER BY "created_at" ASC, "id" ASC'],
    ['-id', 'ORDER BY "id" DESC'],
  ])(
    'sort=%s breaks ties by the default order, and its reverse is exactly the reverse',
    (sort, orderBy) => {
      expect(buildListQuery(orders, { sort }).orderBy).toBe(orderBy);
    },
  );

  test('an empty sort is the default order; an absent one too', () => {
    const byDefault = 'ORDER BY "created_at" DESC, "id" DESC';
    expect(buildListQuery(orders, { sort: '' }).orderBy).toBe(byDefault);
    expect(buildListQuery(orders, { sort: '  ' }).orderBy).toBe(byDefault);
  });

  test.each([
    [',', 'an empty entry'],
    ['code,', 'an empty entry'],
    ['-', 'followed by a field name'],
    ['code,-code', 'more than once'],
    ['id,id', 'more than once'],
    ['a,b,c,d,e,f', 'at most 5'],
    ['x'.repeat(5000), 'is not a field'],
  ])('sort=%s is a 422 on sort (%s)', (sort, message) => {
    const errors = errorsOf(() => buildListQuery(orders, { sort }));
    expect(errors.sort?.join(' ')).toContain(message);
    expect(errors.sort?.join(' ').length).toBeLessThan(200);
  });

  test('q never compares an id the rows do not have, and NUL is a 422', () => {
    const noId = {
      ...orders,
      byName: new Map([...orders.byName].filter(([name]) => name !== 'id')),
      columns: orders.columns.filter((c) => c.name !== 'id'),
    };
    expect(buildListQuery(noId, { q: '42' }).where).toBe(
      'WHERE (lower("code") LIKE $1)',
    );
    expect(
      errorsOf(() => buildListQuery(orders, { q: 'a\u0000b' })),
    ).toHaveProperty('q');
    expect(buildListQuery(orders, { q: '   ' }).where).toBe('');
  });

  test('q on rows with neither searchable fields nor an id is a 422', () => {
    const bare = {
      ...orders,
      byName: new Map(),
      columns: [],
      tieBreak: [],
    };
    expect(errorsOf(() => buildListQuery(bare, { q: '7' }))).toHaveProperty(
      'q',
    );
  });

  test('page and perPage become limit and offset; perPage above 100 is a 422', () => {
    expect(buildListQuery(orders, { page: '3', perPage: '100' })).toMatchObject(
      { limit: 100, offset: 200 },
    );
    expect(
      errorsOf(() => buildListQuery(orders, { perPage: '101' })),
    ).toHaveProperty('perPage');
    expect(
      errorsOf(() => buildListQuery(orders, { page: '0' })),
    ).toHaveProperty('page');
    expect(
      errorsOf(() => buildListQuery(orders, { page: 'x' })),
    ).toHaveProperty('page');
  });

  test.each([
    [{ 'search[nope]': '1' }, 'search[nope]'],
    [{ 'search[cancelReason]': 'x' }, 'search[cancelReason]'],
    [{ 'search[status][gt]': 'PENDING' }, 'search[status][gt]'],
    [{ 'search[status][like]': 'x' }, 'search[status][like]'],
    [{ 'search[status]': 'NOT_A_STATE' }, 'search[status]'],
    [{ 'search[total][gte]': 'abc' }, 'search[total][gte]'],
    [{ 'search[total][gte]': '1.5' }, 'search[total][gte]'],
    [{ 'search[total][between]': '1' }, 'search[total][between]'],
    [{ 'search[createdAt][gte]': '2024-13-45' }, 'search[createdAt][gte]'],
    [{ sort: 'cancelReason' }, 'sort'],
    [{ sort: 'nope' }, 'sort'],
    [{ search: 'x' }, 'search'],
  ])('%o is a 422 naming %s', (query, key) => {
    expect(
      Object.keys(errorsOf(() => buildListQuery(orders, query))),
    ).toContain(key);
  });

  test('values never enter the SQL text', () => {
    const q = buildListQuery(outlets, {
      'search[name][contains]': "x'; DROP TABLE orders; --",
    });
    expect(q.where).toBe('WHERE lower("name") LIKE $1');
    expect(q.params).toEqual(["%x'; drop table orders; --%"]);
  });
});
