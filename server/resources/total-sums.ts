import type { AnyResource } from '../../src/registry/define-resource';
import type { Db } from '../db/db';
import { quoteIdent, type TableModel } from '../db/table-model';
import type { TotalsMeta } from '../http/envelopes';
import { buildListQuery, type ListAccess } from '../http/list-query';
import { sumsFromRollups } from '../rollups/list-sums';
import { hasRollups } from '../rollups/rollup-ddl';
import type { RowCount } from './list-count';

/** When a list's sums are too many rows to read on request. */
export interface SumBound {
  /** The rows the list matches, as it counted or estimated them. */
  rowCount: () => Promise<RowCount>;
  /** More estimated rows than this are not summed from the rows. */
  rowLimit: number;
}

/**
 * The sums of every field in `names` over all rows the list query's filters
 * and search match (not only the page), in one SELECT; an empty match sums
 * to 0, as do rows outside what the caller may see (`access`). Money is in
 * minor units, so the sums are exact integers. Where the registry keeps
 * rollups and they hold the list's filters, the sums are read from them
 * (rollups/list-sums.ts): summing 2M orders took 0.8 s. Otherwise, with a
 * `bound`, rows estimated past its limit are not summed and the sums are
 * withheld (undefined): a search matching 500,000 of 10M orders took 4.2 s
 * to sum, longer than everything else its list asks together; a year of
 * statements (170,000) a fraction of that. Without a bound the sums are
 * always read, so a figure built on them is never a silent 0.
 */
export async function totalSums(
  db: Db,
  registry: readonly AnyResource[],
  model: TableModel,
  query: Record<string, unknown>,
  names: readonly string[],
  access?: ListAccess,
): Promise<TotalsMeta>;
export async function totalSums(
  db: Db,
  registry: readonly AnyResource[],
  model: TableModel,
  query: Record<string, unknown>,
  names: readonly string[],
  access: ListAccess,
  bound: SumBound,
): Promise<TotalsMeta | undefined>;
export async function totalSums(
  db: Db,
  registry: readonly AnyResource[],
  model: TableModel,
  query: Record<string, unknown>,
  names: readonly string[],
  access: ListAccess = {},
  bound?: SumBound,
): Promise<TotalsMeta | undefined> {
  const q = buildListQuery(model, query, { unpaged: true, ...access });
  const columns = names.map((name) => {
    const col = model.byName.get(name);
    if (!col) throw new Error(`${name} is not a column of ${model.table}`);
    return col.column;
  });
  let sums = hasRollups(registry)
    ? await sumsFromRollups(db, model, query, columns, access)
    : undefined;
  if (!sums) {
    if (bound) {
      const counted = await bound.rowCount();
      if (counted.isEstimate && counted.total > bound.rowLimit)
        return undefined;
    }
    sums = await rowSums(db, model, q.where, q.params, columns);
  }
  return Object.fromEntries(names.map((name, i) => [name, sums[i] ?? 0]));
}

/** The sums of `columns` over the rows `where` keeps, from the rows themselves. */
async function rowSums(
  db: Db,
  model: TableModel,
  where: string,
  params: unknown[],
  columns: readonly string[],
): Promise<number[]> {
  // A double holds every whole number of sen up to 2^53 (90 trillion ringgit) exactly.
  const sums = columns.map(
    (column, i) => `coalesce(sum(${quoteIdent(column)}), 0)::float8 AS "t${i}"`,
  );
  const { rows } = await db.query<Record<string, number>>(
    `SELECT ${sums.join(', ')} FROM ${quoteIdent(model.table)} ${where}`,
    params,
  );
  return columns.map((_, i) => Number(rows[0]?.[`t${i}`] ?? 0));
}
