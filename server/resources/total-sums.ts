import type { Db } from '../db/db';
import { quoteIdent, type TableModel } from '../db/table-model';
import type { TotalsMeta } from '../http/envelopes';
import { buildListQuery, type ListAccess } from '../http/list-query';

/**
 * The sums of every field in `names` over all rows the list query's filters
 * and search match (not only the page), in one SELECT; an empty match sums
 * to 0, as do rows outside what the caller may see (`access`). Money is in minor units,
 * so the sums are exact integers.
 */
export async function totalSums(
  db: Db,
  model: TableModel,
  query: Record<string, unknown>,
  names: readonly string[],
  access: ListAccess = {},
): Promise<TotalsMeta> {
  const q = buildListQuery(model, query, { unpaged: true, ...access });
  const sums = names.map((name, i) => {
    const col = model.byName.get(name);
    if (!col) throw new Error(`${name} is not a column of ${model.table}`);
    // A double holds every whole number of sen up to 2^53 (90 trillion ringgit) exactly.
    return `coalesce(sum(${quoteIdent(col.column)}), 0)::float8 AS "t${i}"`;
  });
  const { rows } = await db.query<Record<string, number>>(
    `SELECT ${sums.join(', ')} FROM ${quoteIdent(model.table)} ${q.where}`,
    q.params,
  );
  const row = rows[0] ?? {};
  return Object.fromEntries(
    names.map((name, i) => [name, Number(row[`t${i}`] ?? 0)]),
  );
}
