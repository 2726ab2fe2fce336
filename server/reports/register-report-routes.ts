import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyResource } from '../../src/registry/define-resource';
import type { AuthUser, ServerDeps } from '../context';
import {
  hasTable,
  quoteIdent,
  tableModel,
  type TableModel,
} from '../db/table-model';
import { many, one } from '../http/envelopes';
import { notFound } from '../http/errors';
import { fieldListParam } from '../http/field-list-param';
import { referenceFields } from '../../src/registry/list-extras';
import { reportSectionsOf } from '../../src/registry/show-sections';
import { authorize } from '../resources/authorize';
import {
  csvWriter,
  exportFormat,
  type ExportFormat,
} from '../resources/csv-export';
import { referenceTitles } from '../resources/reference-titles';
import { hasRollups } from '../rollups/rollup-ddl';
import { loadDashboard } from './load-dashboard';
import { reportQueries } from './report-queries';
import { parseReportQuery } from './report-query';
import {
  cacheStatusOf,
  closingMs,
  dayKeptFrom,
  ReportAnswers,
  totalColumn,
  type Keeping,
} from './report-answers';
import { startReportWarmup } from './report-warmup';
import { apiPaths, apiVersionPrefix } from '../../src/registry/paths';
import { apiRoute } from '../http/api-route';
import {
  marketplaceDate,
  marketplaceInstant,
  marketplaceTimeZone,
} from '../../src/registry/marketplace-clock';

type Query = Record<string, unknown>;

/** The memory a report's grouping and sorting may take before spilling to disk. */
const reportWorkMem = '32MB';

/**
 * Whether the client asked for JSON (`Accept: application/json`, as the
 * console's HTTP client sends); anything else, a browser following a link
 * or curl with its default Accept, gets the CSV download this path has
 * always answered.
 */
function acceptsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept
    .split(',')
    .some(
      (part) => part.split(';')[0]?.trim().toLowerCase() === 'application/json',
    );
}

/**
 * GET endpoints for every report entry of the registry (`/api/v1/admin/<endpoint>`,
 * list envelope, and `<endpoint>/export` as CSV), the reports over one record
 * that show pages declare (`show.sections`, e.g. a merchant's outlet
 * performance) and the console's home dashboard. All aggregation is SQL.
 */
export function registerReportRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  registry: readonly AnyResource[],
): void {
  const { db } = deps;
  // The reports over orders and the dashboard's charts read the rollups'
  // facts, made of orders, their lines, menus, outlets, merchants and promotions.
  if (!hasRollups(registry)) return;
  const answers = new ReportAnswers(db, registry, (error) =>
    app.log.warn({ err: error }, 'A report answer could not be kept'),
  );
  if (deps.config.reportWarmup) {
    const warmup = startReportWarmup(answers, registry, (error) =>
      app.log.warn({ err: error }, 'Report answers could not be made ahead'),
    );
    app.addHook('onClose', () => warmup.stop());
  }

  /** The report's rows, and whether a kept answer gave them in `reply`'s `Cache-Status`. */
  async function runReport(
    resource: AnyResource,
    query: Query,
    unpaged: boolean,
    reply: FastifyReply,
  ) {
    const sql = resource.report
      ? reportQueries[resource.report.endpoint]
      : undefined;
    if (!sql) throw notFound(`${resource.label.many} has no query`);
    const {
      scope,
      list: q,
      model,
    } = parseReportQuery(resource, query, {
      unpaged,
    });
    const params = [
      scope.start,
      scope.end,
      scope.merchantIds,
      scope.outletIds,
      marketplaceTimeZone(),
    ] as const;
    const n = params.length + q.params.length;
    const paging = unpaged ? '' : `LIMIT $${n + 1} OFFSET $${n + 2}`;
    const values = [
      ...params,
      ...q.params,
      ...(unpaged ? [] : [q.limit, q.offset]),
    ];
    // A range that ended before today is a closed book: its answer is kept,
    // unless the client asks for it added up afresh (`Cache-Control: no-cache`).
    // A minute after midnight, a change begun before it has committed or
    // left its mark (a pocket transaction's is made as it commits). Of a
    // range that reaches today, its days before today are kept likewise.
    const now = Date.now();
    const todayFrom = marketplaceInstant(marketplaceDate(new Date(now)));
    const afresh = /no-cache|no-store/i.test(
      reply.request.headers['cache-control'] ?? '',
    );
    const keep: Keeping = afresh
      ? 'afresh'
      : Date.parse(scope.end) <= now - closingMs
        ? 'closed'
        : Date.parse(scope.start) < todayFrom.getTime() &&
            dayKeptFrom(now) <= now
          ? { todayFrom: todayFrom.toISOString() }
          : 'afresh';
    // Unfiltered, only the rows that can reach the page need be read.
    const page =
      unpaged || q.where !== ''
        ? undefined
        : { orderBy: q.orderBy, top: q.offset + q.limit };
    const { result, status, today } = await answers.answer(
      resource.report?.endpoint ?? '',
      sql,
      params,
      keep,
      async (tx, source, rowCount) => {
        // A report groups a row per key (67,082 dishes at 10M orders): in the
        // default 4 MB its hash spilled to disk in five batches, 150 ms of a
        // 300 ms report, where in memory it took 60. Only for this statement.
        await tx.query(`SET LOCAL work_mem = '${reportWorkMem}'`);
        // Unfiltered, a kept answer's count is known: without the window
        // that counts every row, a page in the default order stops at its
        // end in the kept table's index (report-answers.ts). The pocket
        // report's first page at 10M orders, 4 clients: 130–180 ms p50
        // counted, 22 this way. A page's source (`page` below) holds the
        // count of all rows itself.
        const known =
          typeof rowCount === 'number' && q.where === '' ? rowCount : undefined;
        const counted = known === undefined && rowCount !== totalColumn;
        const { rows } = await tx.query<Record<string, unknown>>(
          `WITH r AS (${source}) SELECT *${counted ? `, count(*) OVER ()::int AS ${totalColumn}` : ''} FROM r ${q.where} ${q.orderBy} ${paging}`,
          values,
        );
        let total = known ?? Number(rows[0]?.[totalColumn] ?? 0);
        // Past the last page, a page's source holds every row: its page reaches them all.
        if (known === undefined && rows.length === 0 && q.offset > 0) {
          const recount = await tx.query<{ n: number }>(
            `WITH r AS (${source}) SELECT count(*)::int AS n FROM r ${q.where}`,
            [...params, ...q.params],
          );
          total = recount.rows[0]?.n ?? 0;
        }
        for (const row of rows) delete row[totalColumn];
        return { rows, total };
      },
      page,
    );
    reply.header('cache-status', cacheStatusOf(status, today));
    return { ...result, q, scope, model };
  }

  /** The rows as CSV: readable, as the report's grid shows them, or raw (`format=raw`). */
  async function csvOf(
    user: AuthUser,
    model: TableModel,
    rows: Record<string, unknown>[],
    format: ExportFormat,
  ): Promise<Readable> {
    const writer = csvWriter({ db, registry, user }, model, format);
    return Readable.from([writer.header, await writer.lines(rows)]);
  }

  for (const resource of registry.filter((r) => r.report)) {
    const endpoint = apiRoute(
      apiPaths.collection(resource.report?.endpoint ?? resource.name),
    );
    if (!resource.report || !reportQueries[resource.report.endpoint]) continue;
    app.get(endpoint, async (request: FastifyRequest, reply) => {
      const user = authorize(request.user, resource, { kind: 'read' });
      const query = request.query as Query;
      const include = fieldListParam(
        query,
        'include',
        referenceFields(resource),
        resource.name,
      );
      const { rows, total, q, scope, model } = await runReport(
        resource,
        query,
        false,
        reply,
      );
      const titles =
        include.length > 0
          ? await referenceTitles(db, registry, user, model, rows, include)
          : undefined;
      return {
        ...many(rows, {
          total,
          page: q.page,
          perPage: q.perPage,
          ...(titles && { titles }),
        }),
        range: { from: scope.from, to: scope.to },
      };
    });
    app.get(`${endpoint}/export`, async (request, reply) => {
      const user = authorize(request.user, resource, { kind: 'export' });
      const query = request.query as Query;
      const format = exportFormat(query);
      const { rows, model, scope } = await runReport(
        resource,
        query,
        true,
        reply,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${resource.name}${format === 'raw' ? '-raw' : ''}-${scope.from}-${scope.to}.csv"`,
        )
        .send(await csvOf(user, model, rows, format));
    });
  }

  // A report over one record (a merchant's outlets), where its show page
  // declares one: JSON rows for the console, CSV for a download.
  for (const parent of registry.filter(hasTable)) {
    for (const { section, report, scopeField } of reportSectionsOf(
      registry,
      parent,
    )) {
      if (!report.report || !reportQueries[report.report.endpoint]) continue;
      app.get(
        `${apiVersionPrefix}${apiPaths.section(parent.name, ':id', section.path)}`,
        async (request, reply) => {
          const user = authorize(request.user, parent, { kind: 'read' });
          authorize(request.user, report, { kind: 'read' });
          const raw = (request.params as { id: string }).id;
          const id = /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : 0;
          const found =
            id > 0
              ? await db.query(
                  `SELECT id FROM ${quoteIdent(tableModel(parent).table)} WHERE id = $1`,
                  [id],
                )
              : { rows: [] };
          if (found.rows.length === 0)
            throw notFound(
              `No ${parent.label.one.toLowerCase()} with id ${JSON.stringify(raw.slice(0, 40))}`,
            );
          const query = {
            ...(request.query as Query),
            [scopeField]: String(id),
          };
          reply.header('vary', 'Accept');
          if (!acceptsJson(request)) {
            const format = exportFormat(query);
            const { rows, model, scope } = await runReport(
              report,
              query,
              true,
              reply,
            );
            return reply
              .type('text/csv; charset=utf-8')
              .header(
                'content-disposition',
                `attachment; filename="${parent.label.one.toLowerCase().replace(/\s+/g, '-')}-${id}-${section.path}-${scope.from}-${scope.to}.csv"`,
              )
              .send(await csvOf(user, model, rows, format));
          }
          const include = fieldListParam(
            query,
            'include',
            referenceFields(report),
            report.name,
          );
          const { rows, total, q, scope, model } = await runReport(
            report,
            query,
            false,
            reply,
          );
          const titles =
            include.length > 0
              ? await referenceTitles(db, registry, user, model, rows, include)
              : undefined;
          return {
            ...many(rows, {
              total,
              page: q.page,
              perPage: q.perPage,
              ...(titles && { titles }),
            }),
            range: { from: scope.from, to: scope.to },
          };
        },
      );
    }
  }

  const orders = registry.find((r) => r.name === 'orders');
  if (orders) {
    app.get(apiRoute(apiPaths.dashboard), async (request) => {
      authorize(request.user, orders, { kind: 'read' });
      return one(await loadDashboard(db, registry));
    });
  }
}
