import type { Db } from '../db/db';
import { quoteIdent, type TableModel } from '../db/table-model';
import { idRuns, type IdRuns } from '../http/id-condition';
import {
  buildListQuery,
  searchWhere,
  type ListAccess,
  type ListQuery,
  type ListQueryOptions,
} from '../http/list-query';
import { plannedRows } from './list-count';

/**
 * The ids of the rows `q` matches on its own, when they are at most `limit`:
 * found once, so that the page, its count and its facets filter by id
 * (`ListAccess.searchIds`) instead of each searching the text again. At 10M
 * orders a code's trigram search took about 50 ms, and a page with its count
 * and its status tabs ran it three times. Undefined when the query searches
 * nothing, or more than `limit` rows are expected or found: such a search is
 * paged by walking an index (list-route.ts), which a list of ids would
 * defeat. The caller's other filters and scope still apply to every query
 * that reads the ids.
 */
async function searchMatches(
  db: Db,
  model: TableModel,
  query: Record<string, unknown>,
  access: ListAccess,
  limit: number,
): Promise<IdRuns | undefined> {
  const search = searchWhere(model, query, access.readsThrough);
  if (!search || limit <= 0 || !model.byName.has('id')) return undefined;
  const from = `${quoteIdent(model.table)} ${search.where}`;
  if ((await plannedRows(db, `SELECT 1 FROM ${from}`, search.params)) > limit)
    return undefined;
  // The union of ids where there is one: joined back to the table by
  // `id IN (…)`, 10,000 matches at 10M orders took 30,000 more index reads.
  const ids = search.ids ?? `SELECT "id" FROM ${from}`;
  const { rows } = await db.query<{ id: string | number }>(
    `${ids} LIMIT $${search.params.length + 1}`,
    [...search.params, limit + 1],
  );
  // The union's arms may each find an id (search.ids): idRuns keeps it
  // once. Counted before, so that a search near the limit is walked, never
  // cut short.
  return rows.length > limit
    ? undefined
    : idRuns(rows.map((row) => Number(row.id)));
}

/**
 * The list query with its search matched once (`searchMatches`), and the
 * options that carry the matched ids to the page's other queries (count,
 * facets, sums). Parsed before any search runs, so that a bad query is a
 * 422 first.
 */
export async function matchingOnce(
  db: Db,
  model: TableModel,
  query: Record<string, unknown>,
  options: ListQueryOptions,
  limit: number,
): Promise<{ q: ListQuery; options: ListQueryOptions }> {
  const parsed = buildListQuery(model, query, options);
  const searchIds = await searchMatches(db, model, query, options, limit);
  if (!searchIds) return { q: parsed, options };
  const narrowed = { ...options, searchIds };
  return { q: buildListQuery(model, query, narrowed), options: narrowed };
}
