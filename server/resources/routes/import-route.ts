import '@fastify/multipart';
import { apiPaths } from '../../../src/registry/paths';
import { apiRoute } from '../../http/api-route';
import { one } from '../../http/envelopes';
import { ApiError, unprocessable } from '../../http/errors';
import { requestOrigin } from '../../http/request-origin';
import { importChange } from '../changes/import-change';
import { checkCsvImport } from '../check-csv-import';
import { writeRecord } from '../write-record';
import type { ResourceRoutesContext } from './resource-routes-context';

const maxImportBytes = 10 * 1024 * 1024;

/**
 * `POST /admin/{name}/import[?dryRun=true]`: a CSV file checked row by row
 * and, unless it is a dry run, written all or nothing. Any failed row means
 * nothing is written (422 listing the rows).
 */
export function registerImportRoute(ctx: ResourceRoutesContext): void {
  const { app, registry, model } = ctx;
  const { db } = ctx.deps;
  app.post(
    apiRoute(apiPaths.importCsv(model.resource.name)),
    async (request) => {
      const user = ctx.allow(request, { kind: 'import' }, 'import');
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
      const dryRun =
        (request.query as Record<string, unknown>).dryRun === 'true';
      const checked = await checkCsvImport({ db, registry, model, file });
      const { report } = checked;
      if (!dryRun && report.failedCount === 0)
        await db.transaction((tx) =>
          writeRecord(
            tx,
            ctx,
            importChange({
              user,
              model,
              creates: checked.creates,
              updates: checked.updates,
              origin: requestOrigin(request),
            }),
          ),
        );
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
    },
  );
}
