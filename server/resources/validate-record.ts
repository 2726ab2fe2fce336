import type {
  AnyResource,
  FieldSpec,
} from '../../src/registry/define-resource';
import { kindOf } from '../../src/registry/field-kinds/kind-table';
import { fieldMessages } from '../../src/registry/field-kinds/messages';
import {
  checkFieldValue,
  windowError,
} from '../../src/registry/field-kinds/value-schemas';
import type { Db } from '../db/db';
import {
  hasTable,
  isImplicitField,
  resolveTarget,
  tableModel,
  type TableModel,
} from '../db/table-model';
import { unprocessable, type FieldErrors } from '../http/errors';
import type { Pace } from './event-loop-pacer';
import { sameValue } from '../../src/registry/revisions';

/** create: a new record; replace: PUT (every writable field); patch: only what is given. */
export type WriteMode = 'create' | 'replace' | 'patch';

export interface ValidatedRecord {
  /** Wire name → value to store (null clears). */
  values: Record<string, unknown>;
  errors: FieldErrors;
}

/** Whether a field is never written by a client (server-set, or moved only by actions). */
export function isServerOwned(name: string, field: FieldSpec): boolean {
  return isImplicitField(name) || field.readOnly === true;
}

/**
 * Validates a request body against the entry's field rules: unknown fields,
 * types, required, bounds, lengths, patterns and enum values. `current` is
 * the stored record for PATCH/PUT, so that echoing a read-only or
 * create-only value back is accepted while changing it is not.
 */
export function validateRecord(
  model: TableModel,
  body: unknown,
  mode: WriteMode,
  current?: Record<string, unknown>,
): ValidatedRecord {
  const errors: FieldErrors = {};
  const values: Record<string, unknown> = {};
  const resource = model.resource;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      values,
      errors: { body: ['The body must be a JSON object of fields'] },
    };
  }
  const input = body as Record<string, unknown>;
  for (const [name, value] of Object.entries(input)) {
    const col = model.byName.get(name);
    if (!col) {
      errors[name] = [`${name} is not a field of ${resource.label.one}`];
      continue;
    }
    const { field } = col;
    if (name === resource.stateField && mode !== 'create') {
      if (!sameValue(value, current?.[name])) {
        const verbs = Object.keys(resource.actions ?? {});
        errors[name] = [
          `${field.label} changes only through its actions${verbs.length > 0 ? ` (${verbs.join(', ')})` : ''}`,
        ];
      }
      continue;
    }
    if (isServerOwned(name, field)) {
      if (
        mode === 'create'
          ? value !== null && value !== undefined
          : !sameValue(value, current?.[name])
      ) {
        errors[name] = [`${field.label} is set by the server`];
      }
      continue;
    }
    // Like a server-set field once the record exists: echoing it back is
    // fine, changing it is not.
    if (field.createOnly && mode !== 'create') {
      if (!sameValue(value, current?.[name]))
        errors[name] = [
          `${field.label} is set when the ${resource.label.one.toLowerCase()} is created and cannot change`,
        ];
      continue;
    }
    if (value === undefined) continue;
    const checked = checkFieldValue(field, value);
    if ('error' in checked) errors[name] = [checked.error];
    else values[name] = checked.value;
  }
  if (mode !== 'patch') {
    for (const col of model.columns) {
      const { name, field } = col;
      if (name in input || isServerOwned(name, field)) continue;
      if (mode === 'create' && name === resource.stateField) continue;
      // A replace keeps what only a create sets.
      if (mode === 'replace' && field.createOnly) continue;
      const kind = kindOf(field);
      const fallback = kind.writeDefault(field);
      if (field.required && fallback === undefined) {
        errors[name] = [fieldMessages.required(field.label)];
      } else if (mode === 'replace') {
        values[name] = fallback ?? kind.cleared;
      }
    }
  }
  checkWindows(model, input, values, errors, current);
  return { values, errors };
}

/**
 * An end may not come before its start (`notBefore`), whichever of the two
 * this write changes; the other side is the stored value on an update.
 */
function checkWindows(
  model: TableModel,
  input: Record<string, unknown>,
  values: Record<string, unknown>,
  errors: FieldErrors,
  current: Record<string, unknown> | undefined,
): void {
  for (const { name, field } of model.columns) {
    const startName = field.notBefore;
    if (!startName || errors[name] || errors[startName]) continue;
    if (!(name in input) && !(startName in input)) continue;
    const end = name in values ? values[name] : current?.[name];
    const start =
      startName in values ? values[startName] : current?.[startName];
    const startLabel = model.byName.get(startName)?.field.label ?? startName;
    const error = windowError(field, startLabel, end, start);
    if (error) errors[name] = [error];
  }
}

/**
 * Adds "no such record" errors for references to ids that do not exist: one
 * query per referenced table, whatever the number of rows checked.
 * `errorsFor` is asked once per row that has any, and `pace`, when given,
 * is awaited in the loops over the rows (an import's batches of 2,000).
 */
export async function checkReferences(
  db: Db,
  registry: readonly AnyResource[],
  model: TableModel,
  rows: readonly Record<string, unknown>[],
  errorsFor: (index: number) => FieldErrors,
  pace?: Pace,
): Promise<void> {
  const wanted = new Map<string, Set<number>>();
  const targets = new Map<string, string>();
  for (const col of model.columns) {
    const { field } = col;
    if (field.kind !== 'reference' && field.kind !== 'references') continue;
    const target = resolveTarget(registry, field.to);
    if (!target || !hasTable(target)) continue;
    const table = tableModel(target).table;
    targets.set(col.name, table);
    for (const row of rows) {
      await pace?.();
      const value = row[col.name];
      const ids = Array.isArray(value)
        ? value
        : value === null || value === undefined
          ? []
          : [value];
      for (const id of ids)
        if (typeof id === 'number')
          (wanted.get(table) ?? wanted.set(table, new Set()).get(table))?.add(
            id,
          );
    }
  }
  const existing = new Map<string, Set<number>>();
  for (const [table, ids] of wanted) {
    const { rows: found } = await db.query<{ id: number }>(
      `SELECT id FROM "${table}" WHERE id = ANY($1::bigint[])`,
      [[...ids]],
    );
    existing.set(table, new Set(found.map((r) => r.id)));
  }
  for (const [index, row] of rows.entries()) {
    await pace?.();
    let rowErrors: FieldErrors | undefined;
    for (const [name, table] of targets) {
      const value = row[name];
      const ids = Array.isArray(value)
        ? value
        : value === null || value === undefined
          ? []
          : [value];
      const missing = ids.filter(
        (id) => typeof id === 'number' && !existing.get(table)?.has(id),
      );
      if (missing.length > 0) {
        const label = model.byName.get(name)?.field.label ?? name;
        rowErrors ??= errorsFor(index);
        (rowErrors[name] ??= []).push(
          `${label}: no record with id ${missing.join(', ')}`,
        );
      }
    }
  }
}

/**
 * The validated values of one record once its references are checked too.
 *
 * @throws ApiError 422 naming every field that is wrong.
 */
export async function validValues(
  db: Db,
  registry: readonly AnyResource[],
  model: TableModel,
  checked: ValidatedRecord,
): Promise<Record<string, unknown>> {
  const errors = checked.errors;
  await checkReferences(db, registry, model, [checked.values], () => errors);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return checked.values;
}
