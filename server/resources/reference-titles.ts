import type { AnyResource } from '../../src/registry/define-resource';
import type { AuthUser } from '../context';
import type { Db } from '../db/db';
import {
  quoteIdent,
  resolveTarget,
  tableModel,
  type TableModel,
} from '../db/table-model';
import type { TitlesMeta } from '../http/envelopes';
import { abilityFor } from './authorize';
import type { WireRecord } from './record-store';

/** The ids `records` hold in `field`: one per record, or a list for `references`. */
function idsIn(records: readonly WireRecord[], field: string): number[] {
  const ids = new Set<number>();
  for (const record of records) {
    const value = record[field];
    for (const id of Array.isArray(value) ? (value as unknown[]) : [value])
      if (typeof id === 'number' && Number.isSafeInteger(id)) ids.add(id);
  }
  return [...ids];
}

/**
 * The titles (each target's `titleField`) of the records that `records`
 * refer to through the reference fields `names`, in one query per field.
 * A field whose target the caller may not read is left out, so its titles
 * never reach someone the target's own endpoint would answer 403.
 */
export async function referenceTitles(
  db: Db,
  registry: readonly AnyResource[],
  user: AuthUser,
  model: TableModel,
  records: readonly WireRecord[],
  names: readonly string[],
): Promise<TitlesMeta> {
  const entries = await Promise.all(
    names.map(async (name) => {
      const field = model.resource.fields[name];
      const target =
        field?.kind === 'reference' || field?.kind === 'references'
          ? resolveTarget(registry, field.to)
          : undefined;
      const titleField = target?.titleField;
      if (!target || !titleField) return [];
      if (!abilityFor(user, target).can('read', target.subject)) return [];
      const ids = idsIn(records, name);
      if (ids.length === 0) return [[name, {}] as const];
      const targetModel = tableModel(target);
      const title = targetModel.byName.get(titleField);
      if (!title) return [];
      const { rows } = await db.query<{
        id: number;
        title: string | number | null;
      }>(
        `SELECT "id", ${quoteIdent(title.column)} AS "title" FROM ${quoteIdent(targetModel.table)} WHERE "id" = ANY($1::bigint[])`,
        [ids],
      );
      const titles: Record<string, string> = {};
      for (const row of rows)
        if (row.title !== null && row.title !== '')
          titles[String(row.id)] = String(row.title);
      return [[name, titles] as const];
    }),
  );
  return Object.fromEntries(entries.flat());
}
