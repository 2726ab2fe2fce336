import {
  facetFields,
  referenceFields,
  totalFields,
} from '../../../src/registry/list-extras';
import { apiPaths } from '../../../src/registry/paths';
import { readableAudit } from '../../audit/readable-audit';
import { quoteIdent } from '../../db/table-model';
import { apiRoute } from '../../http/api-route';
import { many } from '../../http/envelopes';
import { fieldListParam } from '../../http/field-list-param';
import { buildListQuery, type ListAccess } from '../../http/list-query';
import { readsResource } from '../authorize';
import { facetCounts } from '../facet-counts';
import type { WireRecord } from '../record-store';
import { referenceTitles } from '../reference-titles';
import { totalSums } from '../total-sums';
import type { ResourceRoutesContext } from './resource-routes-context';

type Query = Record<string, unknown>;

/** `GET /admin/{name}`: a page of records, with facet counts, totals and reference titles on request. */
export function registerListRoute(ctx: ResourceRoutesContext): void {
  const { app, registry, model } = ctx;
  const { db } = ctx.deps;
  const resource = model.resource;
  app.get(apiRoute(apiPaths.collection(resource.name)), async (request) => {
    const user = ctx.allow(request, { kind: 'read' }, 'list');
    const access: ListAccess = {
      scope: readableAudit(user, registry, resource),
      readsThrough: readsResource(user, registry),
    };
    const query = request.query as Query;
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
    const q = buildListQuery(model, query, access);
    const table = quoteIdent(model.table);
    const n = q.params.length;
    const { rows } = await db.query<WireRecord>(
      `SELECT ${model.selectList} FROM ${table} ${q.where} ${q.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...q.params, q.limit, q.offset],
    );
    const facetAnswer =
      facets.length > 0
        ? facetCounts(db, model, query, facets, access)
        : undefined;
    const count = async () =>
      // A short first page already is the whole list, and a facet's
      // counts may add up to it: no need to count it again.
      q.offset === 0 && rows.length < q.limit
        ? rows.length
        : ((await facetAnswer)?.listTotal ??
          (
            await db.query<{ total: number }>(
              `SELECT count(*)::int AS total FROM ${table} ${q.where}`,
              q.params,
            )
          ).rows[0]?.total ??
          0);
    const [total, facetMeta, totalsMeta, titles] = await Promise.all([
      count(),
      facetAnswer?.then((answer) => answer.facets),
      totals.length > 0 && totalSums(db, model, query, totals, access),
      include.length > 0 &&
        referenceTitles(db, registry, user, model, rows, include),
    ]);
    return many(rows, {
      total,
      page: q.page,
      perPage: q.perPage,
      ...(facetMeta && { facets: facetMeta }),
      ...(totalsMeta && { totals: totalsMeta }),
      ...(titles && { titles }),
    });
  });
}
