import type {
  AnyResource,
  FieldSpec,
} from '../../src/registry/define-resource';
import { hasTable, resolveTarget, tableModel } from '../db/table-model';
import { ApiError } from './errors';

/** The fields PostgreSQL (and PGlite) put on an error; all optional. */
export interface PgLikeError {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  detail?: unknown;
}

/** A registry field a constraint or column of the schema belongs to. */
interface Owner {
  resource: AnyResource;
  name: string;
  field: FieldSpec;
}

/** Finds the registry field behind a constraint or column the database names. */
export interface SchemaNames {
  constraint(name: string): Owner | undefined;
  column(table: string, column: string): Owner | undefined;
  /** The resource a reference field points at. */
  target(owner: Owner): AnyResource | undefined;
}

/** PostgreSQL identifiers are cut at 63 bytes. */
const maxIdentifier = 63;

/**
 * The name PostgreSQL gives a column's unnamed constraint: `table_column_key`,
 * shortening the longer of table and column until it fits (makeObjectName).
 */
export function defaultConstraintName(
  table: string,
  column: string,
  label: 'key' | 'fkey' | 'check',
): string {
  const available = maxIdentifier - (label.length + 2);
  let tableChars = table.length;
  let columnChars = column.length;
  while (tableChars + columnChars > available) {
    if (tableChars > columnChars) tableChars -= 1;
    else columnChars -= 1;
  }
  return `${table.slice(0, tableChars)}_${column.slice(0, columnChars)}_${label}`;
}

/** The registry's tables and columns by the names the database reports them under. */
export function schemaNames(registry: readonly AnyResource[]): SchemaNames {
  const constraints = new Map<string, Owner>();
  const columns = new Map<string, Owner>();
  for (const resource of registry.filter(hasTable)) {
    const model = tableModel(resource);
    for (const col of model.columns) {
      const owner = { resource, name: col.name, field: col.field };
      columns.set(`${model.table}.${col.column}`, owner);
      for (const label of ['key', 'fkey', 'check'] as const)
        constraints.set(
          defaultConstraintName(model.table, col.column, label),
          owner,
        );
    }
  }
  return {
    // A clash of shortened names makes PostgreSQL number the label (`_key1`).
    constraint: (name) =>
      constraints.get(name) ?? constraints.get(name.replace(/\d+$/, '')),
    column: (table, column) => columns.get(`${table}.${column}`),
    target: (owner) =>
      owner.field.kind === 'reference'
        ? resolveTarget(registry, owner.field.to)
        : undefined,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A 4xx with the message on the field when the field is known. */
function onField(
  status: number,
  owner: Owner | undefined,
  fieldMessage: (label: string) => string,
  message: string,
): ApiError {
  if (!owner) return new ApiError(status, message);
  return new ApiError(status, message, {
    [owner.name]: [fieldMessage(owner.field.label)],
  });
}

const retryable = (message: string) =>
  new ApiError(409, message, undefined, { retryable: true });

function integrityError(
  code: string,
  error: PgLikeError,
  names: SchemaNames,
): ApiError {
  const owner = names.constraint(text(error.constraint));
  const detail = text(error.detail);
  switch (code) {
    case '23505':
      return onField(
        owner ? 422 : 409,
        owner,
        (label) =>
          `Another ${owner?.resource.label.one.toLowerCase() ?? 'record'} already has this ${label.toLowerCase()}`,
        'A record with this value already exists',
      );
    case '23001':
    case '23503': {
      // PostgreSQL 15 says "is still referenced from", 17 (PGlite) "is referenced from".
      const isReferenced =
        code === '23001' || /referenced from table/.test(detail);
      if (isReferenced)
        return new ApiError(
          409,
          owner
            ? `This record is still referred to by ${owner.resource.label.many} (${owner.field.label})`
            : 'This record is still referred to by other records',
        );
      const target = owner ? names.target(owner) : undefined;
      return onField(
        409,
        owner,
        (label) =>
          `${label}: that ${target?.label.one.toLowerCase() ?? 'record'} no longer exists`,
        'The record refers to a record that no longer exists',
      );
    }
    case '23502': {
      const column = names.column(text(error.table), text(error.column));
      return onField(
        422,
        column,
        (label) => `${label} is required`,
        'A required value is missing',
      );
    }
    case '23514':
      return onField(
        422,
        owner,
        (label) => `${label} is not an allowed value`,
        'A value is out of range or not allowed',
      );
    case '23P01':
      return new ApiError(409, 'This overlaps another record');
    default:
      return new ApiError(409, 'This change conflicts with another record');
  }
}

/** Data exceptions (class 22): bad values that got past validation. */
function dataError(code: string): ApiError {
  const messages: Record<string, string> = {
    '22001': 'A text is longer than its field allows',
    '22003': 'A number is out of range',
    '22007': 'A date or time is malformed',
    '22008': 'A date or time is out of range',
    '22021': 'A text contains a character that cannot be stored',
    '22P02': 'A value has the wrong type',
    '22P05': 'A text contains a character that cannot be stored',
  };
  return new ApiError(
    422,
    messages[code] ?? 'A value is malformed or out of range',
  );
}

/**
 * The client's answer to a PostgreSQL error that input can still reach
 * past validation (a race on a unique key or a deleted parent, a value the
 * column cannot hold), each class deliberately: integrity violations name
 * the field or the records at stake (409 for a conflict with other records,
 * 422 for a value), data exceptions and oversized values are 422, and
 * serialisation failures, deadlocks and lock timeouts a 409 the client may
 * retry. No SQL reaches the client. Anything else (a defect) is undefined,
 * which the error handler answers as a 500.
 */
export function fromDatabase(
  error: PgLikeError,
  names: SchemaNames,
): ApiError | undefined {
  const code = text(error.code);
  if (!/^[0-9A-Z]{5}$/.test(code)) return undefined;
  if (code.startsWith('23')) return integrityError(code, error, names);
  if (code.startsWith('22')) return dataError(code);
  if (code === '54000')
    return new ApiError(422, 'A value is too large to be stored');
  if (code.startsWith('40') || code === '55P03')
    return retryable(
      'Another change to this record happened at the same time; try again',
    );
  return undefined;
}
