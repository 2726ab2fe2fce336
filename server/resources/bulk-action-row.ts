import type { AnyResource } from '../../src/registry/define-resource';
import type { RecordWarning } from '../../src/registry/record-warnings';
import type { AuthUser } from '../context';
import type { Db } from '../db/db';
import type { TableModel } from '../db/table-model';
import { ApiError } from '../http/errors';
import type { RequestOrigin } from '../http/request-origin';
import { actionChange } from './changes/action-change';
import { recordWarnings } from './record-warnings';
import { writeRecord, type WriteScope } from './write-record';

/** What a bulk action runs: one verb, as one user, with one body, on many records. */
export interface BulkActionCall {
  user: AuthUser;
  model: TableModel;
  verb: string;
  /** The action's input: its reason, and what its effect reads. */
  body: unknown;
  origin: RequestOrigin;
}

/** What became of one record of a bulk action. */
export type BulkRowOutcome =
  | { id: number; outcome: 'SUCCEEDED' }
  /** Held for approval: nothing ran yet; `requestId` is the pending request. */
  | { id: number; outcome: 'HELD'; requestId: number }
  /** Refused (wrong state, four eyes, no such record): nothing of it was kept. */
  | { id: number; outcome: 'FAILED'; message: string };

/**
 * The bulk action on record `id`, in a transaction of its own: a record in
 * the wrong state fails alone, and each record's changes are announced as
 * it commits. `alongside` runs in the same transaction once the write is
 * done, so that what it records commits with the write or not at all.
 *
 * @returns the row's outcome; a refusal (ApiError) is a FAILED outcome,
 * anything else is thrown.
 */
export async function runBulkActionRow(
  scope: WriteScope,
  call: BulkActionCall,
  id: number,
  alongside?: (tx: Db, outcome: BulkRowOutcome) => Promise<void>,
): Promise<BulkRowOutcome> {
  try {
    const change = actionChange({ registry: scope.registry, ...call, id });
    return await scope.deps.db.transaction(async (tx) => {
      const written = await writeRecord(tx, scope, change);
      const outcome: BulkRowOutcome =
        'held' in written
          ? { id, outcome: 'HELD', requestId: Number(written.held.id) }
          : { id, outcome: 'SUCCEEDED' };
      await alongside?.(tx, outcome);
      return outcome;
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { id, outcome: 'FAILED', message: error.message };
  }
}

/**
 * Beside each row's outcome, what is wrong with it (a payout into someone
 * else's account), so a bulk run does not pass it silently: the rows with
 * warnings, where the entry declares a check.
 */
export async function bulkWarnings(
  db: Db,
  resource: AnyResource,
  ids: readonly number[],
): Promise<{ id: number; warnings: RecordWarning[] }[]> {
  const found = await recordWarnings(db, resource, ids);
  return ids.flatMap((id) => {
    const list = found.get(id) ?? [];
    return list.length > 0 ? [{ id, warnings: list }] : [];
  });
}
