/**
 * A page filtered on one column and sorted on another may be read three
 * ways (server/resources/sorted-page.ts): as planned, by a bounded walk
 * along the sort, or by reading the matches and sorting them. Whichever
 * way, it is the same page; the bounded walk answers only when it holds the
 * whole page, and otherwise the matches are read.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import type { Db } from '../../server/db/db';
import { quoteIdent, tableModel } from '../../server/db/table-model';
import { buildListQuery } from '../../server/http/list-query';
import { readPage, type PageWay } from '../../server/resources/sorted-page';
import { startTestServer, type TestServer } from './support/test-server';

const orders = (resources as readonly AnyResource[]).find(
  (r) => r.name === 'orders',
);
if (!orders) throw new Error('no orders in the registry');
const model = tableModel(orders);
const table = quoteIdent(model.table);

let server: TestServer;
let db: Db;
const sent: string[] = [];
/** The recent tenth of the orders, by when they were placed. */
let recentFrom: string;

beforeAll(async () => {
  server = await startTestServer();
  db = server.db;
  const run = db.query.bind(db);
  db.query = <T>(sql: string, params?: readonly unknown[]) => {
    sent.push(sql);
    return run<T>(sql, params);
  };
  const { rows } = await db.query<{ from: number }>(
    'SELECT extract(epoch FROM percentile_disc(0.9) WITHIN GROUP (ORDER BY placed_at))::float8 AS "from" FROM orders',
  );
  recentFrom = new Date((rows[0]?.from ?? 0) * 1000).toISOString();
});
afterAll(() => server.close());

async function page(
  query: Record<string, string>,
  way: PageWay,
  { walking = false } = {},
): Promise<number[]> {
  const q = buildListQuery(model, query);
  const where = walking ? q.walkingWhere : q.where;
  if (where === undefined) throw new Error('the query has no walking form');
  sent.length = 0;
  const rows = await readPage<{ id: number }>(
    db,
    { model, table, where, q },
    way,
  );
  return rows.map((row) => row.id);
}

const asPlanned: PageWay = { read: 'as-planned' };
const matchesFirst: PageWay = { read: 'matches-first' };
const isWalk = (sql: string) => /\(SELECT \* FROM "orders" ORDER BY/.test(sql);
const isMatchesFirst = (sql: string) => /OFFSET 0\) AS "orders"/.test(sql);

test('every way of reading a filtered, sorted page gives the same page', async () => {
  const filters: Record<string, string>[] = [
    { 'search[status]': 'COMPLETED' },
    { 'search[channel]': 'DELIVERY' },
    { 'search[placedAt][gte]': recentFrom },
  ];
  const sorts = ['code', '-code', 'total', '-total', 'paidAt', '-paidAt'];
  let compared = 0;
  for (const filter of filters)
    for (const sort of sorts)
      for (const pageNo of ['1', '3']) {
        const query = { ...filter, sort, perPage: '5', page: pageNo };
        const label = JSON.stringify(query);
        const planned = await page(query, asPlanned);
        expect(planned.length, label).toBe(5);
        expect(await page(query, matchesFirst), label).toEqual(planned);
        for (const walkRows of [20, 1_000_000])
          expect(
            await page(query, { read: 'walk-first', walkRows }),
            label,
          ).toEqual(planned);
        compared += 1;
      }
  expect(compared).toBe(36);
});

test('a search through references reads the same page each way, from its walking form too', async () => {
  for (const text of ['ORD00', 'tan', 'a'])
    for (const sort of ['-placedAt', 'total'])
      for (const pageNo of ['1', '2']) {
        const query = { q: text, sort, perPage: '5', page: pageNo };
        const label = JSON.stringify(query);
        const planned = await page(query, asPlanned);
        expect(planned.length, label).toBe(5);
        // Read first, the matches are looked up by id from their union.
        expect(await page(query, matchesFirst), label).toEqual(planned);
        expect(sent.filter(isMatchesFirst).join(), label).toContain(
          '"id" = ANY(ARRAY(SELECT "id" FROM "orders" WHERE',
        );
        for (const walkRows of [20, 1_000_000])
          expect(
            await page(
              query,
              { read: 'walk-first', walkRows },
              { walking: true },
            ),
            label,
          ).toEqual(planned);
        expect(await page(query, asPlanned, { walking: true }), label).toEqual(
          planned,
        );
      }
});

test('a walk that holds the page answers alone; one that does not gives way to reading the matches', async () => {
  // Codes rise with time: the recent orders are the last codes, and the
  // first codes backwards.
  const newest = { 'search[placedAt][gte]': recentFrom, perPage: '2' };
  const walk: PageWay = { read: 'walk-first', walkRows: 50 };

  const backwards = await page({ ...newest, sort: '-code' }, walk);
  expect(sent.filter(isWalk)).toHaveLength(1);
  expect(sent.filter(isMatchesFirst)).toHaveLength(0);
  expect(backwards).toEqual(
    await page({ ...newest, sort: '-code' }, asPlanned),
  );

  const forwards = await page({ ...newest, sort: 'code' }, walk);
  expect(sent.filter(isWalk)).toHaveLength(1);
  expect(sent.filter(isMatchesFirst)).toHaveLength(1);
  expect(forwards).toEqual(await page({ ...newest, sort: 'code' }, asPlanned));
});

test('a status tab sorted by a moment that may be empty is led by its state, and keeps the tab’s order', async () => {
  const tab = buildListQuery(model, {
    'search[status]': 'COMPLETED',
    sort: '-completedAt',
    perPage: '5',
    page: '2',
  });
  expect(tab.orderBy).toMatch(/^ORDER BY "status" DESC, "completed_at" DESC/);
  expect(tab.where).toContain('"status" = ANY(ARRAY[');
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM orders WHERE status = 'COMPLETED'
     ORDER BY completed_at DESC, placed_at ASC, id ASC LIMIT 5 OFFSET 5`,
  );
  expect(rows).toHaveLength(5);
  expect(
    await page(
      {
        'search[status]': 'COMPLETED',
        sort: '-completedAt',
        perPage: '5',
        page: '2',
      },
      asPlanned,
    ),
  ).toEqual(rows.map((row) => row.id));

  // Two tabs at once would be reordered by the state; a sort that has no
  // tab-first index gains nothing by it.
  for (const query of [
    { 'search[status][in]': 'COMPLETED,CANCELLED', sort: '-completedAt' },
    { 'search[status]': 'COMPLETED', sort: 'total' },
  ])
    expect(
      buildListQuery(model, query).orderBy,
      JSON.stringify(query),
    ).not.toMatch(/^ORDER BY "status"/);
});
