import {
  facetFields,
  referenceFields,
  totalFields,
} from '../../../src/registry/list-extras';
import { apiPaths } from '../../../src/registry/paths';
import { readableRows } from '../readable-rows';
import { quoteIdent } from '../../db/table-model';
import { apiRoute } from '../../http/api-route';
import { many } from '../../http/envelopes';
import { fieldListParam } from '../../http/field-list-param';
import type { ListAccess, ListQuery } from '../../http/list-query';
import type { Db } from '../../db/db';
import { readsResource } from '../authorize';
import { facetCounts } from '../facet-counts';
import {
  countRows,
  plannedRows,
  planningOnce,
  type RowCount,
} from '../list-count';
import { matchingOnce } from '../search-matches';
import { sortedPage } from '../sorted-page';
import type { WireRecord } from '../record-store';
import { withWarnings } from '../record-warnings';
import { referenceTitles } from '../reference-titles';
import { totalSums } from '../total-sums';
import type { ResourceRoutesContext } from './resource-routes-context';

type Query = Record<string, unknown>;

/**
 * The page's WHERE: `q.where`, or its walking form (`q.walkingWhere`) for
 * a search through references that the planner expects to match more rows
 * than a list counts exactly. A page of a search matching 3% of 2M orders
 * took 4 s to gather and join back its 61,000 ids and 12 ms to walk; one
 * matching a few dozen is the other way round. An export's batches are
 * pages too (export-route.ts). With the walking form, how many rows the
 * planner expects the search to match.
 */
export async function pageWhere(
  db: Db,
  table: string,
  q: ListQuery,
  exactLimit: number,
): Promise<{ where: string; expected?: number }> {
  if (q.walkingWhere === undefined) return { where: q.where };
  const expected = await plannedRows(
    db,
    `SELECT 1 FROM ${table} ${q.where}`,
    q.params,
  );
  return expected > exactLimit
    ? { where: q.walkingWhere, expected }
    : { where: q.where };
}

/** `GET /admin/{name}`: a page of records, with facet counts, totals and reference titles on request. */
export function registerListRoute(ctx: ResourceRoutesContext): void {
  const { app, registry, model } = ctx;
  const resource = model.resource;
  app.get(apiRoute(apiPaths.collection(resource.name)), async (request) => {
    const user = ctx.allow(request, { kind: 'read' }, 'list');
    const db = planningOnce(ctx.deps.db);
    const query = request.query as Query;
    const readable: ListAccess = {
      scope: readableRows(user, registry, resource),
      readsThrough: readsResource(user, registry),
    };
    const facets = fieldListParam(
      query,
      'facets',
      facetFields(resource),
      resource.name,
    );
    const include = fieldListParam(
      query,
      'include',
      referenceFields(resource),
      resource.name,
    );
    const totals = fieldListParam(
      query,
      'totals',
      totalFields(resource),
      resource.name,
    );
    const exactCountLimit = ctx.deps.config.listExactCountLimit;
    const { q, options: access } = await matchingOnce(
      db,
      model,
      query,
      readable,
      exactCountLimit,
    );
    const table = quoteIdent(model.table);
    const { where, expected } = await pageWhere(db, table, q, exactCountLimit);
    // A search that walks matches too many rows to gather: its total and
    // its tabs' counts are estimates. The tabs are counted while the page is
    // read: a code's 10,000 matches at 10M orders take about 10 ms to read
    // for each, one after the other before.
    const exactLimit = where === q.where ? exactCountLimit : 0;
    const facetAnswer =
      facets.length > 0
        ? facetCounts(db, model, query, facets, access, exactLimit)
        : undefined;
    // Awaited below; until then a failure of the count must not go unhandled
    // while the page is read (the page's own failure answers the request).
    facetAnswer?.catch(() => undefined);
    const rows = await sortedPage<WireRecord>(db, {
      model,
      table,
      where,
      q,
      expected,
    });
    let counted: Promise<RowCount> | undefined;
    const count = (): Promise<RowCount> =>
      (counted ??= (async () =>
        // A page shorter than asked is the last one, so the total is known,
        // and a facet's counts may add up to it: no need to count again.
        (q.offset === 0 || rows.length > 0) && rows.length < q.limit
          ? { total: q.offset + rows.length, isEstimate: false }
          : ((await facetAnswer)?.listTotal ??
            countRows(db, `${table} ${q.where}`, q.params, exactLimit)))());
    const [total, facetMeta, totalsMeta, titles, records] = await Promise.all([
      count(),
      facetAnswer,
      totals.length > 0
        ? totalSums(db, registry, model, query, totals, access, {
            rowCount: count,
            // Summing reads every matching row, as a count would: up to
            // ten times the rows a list counts exactly (100,000 by default).
            rowLimit: exactCountLimit * 10,
          })
        : undefined,
      include.length > 0 &&
        referenceTitles(db, registry, user, model, rows, include),
      withWarnings(db, resource, rows),
    ]);
    return many(records, {
      total: total.total,
      ...(total.isEstimate && { totalIsEstimate: true }),
      page: q.page,
      perPage: q.perPage,
      ...(facetMeta && { facets: facetMeta.facets }),
      ...(facetMeta?.estimated.length && {
        estimatedFacets: facetMeta.estimated,
      }),
      ...(totalsMeta && { totals: totalsMeta }),
      ...(totals.length > 0 && !totalsMeta && { totalsWithheld: true }),
      ...(titles && { titles }),
    });
  });
}
