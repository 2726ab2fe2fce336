import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { apiPaths } from '../../../src/registry/paths';
import type { AuthUser } from '../../context';
import { apiRoute } from '../../http/api-route';
import { one } from '../../http/envelopes';
import { ApiError, unprocessable } from '../../http/errors';
import { requestOrigin } from '../../http/request-origin';
import { importChange } from '../changes/import-change';
import { checkCsvImport, importBatches } from '../check-csv-import';
import { saveImportFile, type ImportFile } from '../import-file';
import { writeRecord } from '../write-record';
import type { ResourceRoutesContext } from './resource-routes-context';

const maxImportBytes = 10 * 1024 * 1024;

/**
 * `POST /admin/{name}/import[?dryRun=true]`: a CSV file checked row by row
 * and, unless it is a dry run, written all or nothing. Any failed row means
 * nothing is written (422 listing the rows). The upload goes to a file as
 * it arrives, and the check and the write each read it a piece at a time
 * (decision 029, its addendum on imports).
 */
export function registerImportRoute(ctx: ResourceRoutesContext): void {
  const { app, registry, model } = ctx;
  const { db } = ctx.deps;

  async function importFile(
    request: FastifyRequest,
    user: AuthUser,
    file: ImportFile,
  ) {
    const dryRun = (request.query as Record<string, unknown>).dryRun === 'true';
    const report = await checkCsvImport({ db, registry, model, file });
    if (!dryRun && report.failedCount === 0)
      await db.transaction((tx) =>
        writeRecord(
          tx,
          ctx,
          importChange({
            user,
            model,
            batches: (size) => importBatches(file, model, size),
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
  }

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
      const file = await saveImportFile(part.file);
      try {
        // A size limit reached cuts the stream short, and it ends as if whole.
        if (part.file.truncated)
          throw new ApiError(413, 'The request body is too large');
        return await importFile(request, user, file);
      } finally {
        await file.remove();
      }
    },
  );
}
