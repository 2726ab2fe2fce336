import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../server/db/db';
import { quoteIdent } from '../../server/db/table-model';
import type { OrderTerm } from '../../server/http/list-query';
import { keysetBatches } from '../../server/resources/keyset-batches';
import { engines } from './support/engines';

/**
 * An export's batches against each engine: every row once, in exactly the
 * order a single ORDER BY reads, across ties, NULLs at either end, mixed
 * directions and instants that differ by a microsecond (which a JS Date,
 * in milliseconds, would merge).
 */
const orders: Record<string, OrderTerm[]> = {
  'status, newest first, id': [
    { column: 'status', descending: false },
    { column: 'placed_at', descending: true },
    { column: 'id', descending: true },
  ],
  'status backwards, oldest first, id': [
    { column: 'status', descending: true },
    { column: 'placed_at', descending: false },
    { column: 'id', descending: false },
  ],
  'placed, id': [
    { column: 'placed_at', descending: false },
    { column: 'id', descending: false },
  ],
  'amount backwards, status, id': [
    { column: 'amount', descending: true },
    { column: 'status', descending: false },
    { column: 'id', descending: true },
  ],
  id: [{ column: 'id', descending: false }],
};

const orderBy = (terms: OrderTerm[]) =>
  `ORDER BY ${terms.map((t) => `${quoteIdent(t.column)} ${t.descending ? 'DESC' : 'ASC'}`).join(', ')}`;

describe.each(engines)('keyset batches on $name', (engine) => {
  let db: Db;

  beforeAll(async () => {
    db = await engine.open();
    await db.query(
      `CREATE TABLE walked (id bigint PRIMARY KEY, status text, placed_at timestamptz, amount double precision)`,
    );
    // 40 rows: 3 statuses and NULL, 5 instants a microsecond apart and
    // NULL, amounts with ties and NULLs, so that every term has ties.
    await db.query(
      `INSERT INTO walked
       SELECT n,
              (ARRAY['A', 'B', NULL, 'C'])[n % 4 + 1],
              CASE WHEN n % 6 = 0 THEN NULL
                   ELSE '2026-01-01T00:00:00Z'::timestamptz + (n % 5) * interval '1 microsecond' END,
              CASE WHEN n % 7 = 0 THEN NULL ELSE (n % 3) * 0.1 END
       FROM generate_series(1, 40) AS n`,
    );
  });
  afterAll(() => db.close());

  test.each(Object.entries(orders))(
    'reads every row once, in the order %s',
    async (_name, terms) => {
      const where = 'WHERE "id" <> $1';
      const list = { params: [13], order: terms, orderBy: orderBy(terms) };
      const expected = await db.query<{ id: number }>(
        `SELECT "id" FROM walked ${where} ${list.orderBy}`,
        list.params,
      );
      const batches: number[][] = [];
      for await (const rows of keysetBatches(
        db,
        { table: 'walked', selectList: '"id"', where, list },
        3,
      ))
        batches.push(rows.map((row) => Number(row.id)));

      expect(batches.flat()).toEqual(expected.rows.map((row) => row.id));
      expect(batches.slice(0, -1).every((batch) => batch.length === 3)).toBe(
        true,
      );
    },
  );

  test('the rows carry only the select list', async () => {
    const list = { params: [], order: orders.id ?? [], orderBy: 'ORDER BY id' };
    const batches = keysetBatches(
      db,
      { table: 'walked', selectList: '"id", "status"', where: '', list },
      50,
    );
    const first = await batches.next();
    if (first.done) throw new Error('no batch');
    expect(Object.keys(first.value[0] ?? {})).toEqual(['id', 'status']);
  });
});
