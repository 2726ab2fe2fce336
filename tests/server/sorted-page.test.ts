/**
 * A page filtered on one column and sorted on another is read one of three
 * ways (server/resources/sorted-page.ts): as the planner likes, by a
 * bounded walk along the sort, or by reading the matches and sorting them.
 * Whichever way, it is the same page; the bounded walk answers only when it
 * holds the whole page, and otherwise the matches are read.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import type { Db } from '../../server/db/db';
import { quoteIdent, tableModel } from '../../server/db/table-model';
import { buildListQuery } from '../../server/http/list-query';
import {
  sortedPage,
  type SortedPageLimits,
} from '../../server/resources/sorted-page';
import { startTestServer, type TestServer } from './support/test-server';

const orders = (resources as readonly AnyResource[]).find(
  (r) => r.name === 'orders',
);
if (!orders) throw new Error('no orders in the registry');
const model = tableModel(orders);
const table = quoteIdent(model.table);

const asPlanned: SortedPageLimits = {
  fenceRows: -1,
  probeFromRows: 0,
  maxProbeRows: 0,
};
const matchesFirst: SortedPageLimits = {
  fenceRows: Number.MAX_SAFE_INTEGER,
  probeFromRows: Number.MAX_SAFE_INTEGER,
  maxProbeRows: 0,
};
const walkFirst: SortedPageLimits = {
  fenceRows: Number.MAX_SAFE_INTEGER,
  probeFromRows: 0,
  maxProbeRows: Number.MAX_SAFE_INTEGER,
};

let server: TestServer;
let db: Db;
const sent: string[] = [];
/** The recent tenth of the orders, by when they were placed. */
let recentFrom: string;

beforeAll(async () => {
  server = await startTestServer();
  db = server.db;
  await db.query('ANALYZE orders');
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

type Row = { id: number };

async function page(
  query: Record<string, string>,
  limits: SortedPageLimits,
): Promise<number[]> {
  const q = buildListQuery(model, query);
  sent.length = 0;
  const rows = await sortedPage<Row>(
    db,
    { model, table, where: q.where, q },
    limits,
  );
  return rows.map((row) => row.id);
}

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
        const planned = await page(query, asPlanned);
        expect(planned.length, JSON.stringify(query)).toBe(5);
        expect(await page(query, matchesFirst), JSON.stringify(query)).toEqual(
          planned,
        );
        expect(await page(query, walkFirst), JSON.stringify(query)).toEqual(
          planned,
        );
        compared += 1;
      }
  expect(compared).toBe(36);
});

test('a walk that holds the page answers alone; one that does not gives way to reading the matches', async () => {
  // Codes rise with time: the recent orders are the last codes and the first
  // codes backwards.
  const newest = { 'search[placedAt][gte]': recentFrom, perPage: '2' };

  const backwards = await page({ ...newest, sort: '-code' }, walkFirst);
  expect(sent.filter(isWalk)).toHaveLength(1);
  expect(sent.filter(isMatchesFirst)).toHaveLength(0);
  expect(backwards).toEqual(
    await page({ ...newest, sort: '-code' }, asPlanned),
  );

  const forwards = await page({ ...newest, sort: 'code' }, walkFirst);
  expect(sent.filter(isWalk)).toHaveLength(1);
  expect(sent.filter(isMatchesFirst)).toHaveLength(1);
  expect(forwards).toEqual(await page({ ...newest, sort: 'code' }, asPlanned));
});

test('the default order is read as planned: the filter’s index holds it', async () => {
  await page(
    { 'search[status]': 'COMPLETED', sort: 'placedAt', perPage: '2' },
    walkFirst,
  );
  expect(sent.filter((sql) => isWalk(sql) || isMatchesFirst(sql))).toEqual([]);
});
