import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyResource } from '../../src/registry/define-resource';
import type { ServerDeps } from '../context';
import { hasTable, quoteIdent, type TableModel } from '../db/table-model';
import { many, one } from '../http/envelopes';
import { notFound, unprocessable, type FieldErrors } from '../http/errors';
import { buildListQuery } from '../http/list-query';
import { authorize } from '../resources/authorize';
import { csvRow } from '../resources/csv';
import { loadDashboard } from './load-dashboard';
import { reportQueries } from './report-queries';

type Query = Record<string, unknown>;

/** Filters the report SQL applies itself (range and scope); the rest filter its output rows. */
const scopeKeys = new Set(['from', 'to', 'merchantId', 'outletId']);
const scopeFields = new Set(['orderDate', 'merchantId', 'outletId']);
const day = 86_400_000;
const mytOffset = 8 * 3_600_000;

/** Report rows carry their field names as columns; there is no id or timestamp. */
function reportModel(resource: AnyResource): TableModel {
  const columns = Object.entries(resource.fields).map(([name, field]) => ({
    name,
    column: name,
    field,
  }));
  const firstSortable =
    columns.find((c) => c.field.sortable)?.name ??
    columns[0]?.name ??
    'orderDate';
  return {
    resource: {
      ...resource,
      list: {
        ...resource.list,
        defaultSort: resource.list?.defaultSort ?? `-${firstSortable}`,
      },
    },
    table: '',
    columns,
    byName: new Map(columns.map((c) => [c.name, c])),
    selectList: columns.map((c) => quoteIdent(c.name)).join(', '),
  };
}

function dateParam(
  value: unknown,
  key: string,
  errors: FieldErrors,
): string | undefined {
  if (value === undefined || value === '') return undefined;
  const text = typeof value === 'string' ? value : '';
  const isValid =
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
  if (!isValid) {
    errors[key] = ['Use a date as YYYY-MM-DD'];
    return undefined;
  }
  return text;
}

function idList(
  value: unknown,
  key: string,
  errors: FieldErrors,
): number[] | null {
  if (value === undefined || value === '') return null;
  const text = Array.isArray(value)
    ? value.join(',')
    : typeof value === 'string'
      ? value
      : '';
  const ids = text.split(',').map((p) => Number(p.trim()));
  if (
    ids.length === 0 ||
    ids.length > 500 ||
    !ids.every((n) => Number.isSafeInteger(n) && n > 0)
  ) {
    errors[key] = ['Use record ids separated by commas'];
    return null;
  }
  return ids;
}

/** The report's range and scope: `from`/`to` or `search[orderDate][…]`, merchant and outlet ids. */
export function reportScope(
  query: Query,
  now = Date.now(),
): {
  start: string;
  end: string;
  from: string;
  to: string;
  merchantIds: number[] | null;
  outletIds: number[] | null;
} {
  const errors: FieldErrors = {};
  const todayMyt = new Date(now + mytOffset).toISOString().slice(0, 10);
  let from = dateParam(query.from, 'from', errors);
  let to = dateParam(query.to, 'to', errors);
  const between = query['search[orderDate][between]'];
  if (typeof between === 'string') {
    const [a, b] = between.split(',');
    from = dateParam(a, 'search[orderDate][between]', errors) ?? from;
    to = dateParam(b, 'search[orderDate][between]', errors) ?? to;
  }
  from =
    dateParam(
      query['search[orderDate][gte]'],
      'search[orderDate][gte]',
      errors,
    ) ?? from;
  to =
    dateParam(
      query['search[orderDate][lte]'],
      'search[orderDate][lte]',
      errors,
    ) ?? to;
  const eq = dateParam(query['search[orderDate]'], 'search[orderDate]', errors);
  if (eq) [from, to] = [eq, eq];
  to ??= todayMyt;
  from ??= new Date(Date.parse(`${to}T00:00:00Z`) - 29 * day)
    .toISOString()
    .slice(0, 10);
  if (from > to) errors.from = ['from must not be after to'];
  const pick = (name: string) =>
    query[name] ??
    query[`search[${name}]`] ??
    query[`search[${name}][in]`] ??
    query[`search[${name}][eq]`];
  const merchantIds = idList(pick('merchantId'), 'merchantId', errors);
  const outletIds = idList(pick('outletId'), 'outletId', errors);
  if (Object.keys(errors).length > 0)
    throw unprocessable(errors, 'The report query is not valid');
  return {
    from,
    to,
    start: new Date(Date.parse(`${from}T00:00:00Z`) - mytOffset).toISOString(),
    end: new Date(
      Date.parse(`${to}T00:00:00Z`) - mytOffset + day,
    ).toISOString(),
    merchantIds,
    outletIds,
  };
}

/** The query minus what the report SQL consumed, for the generic output filters and paging. */
function outputQuery(query: Query): Query {
  return Object.fromEntries(
    Object.entries(query).filter(([key]) => {
      if (scopeKeys.has(key)) return false;
      const field = /^search\[([^\]]*)\]/.exec(key)?.[1];
      return !(field && scopeFields.has(field));
    }),
  );
}

/**
 * GET endpoints for every report entry of the registry (`/api/v1/admin/<endpoint>`,
 * list envelope, and `<endpoint>/export` as CSV), the merchant's outlet
 * performance CSV and the console's home dashboard. All aggregation is SQL.
 */
export function registerReportRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  registry: readonly AnyResource[],
): void {
  const { db } = deps;
  const tables = new Set(registry.filter(hasTable).map((r) => r.name));
  if (!['orders', 'merchant-outlets'].every((t) => tables.has(t))) return;

  async function runReport(
    resource: AnyResource,
    query: Query,
    unpaged: boolean,
  ) {
    const sql = resource.report
      ? reportQueries[resource.report.endpoint]
      : undefined;
    if (!sql) throw notFound(`${resource.label.many} has no query`);
    const scope = reportScope(query);
    const model = reportModel(resource);
    const q = buildListQuery(model, outputQuery(query), {
      paramOffset: 4,
      unpaged,
    });
    const params = [
      scope.start,
      scope.end,
      scope.merchantIds,
      scope.outletIds,
      ...q.params,
    ];
    const n = params.length;
    const paging = unpaged ? '' : `LIMIT $${n + 1} OFFSET $${n + 2}`;
    const { rows } = await db.query<Record<string, unknown>>(
      `WITH r AS (${sql}) SELECT *, count(*) OVER ()::int AS "__total" FROM r ${q.where} ${q.orderBy} ${paging}`,
      unpaged ? params : [...params, q.limit, q.offset],
    );
    let total = Number(rows[0]?.__total ?? 0);
    if (rows.length === 0 && q.offset > 0) {
      const counted = await db.query<{ n: number }>(
        `WITH r AS (${sql}) SELECT count(*)::int AS n FROM r ${q.where}`,
        params,
      );
      total = counted.rows[0]?.n ?? 0;
    }
    for (const row of rows) delete row.__total;
    return { rows, total, q, scope, model };
  }

  function csvOf(model: TableModel, rows: Record<string, unknown>[]): Readable {
    const names = model.columns.map((c) => c.name);
    return Readable.from([
      csvRow(names),
      ...rows.map((row) => csvRow(names.map((name) => row[name]))),
    ]);
  }

  for (const resource of registry.filter((r) => r.report)) {
    const endpoint = `/api/v1/admin/${resource.report?.endpoint ?? resource.name}`;
    if (!resource.report || !reportQueries[resource.report.endpoint]) continue;
    app.get(endpoint, async (request: FastifyRequest) => {
      authorize(request.user, resource, { kind: 'read' });
      const { rows, total, q, scope } = await runReport(
        resource,
        request.query as Query,
        false,
      );
      return {
        ...many(rows, { total, page: q.page, perPage: q.perPage }),
        range: { from: scope.from, to: scope.to },
      };
    });
    app.get(`${endpoint}/export`, async (request, reply) => {
      authorize(request.user, resource, { kind: 'read' });
      const { rows, model, scope } = await runReport(
        resource,
        request.query as Query,
        true,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${resource.name}-${scope.from}-${scope.to}.csv"`,
        )
        .send(csvOf(model, rows));
    });
  }

  const outletsReport = registry.find(
    (r) => r.report?.endpoint === 'reportings/outlets-performance',
  );
  const merchants = registry.find((r) => r.name === 'merchants');
  if (outletsReport && merchants && tables.has('merchants')) {
    app.get(
      '/api/v1/admin/merchants/:id/outlet-performance-report',
      async (request, reply) => {
        authorize(request.user, merchants, { kind: 'read' });
        authorize(request.user, outletsReport, { kind: 'read' });
        const raw = (request.params as { id: string }).id;
        const id = /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : 0;
        const found =
          id > 0
            ? await db.query('SELECT id FROM merchants WHERE id = $1', [id])
            : { rows: [] };
        if (found.rows.length === 0)
          throw notFound(
            `No merchant with id ${JSON.stringify(raw.slice(0, 40))}`,
          );
        const query = { ...(request.query as Query), merchantId: String(id) };
        const { rows, model, scope } = await runReport(
          outletsReport,
          query,
          true,
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="merchant-${id}-outlet-performance-${scope.from}-${scope.to}.csv"`,
          )
          .send(csvOf(model, rows));
      },
    );
  }

  const orders = registry.find((r) => r.name === 'orders');
  if (orders) {
    app.get('/api/v1/admin/reportings/dashboard', async (request) => {
      authorize(request.user, orders, { kind: 'read' });
      return one(await loadDashboard(db, tables));
    });
  }
}
