import type { AuthUser, ChangeNotice } from '../../context';
import type { TableModel } from '../../db/table-model';
import type { RequestOrigin } from '../../http/request-origin';
import type { ChangeOfNewRecords } from '../record-change';
import {
  insertRecords,
  selectById,
  serverDefaults,
  updateRecord,
  type WireRecord,
} from '../record-store';

/** Rows per INSERT: well below PostgreSQL's limit of 65,535 parameters for the widest entry. */
const insertBatch = 500;

/**
 * `POST /admin/{name}/import`: the rows of a CSV file that all passed the
 * check (`checkCsvImport`, shared with the dry run), written at once. A row
 * with an `id` updates that record, one without creates one; the audit row
 * counts them.
 */
export function importChange(input: {
  user: AuthUser;
  model: TableModel;
  creates: readonly WireRecord[];
  updates: readonly { id: number; values: WireRecord }[];
  origin: RequestOrigin;
}): ChangeOfNewRecords<void> {
  const { user, model, creates, updates } = input;
  return {
    kind: 'import',
    verb: 'import',
    user,
    model,
    origin: input.origin,
    target: undefined,
    // Every row was checked before the transaction, so a dry run answers the same.
    check: () => Promise.resolve({}),
    async apply(tx) {
      const createdIds: number[] = [];
      const updatedIds: number[] = [];
      const touched: { before?: WireRecord; after: WireRecord }[] = [];
      for (let i = 0; i < creates.length; i += insertBatch) {
        const batch = creates
          .slice(i, i + insertBatch)
          .map((values) => ({ ...serverDefaults(model, user.id), ...values }));
        const inserted = await insertRecords(tx, model, batch);
        createdIds.push(...inserted.map((r) => Number(r.id)));
        touched.push(...inserted.map((after) => ({ after })));
      }
      for (const { id, values } of updates) {
        if (Object.keys(values).length === 0) continue;
        const before = await selectById(tx, model, id, true);
        const after = await updateRecord(tx, model, id, values);
        if (!after) continue;
        updatedIds.push(id);
        touched.push({ before, after });
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
          after: { created: creates.length, updated: updates.length },
        },
        touched,
        notices,
      };
    },
  };
}
