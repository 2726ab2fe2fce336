import type { AnyResource } from '../../src/registry/define-resource';
import type { Db } from '../db/db';
import { quoteIdent, tableModel } from '../db/table-model';
import type { WireRecord } from '../resources/record-store';
import { storeRevisions } from './revisions-store';

/** Days ago each demo change was made: one last week, one this week. */
const lastWeek = 8;
const thisWeek = 2;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * A short history for the first few merchants, so that a fresh
 * console has revisions to compare and restore: their commission was set
 * last week by the reviewer and changed again this week by finance. Each
 * revision's record is the merchant as the seed made it, with the
 * commission it had then, so the newest revision is the record as it is.
 */
export async function seedRevisions(
  tx: Db,
  registry: readonly AnyResource[],
): Promise<void> {
  const merchants = registry.find((r) => r.name === 'merchants');
  if (!merchants?.fields.commissionPercent) return;
  const model = tableModel(merchants);
  const { rows } = await tx.query<WireRecord>(
    `SELECT ${model.selectList} FROM ${quoteIdent(model.table)} ORDER BY id LIMIT 3`,
  );
  const actors = await tx.query<{ id: number; email: string }>(
    `SELECT id, email FROM users WHERE email IN ('reviewer@zfood.my', 'finance@zfood.my')`,
  );
  const actor = (email: string) =>
    actors.rows.find((a) => a.email === email)?.id ?? null;
  for (const merchant of rows) {
    const now = Number(merchant.commissionPercent);
    const earlier = { ...merchant, commissionPercent: now === 12 ? 14 : 12 };
    const first = { ...merchant, commissionPercent: now === 10 ? 11 : 10 };
    const common = { resource: merchants, recordId: Number(merchant.id) };
    await storeRevisions(tx, [
      {
        ...common,
        kind: 'UPDATE',
        actorId: actor('reviewer@zfood.my'),
        reason: 'Introductory rate ended',
        at: daysAgo(lastWeek),
        before: first,
        record: earlier,
      },
      {
        ...common,
        kind: 'UPDATE',
        actorId: actor('finance@zfood.my'),
        reason: 'Renegotiated at the quarterly review',
        at: daysAgo(thisWeek),
        before: earlier,
        record: merchant,
      },
    ]);
  }
}
