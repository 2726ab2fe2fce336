import { randomBytes, randomInt } from 'node:crypto';
import type { FieldSpec } from '../../src/registry/define-resource';
import { kindOf } from '../../src/registry/field-kinds/kind-table';
import type { Db } from '../db/db';
import {
  isImplicitField,
  quoteIdent,
  type TableModel,
} from '../db/table-model';
import type { RowScope } from '../http/list-query';

/** A record as the wire carries it: camelCase field names. */
export type WireRecord = Record<string, unknown>;

/** JSON documents travel as text and are cast by PostgreSQL. */
export const isJson = (field: FieldSpec) =>
  kindOf(field).sqlType(field) === 'jsonb';

/** `$n`, or `$n::text::jsonb` for JSON columns: node-postgres would turn a JS array into a SQL array. */
export function placeholder(field: FieldSpec, index: number): string {
  return isJson(field) ? `$${index}::text::jsonb` : `$${index}`;
}

export function toParam(field: FieldSpec, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return isJson(field) ? JSON.stringify(value) : value;
}

/**
 * One stored record by id; `forUpdate` locks it until the transaction ends.
 * A record outside the caller's `scope` is not found, as one that is not there.
 */
export async function selectById(
  db: Db,
  model: TableModel,
  id: number,
  forUpdate = false,
  scope?: RowScope,
): Promise<WireRecord | undefined> {
  const params: unknown[] = [id];
  const within = scope
    ? ` AND ${scope((value) => `$${params.push(value)}`)}`
    : '';
  const { rows } = await db.query<WireRecord>(
    `SELECT ${model.selectList} FROM ${quoteIdent(model.table)} WHERE id = $1${within}${forUpdate ? ' FOR UPDATE' : ''}`,
    params,
  );
  return rows[0];
}

/**
 * Values for required fields only the server sets (an order code, a total
 * that starts at zero, a stamp of who created it), so a create through the
 * API never fails on a column the client may not write.
 */
export function serverDefaults(
  model: TableModel,
  actorId: number | null,
): WireRecord {
  const out: WireRecord = {};
  const prefix =
    model.resource.subject.replace(/[^A-Z]/g, '').slice(0, 3) || 'REC';
  const context = {
    actorId,
    // Twelve digits: never one of the seed's numbered codes (ORD0001234).
    code: (shape?: string) =>
      shape === undefined
        ? `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`
        : `${shape}${randomInt(1e11, 1e12)}`,
    now: new Date(),
  };
  for (const { name, field } of model.columns) {
    if (!field.readOnly || !field.required || isImplicitField(name)) continue;
    const value = kindOf(field).serverDefault(field, context);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * `SET` terms for the stamps (`stampsChangeOf`) whose watched fields this
 * update writes: the time now where a written value differs from the
 * stored one, the stamp as it was where none does. Compared in the UPDATE
 * itself, whose expressions read the row as it was, so every write path
 * (an edit, an import, an effect) keeps the stamp without reading first.
 */
function changeStamps(
  model: TableModel,
  written: ReadonlyMap<string, string>,
): string[] {
  return model.columns.flatMap(({ name, column, field }) => {
    if (field.kind !== 'datetime' || !field.stampsChangeOf) return [];
    if (written.has(name)) return [];
    const changed = field.stampsChangeOf.flatMap((watched) => {
      const slot = written.get(watched);
      const col = model.byName.get(watched);
      return slot && col
        ? [`${quoteIdent(col.column)} IS DISTINCT FROM ${slot}`]
        : [];
    });
    if (changed.length === 0) return [];
    const stamp = quoteIdent(column);
    return [
      `${stamp} = CASE WHEN ${changed.join(' OR ')} THEN now() ELSE ${stamp} END`,
    ];
  });
}

/** Inserts records (wire names → columns) in one multi-row INSERT; returns them as stored. */
export async function insertRecords(
  db: Db,
  model: TableModel,
  records: readonly WireRecord[],
): Promise<WireRecord[]> {
  if (records.length === 0) return [];
  const names = [...new Set(records.flatMap((r) => Object.keys(r)))].filter(
    (n) => model.byName.has(n) && n !== 'id',
  );
  const cols = names
    .map((n) => model.byName.get(n))
    .filter((c) => c !== undefined);
  const params: unknown[] = [];
  const tuples = records.map((record) => {
    if (cols.length === 0) return 'DEFAULT';
    const slots = cols.map((col) => {
      if (!(col.name in record)) return 'DEFAULT';
      params.push(toParam(col.field, record[col.name]));
      return placeholder(col.field, params.length);
    });
    return `(${slots.join(', ')})`;
  });
  const sql =
    cols.length === 0
      ? `INSERT INTO ${quoteIdent(model.table)} DEFAULT VALUES RETURNING ${model.selectList}`
      : `INSERT INTO ${quoteIdent(model.table)} (${cols.map((c) => quoteIdent(c.column)).join(', ')}) VALUES ${tuples.join(', ')} RETURNING ${model.selectList}`;
  const { rows } = await db.query<WireRecord>(sql, params);
  return rows;
}

/**
 * Updates one record; with `expect` the row must still hold those values
 * (a conditional update: of two concurrent transitions only one matches).
 * Returns undefined when no row matched.
 */
export async function updateRecord(
  db: Db,
  model: TableModel,
  id: number,
  values: WireRecord,
  expect: WireRecord = {},
): Promise<WireRecord | undefined> {
  const params: unknown[] = [id];
  const sets: string[] = ['"updated_at" = now()', '"version" = "version" + 1'];
  const written = new Map<string, string>();
  for (const [name, value] of Object.entries(values)) {
    const col = model.byName.get(name);
    if (!col || name === 'id') continue;
    params.push(toParam(col.field, value));
    const slot = placeholder(col.field, params.length);
    written.set(name, slot);
    sets.push(`${quoteIdent(col.column)} = ${slot}`);
  }
  sets.push(...changeStamps(model, written));
  const conditions = ['id = $1'];
  for (const [name, value] of Object.entries(expect)) {
    const col = model.byName.get(name);
    if (!col) continue;
    params.push(value);
    conditions.push(
      `${quoteIdent(col.column)} IS NOT DISTINCT FROM $${params.length}`,
    );
  }
  const { rows } = await db.query<WireRecord>(
    `UPDATE ${quoteIdent(model.table)} SET ${sets.join(', ')} WHERE ${conditions.join(' AND ')} RETURNING ${model.selectList}`,
    params,
  );
  return rows[0];
}
