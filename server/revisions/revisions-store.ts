import type { AnyResource } from '../../src/registry/define-resource';
import {
  bookkeepingFields,
  sameValue,
  type RevisionChange,
  type RevisionDetail,
  type RevisionKind,
  type RevisionSummary,
} from '../../src/registry/revisions';
import type { Db } from '../db/db';

/**
 * Revisions (decision 030): each write of a record stores the record as the
 * write left it, and the fields it changed with their values before. A whole
 * record per revision, not only the change, so that any revision reads alone
 * and stays true when something outside the write path (an effect of
 * another record's action) moved a field between two revisions.
 */
export const revisionsDdl: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS record_revisions (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    resource text NOT NULL,
    record_id text NOT NULL,
    kind text NOT NULL,
    verb text,
    actor_id bigint,
    at timestamptz NOT NULL DEFAULT now(),
    reason text,
    restored_from bigint,
    changes jsonb NOT NULL,
    record jsonb NOT NULL
  )`,
  // A record's page reads its revisions newest first.
  `CREATE INDEX IF NOT EXISTS record_revisions_record
     ON record_revisions (resource, record_id, id)`,
];

/** One revision to store, as the write path knows it. */
export interface RevisionDraft {
  resource: AnyResource;
  recordId: number;
  kind: Exclude<RevisionKind, 'ORIGINAL'>;
  verb?: string;
  actorId: number | null;
  reason?: string;
  restoredFrom?: number;
  /** When it happened, for a history written after the fact (the seed's); a write's is now. */
  at?: Date;
  /** The stored record before the write; none for a create. */
  before: Readonly<Record<string, unknown>> | undefined;
  /** The record as the write left it (as deleted, for a delete). */
  record: Readonly<Record<string, unknown>>;
}

/** The entry's fields whose values differ, with both values; bookkeeping left out. */
function changesOf(
  resource: AnyResource,
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>>,
): RevisionChange[] {
  return Object.keys(resource.fields)
    .filter((field) => !bookkeepingFields.includes(field))
    .filter((field) => !before || !sameValue(before[field], after[field]))
    .filter((field) => before || after[field] !== null)
    .map((field) => ({
      field,
      before: before ? (before[field] ?? null) : null,
      after: after[field] ?? null,
    }));
}

const isEdit = (kind: RevisionDraft['kind']) =>
  kind === 'UPDATE' || kind === 'IMPORT' || kind === 'RESTORE';

/** Stores revisions in the write's transaction, several in one statement (an import). */
export async function storeRevisions(
  tx: Db,
  drafts: readonly RevisionDraft[],
): Promise<void> {
  // A statement per few hundred, so a large import never builds one huge parameter.
  for (let i = 0; i < drafts.length; i += revisionBatch)
    await insertRevisions(tx, drafts.slice(i, i + revisionBatch));
}

const revisionBatch = 500;

async function insertRevisions(
  tx: Db,
  drafts: readonly RevisionDraft[],
): Promise<void> {
  const rows = drafts
    .map((draft) => ({
      draft,
      changes: changesOf(draft.resource, draft.before, draft.record),
    }))
    // An edit that changed no field (a role's member set moves only its version) is no revision.
    .filter(({ draft, changes }) => changes.length > 0 || !isEdit(draft.kind))
    .map(({ draft, changes }) => ({
      resource: draft.resource.name,
      record_id: String(draft.recordId),
      kind: draft.kind,
      verb: draft.verb ?? null,
      actor_id: draft.actorId,
      reason: draft.reason?.slice(0, 2000) ?? null,
      restored_from: draft.restoredFrom ?? null,
      at: draft.at?.toISOString() ?? null,
      changes,
      record: draft.record,
    }));
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO record_revisions
       (resource, record_id, kind, verb, actor_id, reason, restored_from, at, changes, record)
     SELECT resource, record_id, kind, verb, actor_id, reason, restored_from,
            coalesce(at, now()), changes, record
       FROM jsonb_to_recordset($1::text::jsonb) AS r(
         resource text, record_id text, kind text, verb text, actor_id bigint,
         reason text, restored_from bigint, at timestamptz, changes jsonb, record jsonb)`,
    [JSON.stringify(rows)],
  );
}

interface RevisionRow {
  id: string | number;
  number: string | number;
  kind: Exclude<RevisionKind, 'ORIGINAL'>;
  verb: string | null;
  at: Date | string;
  actor_id: string | number | null;
  actor_name: string | null;
  reason: string | null;
  restored_from: string | number | null;
  restored_number: string | number | null;
  changes: RevisionChange[];
  record?: Record<string, unknown>;
}

function asSummary(row: RevisionRow): RevisionSummary {
  return {
    id: Number(row.id),
    number: Number(row.number),
    kind: row.kind,
    verb: row.verb,
    at: new Date(row.at).toISOString(),
    actor:
      row.actor_id === null
        ? null
        : {
            id: Number(row.actor_id),
            name: row.actor_name ?? `User #${String(row.actor_id)}`,
          },
    reason: row.reason,
    restoredFrom:
      row.restored_number === null ? null : Number(row.restored_number),
    changes: row.changes,
  };
}

/** Which of a record's revisions a query reads: all (newest first), one by id, or the first. */
type Reading = 'all' | 'one' | 'first';

/** A record's revisions, numbered from its first; all but the list read each whole record. */
function revisionsQuery(reading: Reading): string {
  return `
    WITH numbered AS (
      SELECT r.*, row_number() OVER (ORDER BY r.id) AS number
        FROM record_revisions r
       WHERE r.resource = $1 AND r.record_id = $2
    )
    SELECT n.id, n.number, n.kind, n.verb, n.at, n.actor_id, u.name AS actor_name,
           n.reason, n.restored_from, src.number AS restored_number, n.changes
           ${reading === 'all' ? '' : ', n.record'}
      FROM numbered n
      LEFT JOIN users u ON u.id = n.actor_id
      LEFT JOIN numbered src ON src.id = n.restored_from
     ${reading === 'one' ? 'WHERE n.id = $3' : ''}
     ${reading === 'first' ? 'ORDER BY n.id LIMIT 1' : 'ORDER BY n.id DESC'}`;
}

/** The record before its first revision is known when that revision changed an existing record. */
function hasOriginal(first: RevisionRow | undefined): first is RevisionRow {
  return (
    first !== undefined &&
    first.kind !== 'CREATE' &&
    first.kind !== 'IMPORT' &&
    first.changes.length > 0
  );
}

/** The record before its first revision, in the list: one made by the seed or before revisions were kept. */
const originalSummary: RevisionSummary = {
  id: 0,
  number: 0,
  kind: 'ORIGINAL',
  verb: null,
  at: null,
  actor: null,
  reason: null,
  restoredFrom: null,
  changes: [],
};

/** A record's revisions, newest first, ending with its original state when that is known. */
export async function listRevisions(
  db: Db,
  resource: AnyResource,
  recordId: number,
): Promise<RevisionSummary[]> {
  const { rows } = await db.query<RevisionRow>(revisionsQuery('all'), [
    resource.name,
    String(recordId),
  ]);
  const summaries = rows.map(asSummary);
  return hasOriginal(rows.at(-1)) ? [...summaries, originalSummary] : summaries;
}

/**
 * One revision with the record as it stood, or undefined when the record
 * has no such revision. Revision 0, the original, is the first revision's
 * record with the fields it changed put back.
 */
export async function readRevision(
  db: Db,
  resource: AnyResource,
  recordId: number,
  revisionId: number,
): Promise<RevisionDetail | undefined> {
  if (revisionId === 0) {
    const { rows } = await db.query<RevisionRow>(revisionsQuery('first'), [
      resource.name,
      String(recordId),
    ]);
    const first = rows[0];
    if (!hasOriginal(first) || !first.record) return undefined;
    const record = { ...first.record };
    for (const change of first.changes) record[change.field] = change.before;
    return { ...originalSummary, record };
  }
  const { rows } = await db.query<RevisionRow>(revisionsQuery('one'), [
    resource.name,
    String(recordId),
    revisionId,
  ]);
  const row = rows[0];
  if (!row?.record) return undefined;
  return { ...asSummary(row), record: row.record };
}
