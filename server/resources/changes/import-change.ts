import type { AuthUser, ChangeNotice } from '../../context';
import type { TableModel } from '../../db/table-model';
import type { RequestOrigin } from '../../http/request-origin';
import { importSliceMs, type ImportBatch } from '../check-csv-import';
import { createPacer } from '../event-loop-pacer';
import type { ChangeOfNewRecords, Touched } from '../record-change';
import {
  insertRecords,
  selectById,
  serverDefaults,
  updateRecord,
} from '../record-store';

/**
 * Rows per INSERT: well below PostgreSQL's limit of 65,535 parameters for
 * the widest entry, and a short wait for other requests on PGlite, which
 * runs each statement on the event loop's thread (200 and 500 a statement
 * wrote 100,000 menus as fast on PostgreSQL).
 */
const insertBatch = 200;

/**
 * `POST /admin/{name}/import`: a CSV file whose rows all passed the check
 * (`checkCsvImport`, shared with the dry run), written in one transaction
 * as it is read again, a batch at a time: memory holds one batch of
 * records, and between batches other requests get their turn. A row with
 * an `id` updates that record, one without creates one; the audit row
 * counts them.
 */
export function importChange(input: {
  user: AuthUser;
  model: TableModel;
  /** The file's rows in batches of `size`: `importBatches` of the checked file. */
  batches: (size: number) => AsyncIterable<ImportBatch>;
  origin: RequestOrigin;
}): ChangeOfNewRecords<void> {
  const { user, model } = input;
  return {
    kind: 'import',
    verb: 'import',
    user,
    model,
    origin: input.origin,
    target: undefined,
    // Every row was checked before the transaction, so a dry run answers the same.
    check: () => Promise.resolve({}),
    async apply(tx, _before, _values, scope) {
      if (!scope)
        throw new Error('An import is written through writeRecord alone');
      const pace = createPacer(importSliceMs);
      const createdIds: number[] = [];
      const updatedIds: number[] = [];
      let created = 0;
      let updated = 0;
      for await (const { creates, updates } of input.batches(insertBatch)) {
        created += creates.length;
        updated += updates.length;
        const inserted = await insertRecords(
          tx,
          model,
          creates.map((values) => ({
            ...serverDefaults(model, user.id),
            ...values,
          })),
        );
        createdIds.push(...inserted.map((r) => Number(r.id)));
        const touched: Touched[] = inserted.map((after) => ({ after }));
        await pace();
        for (const { id, values } of updates) {
          if (Object.keys(values).length === 0) continue;
          const before = await selectById(tx, model, id, true);
          const after = await updateRecord(tx, model, id, values);
          await pace();
          if (!after) continue;
          updatedIds.push(id);
          touched.push({ before, after });
        }
        await scope.touched(touched);
        await pace();
      }
      const resource = model.resource.name;
      const notices: ChangeNotice[] = [
        ...(createdIds.length > 0
          ? [{ resource, type: 'created' as const, ids: createdIds }]
          : []),
        ...(updatedIds.length > 0
          ? [{ resource, type: 'updated' as const, ids: updatedIds }]
          : []),
      ];
      return {
        isWritten: true,
        result: undefined,
        audit: {
          kind: 'IMPORT',
          recordId: null,
          after: { created, updated },
        },
        notices,
      };
    },
  };
}
