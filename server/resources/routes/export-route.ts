import { Readable } from 'node:stream';
import { apiPaths } from '../../../src/registry/paths';
import { readableRows } from '../readable-rows';
import { writeAudit } from '../../audit/write-audit';
import { quoteIdent } from '../../db/table-model';
import { apiRoute } from '../../http/api-route';
import { readsResource } from '../authorize';
import { requestOrigin } from '../../http/request-origin';
import { csvWriter, exportFormat } from '../csv-export';
import { keysetBatches } from '../keyset-batches';
import { countRows } from '../list-count';
import { matchingOnce } from '../search-matches';
import { pageWhere } from './list-route';
import type { ResourceRoutesContext } from './resource-routes-context';

const exportBatch = 2000;

/** How many rows an export expects to send: what the console's progress counts towards. */
const exportRowsHeader = 'x-export-rows';
/** `true` when that count is the planner's estimate, above the list's exact-count limit. */
const exportRowsEstimatedHeader = 'x-export-rows-estimated';

/**
 * `GET /admin/{name}/export`: the filtered list as a CSV download, streamed;
 * readable by default, the raw form the import reads with `format=raw`.
 * `X-Export-Rows` says how many rows to expect.
 */
export function registerExportRoute(ctx: ResourceRoutesContext): void {
  const { app, registry, model } = ctx;
  const { db } = ctx.deps;
  const resource = model.resource;
  app.get(
    apiRoute(apiPaths.exportCsv(resource.name)),
    async (request, reply) => {
      const user = ctx.allow(request, { kind: 'export' }, 'export');
      const query = request.query as Record<string, unknown>;
      const format = exportFormat(query);
      const exactLimit = ctx.deps.config.listExactCountLimit;
      // Each batch would search the text again: a search matching few rows
      // is read by id.
      const { q } = await matchingOnce(
        db,
        model,
        query,
        {
          unpaged: true,
          scope: readableRows(user, registry, resource),
          readsThrough: readsResource(user, registry),
        },
        exactLimit,
      );
      const writer = csvWriter({ db, registry, user }, model, format);
      const table = quoteIdent(model.table);
      const { where } = await pageWhere(db, table, q, exactLimit);
      // What the console shows progress against: counted as the list
      // counts, exactly up to its limit and estimated above.
      const expected = await countRows(
        db,
        `${table} ${q.where}`,
        q.params,
        where === q.where ? exactLimit : 0,
      );
      // An export changes no record, so it takes no write path; its audit
      // row records who took the data out.
      await writeAudit(db, registry, {
        actorId: user.id,
        kind: 'EXPORT',
        resource: resource.name,
        recordId: null,
        ...requestOrigin(request),
      });
      // The rows in the view's order, a batch at a time, each batch
      // continuing after the last row of the one before (keyset-batches.ts):
      // memory holds one batch whatever the table's size, and a download
      // that a slow client paces holds no connection, transaction or, on
      // PGlite's one connection, the whole database between batches.
      const batches = keysetBatches(
        db,
        { table, selectList: model.selectList, where, list: q },
        exportBatch,
      );
      async function* lines() {
        yield writer.header;
        for await (const rows of batches) yield await writer.lines(rows);
      }
      const stamp = new Date().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${resource.name}${format === 'raw' ? '-raw' : ''}-${stamp}.csv"`,
          )
          .header(exportRowsHeader, String(expected.total))
          .header(exportRowsEstimatedHeader, String(expected.isEstimate))
          // One batch waits in the stream at most: when the client reads
          // slowly, or stops, no further batch is read. A client that goes
          // away destroys the stream, which ends the generator after the
          // batch in flight.
          .send(Readable.from(lines(), { highWaterMark: 1 }))
      );
    },
  );
}
