import { parse } from 'node:querystring';
import type { AnyResource } from '../../src/registry/define-resource';
import type { AuthUser } from '../context';
import type { Db } from '../db/db';
import { quoteIdent, type TableModel } from '../db/table-model';
import { maxJobIds, readBulkIds } from '../http/bulk-ids';
import { unprocessable } from '../http/errors';
import { buildListQuery } from '../http/list-query';
import { readsResource } from '../resources/authorize';
import { readableRows } from '../resources/readable-rows';

/** The longest `filter` taken: a list's query string, as long as a URL gets. */
export const maxFilterLength = 8000;

const thousands = (n: number) => n.toLocaleString('en-US');

/**
 * The rows of `model` a list query string (`search[status]=REVIEWED&q=kedai`,
 * as the console sends it to `GET /admin/{name}`) matches now, in id order:
 * parsed by the list's own parser, within the rows the caller may list.
 * Its page and sort do not matter.
 *
 * @throws ApiError 422 on `filter` when it is not a valid list query, or
 * matches no row or more than a job takes.
 */
async function idsMatching(
  db: Db,
  scope: { registry: readonly AnyResource[]; user: AuthUser },
  model: TableModel,
  filter: string,
): Promise<number[]> {
  const q = buildListQuery(model, parse(filter), {
    unpaged: true,
    scope: readableRows(scope.user, scope.registry, model.resource),
    readsThrough: readsResource(scope.user, scope.registry),
  });
  const table = quoteIdent(model.table);
  const n = q.params.length;
  const { rows } = await db.query<{ id: number }>(
    `SELECT "id" FROM ${table} ${q.where} ORDER BY "id" LIMIT $${n + 1}`,
    [...q.params, maxJobIds + 1],
  );
  if (rows.length === 0)
    throw unprocessable({
      filter: [
        `No ${model.resource.label.many.toLowerCase()} match this filter.`,
      ],
    });
  if (rows.length > maxJobIds) {
    const counted = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} ${q.where}`,
      q.params,
    );
    throw unprocessable({
      filter: [
        `${thousands(counted.rows[0]?.n ?? 0)} rows match; a job takes at most ${thousands(maxJobIds)}. Narrow the filter.`,
      ],
    });
  }
  return rows.map((row) => Number(row.id));
}

/**
 * The records a job runs on, from its body: `ids` (1 to 10,000, each once)
 * or `filter` (every row a list query matches now), never both.
 */
export async function jobTarget(
  db: Db,
  scope: { registry: readonly AnyResource[]; user: AuthUser },
  model: TableModel,
  body: unknown,
): Promise<number[]> {
  const sent =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const hasIds = sent.ids !== undefined;
  const hasFilter = sent.filter !== undefined;
  if (hasIds === hasFilter)
    throw unprocessable({
      [hasIds ? 'filter' : 'ids']: [
        hasIds
          ? 'Send ids or a filter, not both'
          : 'Send { "ids": [1, 2, …] } or { "filter": "search[…]=…" }',
      ],
    });
  if (hasIds) return readBulkIds(body, maxJobIds);
  const { filter } = sent;
  if (typeof filter !== 'string')
    throw unprocessable({ filter: ['The filter must be a list query string'] });
  // Characters as JSON Schema counts them (code points).
  if (filter.length > maxFilterLength && [...filter].length > maxFilterLength)
    throw unprocessable({
      filter: [
        `The filter takes at most ${thousands(maxFilterLength)} characters`,
      ],
    });
  if (filter.includes('\u0000'))
    throw unprocessable({ filter: ['The filter contains a NUL character'] });
  return idsMatching(db, scope, model, filter);
}
