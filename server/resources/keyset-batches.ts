import type { Db } from '../db/db';
import { quoteIdent } from '../db/table-model';
import type { ListQuery, OrderTerm } from '../http/list-query';
import type { WireRecord } from './record-store';

/** What a keyset walk reads: a table's rows under a list's WHERE, in its order. */
export interface KeysetRead {
  /** The quoted table. */
  table: string;
  selectList: string;
  /** `WHERE …` or an empty string, its values in `list.params`. */
  where: string;
  /** The order, whose terms together are unique: list-query closes each with the id. */
  list: Pick<ListQuery, 'params' | 'order' | 'orderBy'>;
}

/** A row's order keys as PostgreSQL writes them, so that they compare exactly (microseconds and all). */
type Keys = (string | null)[];

/** One part of "after the last row": its condition and the values it adds. */
interface Arm {
  condition: string;
  values: string[];
}

/** The column alias of the `i`th order key: a name no field can have. */
const keyName = (i: number) => `keyset ${String(i)}`;

/**
 * The rows past `key` on one term, ordered as ORDER BY sorts them:
 * PostgreSQL puts NULL above every value, so last when ascending and first
 * when descending. Two arms where NULLs follow the values: `col > v OR col
 * IS NULL` would walk no index.
 */
function pastTerm(
  term: OrderTerm,
  key: string | null,
  param: string,
): { condition: string; value?: string }[] {
  const column = quoteIdent(term.column);
  if (key === null)
    return term.descending ? [{ condition: `${column} IS NOT NULL` }] : [];
  return term.descending
    ? [{ condition: `${column} < ${param}`, value: key }]
    : [
        { condition: `${column} > ${param}`, value: key },
        { condition: `${column} IS NULL` },
      ];
}

/**
 * The rows after `last` in `order`, as arms that each continue one term
 * with the terms before it held equal: the deepest first, so that reading
 * the arms in turn, each in the ORDER BY, reads the rows in the ORDER BY.
 * Each arm is a range of the sort's own index (an equal prefix, then one
 * bound), which `(a, b, id) > (…)` cannot be where directions differ.
 * Parameters are numbered from `$firstParam`.
 */
function armsAfter(
  order: readonly OrderTerm[],
  last: Keys,
  firstParam: number,
): Arm[] {
  const arms: Arm[] = [];
  for (let level = order.length - 1; level >= 0; level--) {
    const conditions: string[] = [];
    const values: string[] = [];
    for (const [i, term] of order.slice(0, level).entries()) {
      const key = last[i] ?? null;
      const column = quoteIdent(term.column);
      if (key === null) conditions.push(`${column} IS NULL`);
      else {
        values.push(key);
        conditions.push(
          `${column} = $${String(firstParam + values.length - 1)}`,
        );
      }
    }
    const term = order[level];
    if (!term) continue;
    const key = last[level] ?? null;
    const param = `$${String(firstParam + values.length)}`;
    for (const past of pastTerm(term, key, param)) {
      arms.push({
        condition: [...conditions, past.condition].join(' AND '),
        values: past.value === undefined ? values : [...values, past.value],
      });
    }
  }
  return arms;
}

function keysOf(row: WireRecord, count: number): Keys {
  return Array.from({ length: count }, (_, i) => {
    const key = row[keyName(i)];
    return typeof key === 'string' ? key : null;
  });
}

function withoutKeys(row: WireRecord, count: number): WireRecord {
  for (let i = 0; i < count; i++) delete row[keyName(i)];
  return row;
}

/**
 * Every row of `read`, in its order, `size` at a time: each batch starts
 * after the last row of the one before (keyset pagination), so memory holds
 * one batch whatever the table's size, nothing is held on the database
 * between batches (no transaction, cursor or pooled connection while the
 * consumer is slow), and stopping is only not asking for the next batch.
 * Without a snapshot, a row whose order keys change while the walk goes on
 * may be read twice or not at all; one added behind the walk is not read.
 *
 * @example
 * for await (const rows of keysetBatches(db, { table, selectList, where: q.where, list: q }, 2000))
 *   stream.write(await writer.lines(rows));
 */
export async function* keysetBatches(
  db: Db,
  read: KeysetRead,
  size: number,
): AsyncGenerator<WireRecord[]> {
  const { table, selectList, where, list } = read;
  const keyCount = list.order.length;
  // Without an order there is no "after the last row" to start a batch from.
  if (keyCount === 0) throw new Error(`${table} has no order to walk by`);
  const keyList = list.order
    .map(
      (term, i) =>
        `${quoteIdent(term.column)}::text AS ${quoteIdent(keyName(i))}`,
    )
    .join(', ');
  const firstParam = list.params.length + 1;
  const select = async (arm: Arm | undefined, limit: number) => {
    const filter = arm
      ? `${where === '' ? 'WHERE' : `${where} AND`} ${arm.condition}`
      : where;
    const values = arm?.values ?? [];
    const { rows } = await db.query<WireRecord>(
      `SELECT ${selectList}, ${keyList} FROM ${table} ${filter} ${list.orderBy} LIMIT $${String(firstParam + values.length)}`,
      [...list.params, ...values, limit],
    );
    return rows;
  };
  let last: Keys | undefined;
  for (;;) {
    const rows: WireRecord[] = [];
    if (last === undefined) rows.push(...(await select(undefined, size)));
    else {
      for (const arm of armsAfter(list.order, last, firstParam)) {
        rows.push(...(await select(arm, size - rows.length)));
        if (rows.length === size) break;
      }
    }
    const lastRow = rows[rows.length - 1];
    if (!lastRow) return;
    last = keysOf(lastRow, keyCount);
    yield rows.map((row) => withoutKeys(row, keyCount));
    if (rows.length < size) return;
  }
}
