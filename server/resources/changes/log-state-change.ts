import type { AnyResource } from '../../../src/registry/define-resource';
import type { AuthUser, ChangeNotice } from '../../context';
import type { Db } from '../../db/db';
import { hasTable, tableModel } from '../../db/table-model';
import { insertRecords } from '../record-store';

/**
 * Writes one row of the log the resource declares in `history` (an order's
 * status log): who moved record `id` from one state to another, and why.
 * Returns the notice of the new row, or nothing when the entry keeps no log.
 */
export async function logStateChange(
  tx: Db,
  registry: readonly AnyResource[],
  resource: AnyResource,
  move: {
    id: number;
    from: unknown;
    to: unknown;
    user: AuthUser;
    reason: string | undefined;
  },
): Promise<ChangeNotice | undefined> {
  const columns = resource.history;
  const log = columns && registry.find((r) => r.name === columns.resource);
  if (!columns || !log || !hasTable(log)) return undefined;
  const [row] = await insertRecords(tx, tableModel(log), [
    {
      [columns.record]: move.id,
      [columns.from]: move.from,
      [columns.to]: move.to,
      [columns.by]: move.user.id,
      ...(columns.reason && move.reason && { [columns.reason]: move.reason }),
    },
  ]);
  return row
    ? { resource: log.name, type: 'created', ids: [Number(row.id)] }
    : undefined;
}
