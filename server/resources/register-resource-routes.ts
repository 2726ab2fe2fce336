import '@fastify/multipart';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  AnyResource,
  Operation,
} from '../../src/registry/define-resource';
import type { AuthUser, ServerDeps } from '../context';
import { hasTable, quoteIdent, tableModel } from '../db/table-model';
import { ApiError, notFound, unprocessable } from '../http/errors';
import { many, one } from '../http/envelopes';
import { fieldListParam } from '../http/field-list-param';
import { buildListQuery } from '../http/list-query';
import {
  facetFields,
  referenceFields,
  totalFields,
} from '../../src/registry/list-extras';
import { writeAudit } from '../audit/write-audit';
import { readableAudit } from '../audit/readable-audit';
import { registerReportRoutes } from '../reports/register-report-routes';
import { authorize, authorizeRecord, type Intent } from './authorize';
import { authorizeOutcome } from './authorize-outcome';
import { blockedDelete, findDeleteBlockers } from './delete-blockers';
import { facetCounts } from './facet-counts';
import { totalSums } from './total-sums';
import {
  assertAnAdminRemains,
  guardAccountWrite,
  touchesAccounts,
} from './guard-accounts';
import { guardBuiltIn } from './guard-built-in';
import {
  assertFresh,
  expectedVersion,
  requiredVersion,
  tagReply,
  withoutVersion,
} from './precondition';
import { csvRecordRow, csvRow } from './csv';
import { importCsv } from './import-csv';
import {
  insertRecords,
  selectById,
  serverDefaults,
  updateRecord,
  type WireRecord,
} from './record-store';
import { referenceTitles } from './reference-titles';
import { registerMemberSetRoutes } from './register-member-set-routes';
import { registerDeskRoutes } from '../desk/register-desk-routes';
import { runAction } from './run-action';
import { registerStatementRoutes } from '../statements/register-statement-routes';
import {
  checkReferences,
  validateRecord,
  type WriteMode,
} from './validate-record';
import { apiPaths } from '../../src/registry/paths';
import { apiRoute } from '../http/api-route';
import { offers } from '../../src/registry/operations';
import { maxBulkIds } from '../http/bulk-ids';

const maxImportBytes = 10 * 1024 * 1024;
const exportChunk = 2000;

type Query = Record<string, unknown>;

function parseId(raw: unknown, resource: AnyResource): number {
  const text = typeof raw === 'string' ? raw : '';
  const id = /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id))
    throw notFound(
      `No ${resource.label.one.toLowerCase()} with id ${JSON.stringify(text.slice(0, 40))}`,
    );
  return id;
}

function bulkIds(body: unknown): number[] {
  const ids =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>).ids
      : undefined;
  if (!Array.isArray(ids) || ids.length === 0)
    throw unprocessable({
      ids: ['Send { "ids": [1, 2, …] } with at least one id'],
    });
  if (ids.length > maxBulkIds)
    throw unprocessable({ ids: [`At most ${maxBulkIds} ids at a time`] });
  if (
    !ids.every(
      (id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0,
    )
  ) {
    throw unprocessable({ ids: ['Every id must be a positive whole number'] });
  }
  return [...new Set(ids as number[])];
}

/**
 * Mounts the contract's CRUD, action, bulk, export and import routes under
 * `/api/v1/admin/{name}` for every table resource of the registry, and the
 * report routes for every report entry. Saved views have no path of their
 * own: the console calls their source resource with the view's filter.
 */
export function registerResourceRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  registry: readonly AnyResource[],
): void {
  const { db } = deps;
  const context = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent:
      typeof request.headers['user-agent'] === 'string'
        ? request.headers['user-agent']
        : undefined,
  });

  for (const resource of registry.filter(hasTable)) {
    const model = tableModel(resource);
    const name = resource.name;
    const allow = (
      request: FastifyRequest,
      intent: Intent,
      operation?: Operation,
    ): AuthUser => {
      const user = authorize(request.user, resource, intent);
      if (operation && !offers(resource, operation)) {
        throw new ApiError(
          405,
          `${resource.label.many} do not support ${operation}`,
        );
      }
      return user;
    };

    app.get(apiRoute(apiPaths.collection(name)), async (request) => {
      const user = allow(request, { kind: 'read' }, 'list');
      const scope = readableAudit(user, registry, resource);
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
      const q = buildListQuery(model, query, { scope });
      const table = quoteIdent(model.table);
      const n = q.params.length;
      const { rows } = await db.query<WireRecord>(
        `SELECT ${model.selectList} FROM ${table} ${q.where} ${q.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...q.params, q.limit, q.offset],
      );
      const facetAnswer =
        facets.length > 0
          ? facetCounts(db, model, query, facets, scope)
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
        totals.length > 0 && totalSums(db, model, query, totals, scope),
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

    app.get(
      apiRoute(apiPaths.exportCsv(name)),
      async (request, reply: FastifyReply) => {
        const user = allow(request, { kind: 'export' }, 'export');
        const query = request.query as Query;
        const q = buildListQuery(model, query, {
          unpaged: true,
          scope: readableAudit(user, registry, resource),
        });
        const names = model.columns.map((c) => c.name);
        const table = quoteIdent(model.table);
        await writeAudit(db, registry, {
          actorId: user.id,
          kind: 'EXPORT',
          resource: resource.name,
          recordId: null,
          ...context(request),
        });
        // The ids first, in the view's order, then the rows by id in chunks:
        // paging by OFFSET re-scans every earlier row for each chunk, which
        // made an export of 100,000 orders take over a minute.
        const { rows: idRows } = await db.query<{ id: number | string }>(
          `SELECT "id" FROM ${table} ${q.where} ${q.orderBy}`,
          q.params,
        );
        const ids = idRows.map((row) => Number(row.id));
        async function* lines() {
          yield csvRow(names);
          for (let start = 0; start < ids.length; start += exportChunk) {
            const chunk = ids.slice(start, start + exportChunk);
            const { rows } = await db.query<WireRecord>(
              `SELECT ${model.selectList} FROM ${table} WHERE "id" = ANY($1::bigint[])`,
              [chunk],
            );
            const byId = new Map<number, WireRecord>(
              rows.map((row) => [Number(row.id), row]),
            );
            yield chunk
              .map((id) => byId.get(id))
              .filter((row): row is WireRecord => row !== undefined)
              .map((row) => csvRecordRow(model, names, row))
              .join('');
          }
        }
        const stamp = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${resource.name}-${stamp}.csv"`,
          )
          .send(Readable.from(lines()));
      },
    );

    app.post(apiRoute(apiPaths.importCsv(name)), async (request) => {
      const user = allow(request, { kind: 'import' }, 'import');
      if (typeof request.file !== 'function' || !request.isMultipart()) {
        throw new ApiError(
          415,
          'Upload the CSV as multipart/form-data in a field named file',
        );
      }
      const part = await request.file({
        limits: { fileSize: maxImportBytes, files: 1 },
      });
      if (!part) throw unprocessable({ file: ['No file was uploaded'] });
      const file = await part.toBuffer();
      // toBuffer misses a size limit reached after its last chunk; the stream still knows.
      if (part.file.truncated)
        throw new ApiError(413, 'The request body is too large');
      const dryRun = (request.query as Query).dryRun === 'true';
      const report = await importCsv({
        db,
        registry,
        model,
        file,
        dryRun,
        user,
        ip: request.ip,
        publish: deps.publish,
      });
      const data = {
        created: report.created,
        updated: report.updated,
        failed: report.failed,
        failedCount: report.failedCount,
        failedTruncated: report.failedCount > report.failed.length,
        rowsChecked: report.rowsChecked,
      };
      if (!dryRun && report.failedCount > 0) {
        throw new ApiError(
          422,
          `${report.failedCount} row${report.failedCount === 1 ? '' : 's'} failed; nothing was imported`,
          Object.fromEntries(
            report.failed.flatMap((f) =>
              Object.entries(f.errors).map(([field, messages]) => [
                `row ${f.row}.${field}`,
                messages,
              ]),
            ),
          ),
          { data },
        );
      }
      return one(data);
    });

    for (const [verb, spec] of Object.entries(resource.actions ?? {})) {
      if (!spec.bulk) continue;
      app.post(apiRoute(apiPaths.bulkAction(name, verb)), async (request) => {
        const user = allow(request, { kind: 'action', action: verb });
        const ids = bulkIds(request.body);
        const succeeded: number[] = [];
        const failed: { id: number; message: string }[] = [];
        // One transaction per record: a record in the wrong state fails
        // alone, and each record's changes are announced as it commits.
        for (const id of ids) {
          try {
            await runAction({
              db,
              registry,
              model,
              verb,
              id,
              user,
              body: request.body,
              ...context(request),
              publish: deps.publish,
            });
            succeeded.push(id);
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            failed.push({ id, message: error.message });
          }
        }
        return one({ succeeded, failed });
      });
    }

    app.get(apiRoute(apiPaths.record(name, ':id')), async (request, reply) => {
      const user = allow(request, { kind: 'read' }, 'show');
      const id = parseId((request.params as Query).id, resource);
      const include = fieldListParam(
        request.query as Query,
        'include',
        referenceFields(resource),
        resource.name,
      );
      const scope = readableAudit(user, registry, resource);
      const record = await selectById(db, model, id, false, scope);
      if (!record)
        throw notFound(`No ${resource.label.one.toLowerCase()} with id ${id}`);
      tagReply(reply, record);
      if (include.length === 0) return one(record);
      const titles = await referenceTitles(
        db,
        registry,
        user,
        model,
        [record],
        include,
      );
      return one(record, { titles });
    });

    app.post(apiRoute(apiPaths.collection(name)), async (request, reply) => {
      const user = allow(request, { kind: 'create' }, 'create');
      const checked = validateRecord(model, request.body, 'create');
      const errors = checked.errors;
      await checkReferences(
        db,
        registry,
        model,
        [checked.values],
        () => errors,
      );
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
      authorizeRecord(user, resource, 'create', undefined, checked.values);
      const record = await db.transaction(async (tx) => {
        if (resource.accountOf)
          await guardAccountWrite(tx, {
            registry,
            user,
            resource,
            verb: 'create',
            record: checked.values,
          });
        const [created] = await insertRecords(tx, model, [
          { ...serverDefaults(model, user.id), ...checked.values },
        ]);
        if (!created)
          throw new Error(`INSERT into ${model.table} returned no row`);
        await authorizeOutcome(tx, {
          registry,
          user,
          resource,
          verb: 'create',
          record: created,
        });
        await writeAudit(tx, registry, {
          actorId: user.id,
          kind: 'CREATE',
          resource: resource.name,
          recordId: Number(created.id),
          after: created,
          ...context(request),
        });
        await deps.publish(tx, {
          resource: resource.name,
          type: 'created',
          ids: [Number(created.id)],
        });
        return created;
      });
      tagReply(reply, record);
      return reply.status(201).send(one(record));
    });

    const update =
      (mode: WriteMode) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const user = allow(request, { kind: 'update' }, 'edit');
        const id = parseId((request.params as Query).id, resource);
        const expected = requiredVersion(request, resource);
        const record = await db.transaction(async (tx) => {
          const before = await selectById(tx, model, id, true);
          if (!before)
            throw notFound(
              `No ${resource.label.one.toLowerCase()} with id ${id}`,
            );
          assertFresh(resource, before, expected);
          const checked = validateRecord(
            model,
            withoutVersion(request.body),
            mode,
            before,
          );
          const errors = checked.errors;
          await checkReferences(
            tx,
            registry,
            model,
            [checked.values],
            () => errors,
          );
          if (Object.keys(errors).length > 0) throw unprocessable(errors);
          authorizeRecord(user, resource, 'update', before, checked.values);
          guardBuiltIn(resource, 'update', before, checked.values);
          if (touchesAccounts(resource))
            await guardAccountWrite(tx, {
              registry,
              user,
              resource,
              verb: 'update',
              record: before,
              values: checked.values,
            });
          const after = await updateRecord(tx, model, id, checked.values);
          if (!after)
            throw notFound(
              `No ${resource.label.one.toLowerCase()} with id ${id}`,
            );
          await authorizeOutcome(tx, {
            registry,
            user,
            resource,
            verb: 'update',
            record: after,
          });
          if (touchesAccounts(resource)) await assertAnAdminRemains(tx);
          await writeAudit(tx, registry, {
            actorId: user.id,
            kind: 'UPDATE',
            resource: resource.name,
            recordId: id,
            before,
            after,
            ...context(request),
          });
          await deps.publish(tx, {
            resource: resource.name,
            type: 'updated',
            ids: [id],
          });
          return after;
        });
        tagReply(reply, record);
        return one(record);
      };
    app.patch(apiRoute(apiPaths.record(name, ':id')), update('patch'));
    app.put(apiRoute(apiPaths.record(name, ':id')), update('replace'));

    app.delete(
      apiRoute(apiPaths.record(name, ':id')),
      async (request, reply) => {
        const user = allow(request, { kind: 'delete' }, 'delete');
        const id = parseId((request.params as Query).id, resource);
        const expected = expectedVersion(request);
        await db.transaction(async (tx) => {
          const before = await selectById(tx, model, id, true);
          if (!before)
            throw notFound(
              `No ${resource.label.one.toLowerCase()} with id ${id}`,
            );
          assertFresh(resource, before, expected);
          authorizeRecord(user, resource, 'delete', before);
          guardBuiltIn(resource, 'delete', before);
          if (touchesAccounts(resource))
            await guardAccountWrite(tx, {
              registry,
              user,
              resource,
              verb: 'delete',
              record: before,
            });
          const blockers = await findDeleteBlockers(tx, registry, resource, id);
          if (blockers.length > 0)
            throw blockedDelete(registry, resource, blockers);
          await tx.query(
            `DELETE FROM ${quoteIdent(model.table)} WHERE id = $1`,
            [id],
          );
          if (touchesAccounts(resource)) await assertAnAdminRemains(tx);
          await writeAudit(tx, registry, {
            actorId: user.id,
            kind: 'DELETE',
            resource: resource.name,
            recordId: id,
            before,
            ...context(request),
          });
          await deps.publish(tx, {
            resource: resource.name,
            type: 'deleted',
            ids: [id],
          });
        });
        return reply.status(204).send();
      },
    );

    app.post(
      apiRoute(apiPaths.action(name, ':id', ':action')),
      async (request, reply) => {
        const { id: rawId, action } = request.params as {
          id: string;
          action: string;
        };
        if (!resource.actions?.[action])
          throw notFound(`${resource.label.many} have no action ${action}`);
        const user = allow(request, { kind: 'action', action });
        const id = parseId(rawId, resource);
        const outcome = await runAction({
          db,
          registry,
          model,
          verb: action,
          id,
          user,
          body: request.body,
          expected: expectedVersion(request),
          ...context(request),
          publish: deps.publish,
        });
        tagReply(reply, outcome.record);
        return one(outcome.record);
      },
    );
  }

  registerMemberSetRoutes(app, deps, registry);
  registerReportRoutes(app, deps, registry);
  registerDeskRoutes(app, deps, registry);
  registerStatementRoutes(app, deps, registry);
}
