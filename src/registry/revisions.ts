import type { AnyResource } from './define-resource';

/**
 * Revisions: every write of a record through the one write path stores what
 * the record was afterwards (decision 030). A record's page lists them,
 * compares any two field by field, and restores one as a new edit.
 */

/** What kind of write made a revision; `ORIGINAL` is the record before its first stored one. */
export type RevisionKind =
  'ORIGINAL' | 'CREATE' | 'UPDATE' | 'ACTION' | 'IMPORT' | 'RESTORE' | 'DELETE';

/** One field a revision changed, before and after, as the API stores values. */
export interface RevisionChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One revision as `GET /admin/{name}/{id}/revisions` lists it, newest first. */
export interface RevisionSummary {
  /** The revision's id, for its own URL; 0 is the original record. */
  id: number;
  /** Its place in the record's history: 1 is the first stored write, 0 the original. */
  number: number;
  kind: RevisionKind;
  /** The action's verb for `ACTION` (`approve`). */
  verb: string | null;
  /** When it was written (ISO, UTC); null for the original, which predates revisions. */
  at: string | null;
  actor: { id: number; name: string } | null;
  reason: string | null;
  /** The revision a `RESTORE` brought back. */
  restoredFrom: number | null;
  changes: readonly RevisionChange[];
}

/** One revision with the whole record as it stood (`GET …/revisions/{revisionId}`). */
export interface RevisionDetail extends RevisionSummary {
  record: Readonly<Record<string, unknown>>;
}

/** Fields every record has that no revision compares: bookkeeping each write moves. */
export const bookkeepingFields: readonly string[] = [
  'id',
  'createdAt',
  'updatedAt',
  'version',
];

/** Whether writes of this entry keep revisions: a table of its own, unless it opts out. */
export function keepsRevisions(resource: AnyResource): boolean {
  return !resource.report && !resource.source && resource.revisions !== false;
}

/**
 * Why a restore leaves a field as it is, or undefined when a restore sets it:
 * what an edit may not change, a restore may not either. The page shows the
 * reason beside the field, so nobody wonders why a value did not come back.
 */
export function restoreBar(
  resource: AnyResource,
  name: string,
): string | undefined {
  if (bookkeepingFields.includes(name)) return 'Kept by the server';
  const field = resource.fields[name];
  if (!field) return 'No longer a field';
  if (name === resource.stateField) {
    const labels = Object.values(resource.actions ?? {}).map((a) => a.label);
    return `Changes only through its actions${labels.length > 0 ? ` (${labels.join(', ')})` : ''}`;
  }
  if (field.readOnly) {
    const byAction = Object.values(resource.actions ?? {}).some(
      (a) =>
        a.stampBy === name ||
        a.stampAt === name ||
        a.reasonField === name ||
        a.input?.includes(name),
    );
    return byAction ? 'Set only by its action' : 'Set by the server';
  }
  if (field.createOnly) return 'Set when the record is created';
  return undefined;
}

/** The fields a restore of `record` sets: those an edit may change and that differ from `current`. */
export function restoredValues(
  resource: AnyResource,
  record: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(resource.fields)) {
    if (restoreBar(resource, name) !== undefined) continue;
    if (!(name in record)) continue;
    if (!sameValue(record[name], current[name])) values[name] = record[name];
  }
  return values;
}

/** Values compared as the API answers them (null and absent alike). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
