import type {
  AnyResource,
  FieldSpec,
} from '../../src/registry/define-resource';
import { enums } from '../../src/registry/enums';
import type { Db } from '../db/db';
import {
  hasTable,
  isImplicitField,
  resolveTarget,
  tableModel,
  type TableModel,
} from '../db/table-model';
import { coerceValue } from '../http/list-query';
import type { FieldErrors } from '../http/errors';

/** create: a new record; replace: PUT (every writable field); patch: only what is given. */
export type WriteMode = 'create' | 'replace' | 'patch';

export interface ValidatedRecord {
  /** Wire name → value to store (null clears). */
  values: Record<string, unknown>;
  errors: FieldErrors;
}

const textKinds = new Set([
  'text',
  'longText',
  'email',
  'phone',
  'url',
  'image',
  'color',
]);
/** Upper bounds where the registry gives none, so no request can store megabytes in one cell. */
const defaultMaxLength = { longText: 20_000, other: 2_000 } as const;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether a field is never written by a client (server-set, or moved only by actions). */
export function isServerOwned(name: string, field: FieldSpec): boolean {
  return isImplicitField(name) || field.readOnly === true;
}

/**
 * Checks one value against its field's rules; returns the value to store or
 * the message to show under the field.
 */
export function checkValue(
  field: FieldSpec,
  value: unknown,
): { value: unknown } | { error: string } {
  const label = field.label;
  if (value === null) return { value: null };
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'url':
    case 'image':
    case 'color': {
      if (typeof value !== 'string') return { error: `${label} must be text` };
      if (value.includes('\u0000'))
        return { error: `${label} contains a NUL character` };
      const max =
        field.maxLength ??
        (field.kind === 'longText'
          ? defaultMaxLength.longText
          : defaultMaxLength.other);
      if (value.length > max)
        return { error: `${label} takes at most ${max} characters` };
      if (field.minLength !== undefined && value.length < field.minLength) {
        return {
          error: `${label} needs at least ${field.minLength} characters`,
        };
      }
      if (value === '') return { value };
      if (
        field.pattern !== undefined &&
        !new RegExp(`^(?:${field.pattern})$`).test(value)
      ) {
        return {
          error:
            field.patternMessage ?? `${label} is not in the expected format`,
        };
      }
      if (field.kind === 'email' && !emailPattern.test(value)) {
        return { error: 'Enter an email address like name@example.com' };
      }
      if (
        field.kind === 'url' &&
        !/^[a-z][a-z0-9+.-]*:\/\/?[^\s]+$/i.test(value)
      ) {
        return {
          error: `${label} must be an address such as https://example.com`,
        };
      }
      if (field.kind === 'image' && !/^(https?:\/\/|\/)[^\s]+$/i.test(value)) {
        return { error: `${label} must be an http(s) address or a path` };
      }
      return { value };
    }
    case 'number':
    case 'money':
    case 'percent': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return { error: `${label} must be a number` };
      const isInteger =
        field.kind === 'money' ||
        (field.kind === 'number' && field.integer === true);
      if (isInteger && !Number.isSafeInteger(value)) {
        return {
          error:
            field.kind === 'money'
              ? `${label} must be a whole number of sen`
              : `${label} must be a whole number`,
        };
      }
      const min = field.min ?? (field.kind === 'percent' ? 0 : undefined);
      const max = field.max ?? (field.kind === 'percent' ? 100 : undefined);
      if (min !== undefined && value < min)
        return { error: `${label} must be at least ${min}` };
      if (max !== undefined && value > max)
        return { error: `${label} must be at most ${max}` };
      if (field.kind === 'percent' && Math.round(value * 100) !== value * 100) {
        return { error: `${label} takes at most two decimals` };
      }
      if (Math.abs(value) > 1e15) return { error: `${label} is out of range` };
      return { value };
    }
    case 'boolean':
      return typeof value === 'boolean'
        ? { value }
        : { error: `${label} must be true or false` };
    case 'enum': {
      const values = enums[field.enumKey] as readonly string[];
      return typeof value === 'string' && values.includes(value)
        ? { value }
        : { error: `${label} must be one of ${values.join(', ')}` };
    }
    case 'date':
    case 'datetime':
    case 'time': {
      if (typeof value !== 'string')
        return { error: `${label} must be text in ISO-8601 form` };
      const c = coerceValue(field, value);
      return 'error' in c ? { error: `${label}: ${c.error}` } : c;
    }
    case 'reference':
      return typeof value === 'number' &&
        Number.isSafeInteger(value) &&
        value > 0
        ? { value }
        : { error: `${label} must be the id of a record` };
    case 'references':
      if (!Array.isArray(value) || value.length > 1000)
        return { error: `${label} must be a list of ids` };
      if (
        !value.every(
          (v) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0,
        )
      ) {
        return { error: `${label} must be a list of ids` };
      }
      return { value: [...new Set(value as number[])] };
    case 'geo': {
      if (typeof value !== 'object' || Array.isArray(value))
        return { error: `${label} must be { lat, lng }` };
      const { lat, lng } = value as Record<string, unknown>;
      if (
        typeof lat !== 'number' ||
        typeof lng !== 'number' ||
        Math.abs(lat) > 90 ||
        Math.abs(lng) > 180
      ) {
        return {
          error: `${label} must be { lat, lng } with lat within ±90 and lng within ±180`,
        };
      }
      return { value: { lat, lng } };
    }
    case 'json':
      return JSON.stringify(value).length > 100_000
        ? { error: `${label} is too large` }
        : { value };
  }
}

/**
 * Validates a request body against the entry's field rules: unknown fields,
 * types, required, bounds, lengths, patterns and enum values. `current` is
 * the stored record for PATCH/PUT, so that echoing a read-only value back is
 * accepted while changing it is not.
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
    if (value === undefined) continue;
    const checked = checkValue(field, value);
    if ('error' in checked) {
      errors[name] = [checked.error];
      continue;
    }
    const isBlank =
      checked.value === null ||
      (textKinds.has(field.kind) && checked.value === '');
    if (field.required && isBlank) {
      errors[name] = [`${field.label} is required`];
      continue;
    }
    values[name] = checked.value;
  }
  if (mode !== 'patch') {
    for (const col of model.columns) {
      const { name, field } = col;
      if (name in input || isServerOwned(name, field)) continue;
      if (mode === 'create' && name === resource.stateField) continue;
      const hasDefault =
        (field.kind === 'enum' || field.kind === 'boolean') &&
        field.default !== undefined;
      if (field.required && !hasDefault && field.kind !== 'boolean') {
        errors[name] = [`${field.label} is required`];
      } else if (mode === 'replace' && !hasDefault) {
        values[name] =
          field.kind === 'boolean'
            ? false
            : field.kind === 'references'
              ? []
              : null;
      } else if (mode === 'replace' && hasDefault) {
        values[name] = field.default;
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
    if (
      end === null ||
      end === undefined ||
      start === null ||
      start === undefined
    )
      continue;
    const at = (value: unknown) =>
      Date.parse(value instanceof Date ? value.toISOString() : String(value));
    if (at(end) < at(start)) {
      const startLabel = model.byName.get(startName)?.field.label ?? startName;
      errors[name] = [`${field.label} must not be before ${startLabel}`];
    }
  }
}

/**
 * Adds "no such record" errors for references to ids that do not exist: one
 * query per referenced table, whatever the number of rows checked.
 */
export async function checkReferences(
  db: Db,
  registry: readonly AnyResource[],
  model: TableModel,
  rows: readonly Record<string, unknown>[],
  errorsFor: (index: number) => FieldErrors,
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
  rows.forEach((row, index) => {
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
        (errorsFor(index)[name] ??= []).push(
          `${label}: no record with id ${missing.join(', ')}`,
        );
      }
    }
  });
}
