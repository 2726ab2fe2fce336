import { enums } from '../../src/registry/enums';
import type { Db } from '../db/db';
import { quoteIdent, type TableModel } from '../db/table-model';
import type { FacetsMeta } from '../http/envelopes';
import { buildListQuery, type ListAccess } from '../http/list-query';

/** The list's facets, and its total when a facet's counts already add up to it. */
export interface FacetAnswer {
  facets: FacetsMeta;
  /**
   * The rows the list's filters match: the sum of a facet's groups (rows
   * without a value included) when no filter is on that facet's field, as
   * on an unfiltered status tab. Absent otherwise: then count them.
   */
  listTotal?: number;
}

/**
 * How many rows hold each value of every field in `names`, under the list
 * query's filters except those on the counted field itself, so status tabs
 * show every state's count while one is selected. Every value of the
 * field's enum is present, 0 when no row holds it; rows without a value
 * are not counted. One GROUP BY per field; values only travel as parameters.
 * Rows outside what the caller may see (`access`) are not counted.
 */
export async function facetCounts(
  db: Db,
  model: TableModel,
  query: Record<string, unknown>,
  names: readonly string[],
  access: ListAccess = {},
): Promise<FacetAnswer> {
  const list = buildListQuery(model, query, { unpaged: true, ...access });
  let listTotal: number | undefined;
  const entries = await Promise.all(
    names.map(async (name) => {
      const col = model.byName.get(name);
      if (!col) throw new Error(`${name} is not a column of ${model.table}`);
      const q = buildListQuery(model, query, {
        unpaged: true,
        omitFilterOn: name,
        ...access,
      });
      const column = quoteIdent(col.column);
      const { rows } = await db.query<{ value: string | null; count: number }>(
        `SELECT ${column} AS "value", count(*)::int AS "count" FROM ${quoteIdent(model.table)} ${q.where} GROUP BY ${column}`,
        q.params,
      );
      const counts: Record<string, number> = {};
      if (col.field.kind === 'enum')
        for (const value of enums[col.field.enumKey]) counts[value] = 0;
      for (const row of rows)
        if (row.value !== null) counts[row.value] = row.count;
      if (q.where === list.where)
        listTotal = rows.reduce((sum, row) => sum + row.count, 0);
      return [name, counts] as const;
    }),
  );
  return { facets: Object.fromEntries(entries), listTotal };
}
