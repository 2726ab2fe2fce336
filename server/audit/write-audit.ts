import type { AnyResource } from '../../src/registry/define-resource';
import { enums } from '../../src/registry/enums';
import type { Db } from '../db/db';
import { quoteIdent, tableModel, type TableModel } from '../db/table-model';

/** What happened, as the audit trail records it. */
export interface AuditEntry {
  actorId: number | null;
  /** CREATE, UPDATE, DELETE, ACTION, IMPORT, EXPORT, LOGIN or LOGOUT. */
  kind:
    | 'CREATE'
    | 'UPDATE'
    | 'DELETE'
    | 'ACTION'
    | 'IMPORT'
    | 'EXPORT'
    | 'LOGIN'
    | 'LOGOUT';
  /** The action verb for ACTION entries (`approve`). */
  verb?: string;
  resource: string;
  recordId: number | string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string;
  ip?: string;
  userAgent?: string;
}

export interface AuditColumns {
  model: TableModel;
  actor?: string;
  action?: string;
  actionValues?: readonly string[];
  resource?: string;
  recordId?: string;
  summary?: string;
  changes?: string;
  before?: string;
  after?: string;
  ip?: string;
  userAgent?: string;
}

const resolved = new WeakMap<readonly AnyResource[], AuditColumns | null>();

/**
 * Finds the audit-logs entry's columns by role rather than by one fixed
 * spelling, so the registry may name them as it likes (actorId or userId,
 * changes or before/after).
 */
export function auditColumns(
  registry: readonly AnyResource[],
): AuditColumns | null {
  const cached = resolved.get(registry);
  if (cached !== undefined) return cached;
  const entry = registry.find((r) => r.name === 'audit-logs');
  let found: AuditColumns | null = null;
  if (entry && !entry.source && !entry.report) {
    const model = tableModel(entry);
    const pick = (...names: string[]) =>
      names.map((n) => model.byName.get(n)?.column).find(Boolean);
    const actionCol = model.byName.get('action');
    found = {
      model,
      actor: pick('actorId', 'userId', 'actor', 'performedBy'),
      action: actionCol?.column,
      actionValues:
        actionCol?.field.kind === 'enum'
          ? enums[actionCol.field.enumKey]
          : undefined,
      resource: pick('resource', 'resourceName', 'subject', 'entity'),
      recordId: pick('recordId', 'entityId', 'targetId'),
      summary: pick('summary', 'description', 'message'),
      changes: pick('changes', 'diff'),
      before: pick('before', 'oldValues'),
      after: pick('after', 'newValues'),
      ip: pick('ipAddress', 'ip'),
      userAgent: pick('userAgent'),
    };
  }
  resolved.set(registry, found);
  return found;
}

/** Only the fields that changed, so an audit row stays small and readable. */
function diff(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
) {
  if (!before || !after)
    return { before: before ?? null, after: after ?? null };
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    // Bookkeeping every update moves; the diff shows what someone changed.
    if (key === 'updatedAt' || key === 'version') continue;
    if (
      JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)
    ) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
}

function summaryOf(entry: AuditEntry): string {
  const target = entry.recordId !== null ? ` #${entry.recordId}` : '';
  switch (entry.kind) {
    case 'ACTION':
      return `${entry.verb ?? 'action'} on ${entry.resource}${target}${entry.reason ? `: ${entry.reason}` : ''}`;
    case 'CREATE':
      return `created ${entry.resource}${target}`;
    case 'UPDATE':
      return `updated ${entry.resource}${target}${entry.reason ? `: ${entry.reason}` : ''}`;
    case 'DELETE':
      return `deleted ${entry.resource}${target}`;
    case 'IMPORT':
      return `imported ${entry.resource}`;
    case 'EXPORT':
      return `exported ${entry.resource}`;
    case 'LOGIN':
      return `signed in${target ? ` (session${target})` : ''}`;
    case 'LOGOUT':
      return `signed out${target ? ` (session${target})` : ''}`;
  }
}

/**
 * Writes one audit-logs row with `tx`, inside the caller's transaction, so a
 * mutation and its audit row commit or roll back together. A registry
 * without an audit-logs entry writes nothing.
 */
export async function writeAudit(
  tx: Db,
  registry: readonly AnyResource[],
  entry: AuditEntry,
): Promise<void> {
  const cols = auditColumns(registry);
  if (!cols) return;
  const values = new Map<string, unknown>();
  const set = (column: string | undefined, value: unknown) => {
    if (column) values.set(column, value);
  };
  const changed = diff(entry.before, entry.after);
  set(cols.actor, entry.actorId);
  if (cols.action) {
    const wanted = entry.kind;
    set(
      cols.action,
      !cols.actionValues || cols.actionValues.includes(wanted)
        ? wanted
        : (cols.actionValues[0] ?? wanted),
    );
  }
  set(cols.resource, entry.resource);
  set(cols.recordId, entry.recordId === null ? null : String(entry.recordId));
  set(cols.summary, summaryOf(entry).slice(0, 300));
  if (cols.changes) {
    set(
      cols.changes,
      JSON.stringify({
        ...changed,
        ...(entry.verb ? { action: entry.verb } : {}),
        ...(entry.reason ? { reason: entry.reason } : {}),
      }),
    );
  }
  if (cols.before) set(cols.before, JSON.stringify(changed.before));
  if (cols.after) set(cols.after, JSON.stringify(changed.after));
  set(cols.ip, entry.ip?.slice(0, 45) ?? null);
  set(cols.userAgent, entry.userAgent?.slice(0, 500) ?? null);
  const columns = [...values.keys()];
  const jsonColumns = new Set(
    [cols.changes, cols.before, cols.after].filter(Boolean),
  );
  const placeholders = columns.map((c, i) =>
    jsonColumns.has(c) ? `$${i + 1}::text::jsonb` : `$${i + 1}`,
  );
  await tx.query(
    `INSERT INTO ${quoteIdent(cols.model.table)} (${columns.map(quoteIdent).join(', ')}) VALUES (${placeholders.join(', ')})`,
    [...values.values()],
  );
}
