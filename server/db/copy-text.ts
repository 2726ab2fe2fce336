import type { AnyResource } from '../../src/registry/define-resource';
import { isJson } from '../resources/record-store';
import type { Db } from './db';
import { quoteIdent, tableModel } from './table-model';

/** COPY's text format escapes backslashes and the characters that end a cell or a row. */
const escapeCopy = (text: string) =>
  text.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );

/** An element of an array literal: numbers bare, text quoted. */
const arrayElement = (value: unknown) =>
  typeof value === 'number'
    ? String(value)
    : `"${String(value).replace(/["\\]/g, (c) => `\\${c}`)}"`;

/** One cell as COPY reads it: `\N` for null, `t`/`f`, `{…}` for an array (a JSON field is written as its text by the caller). */
function copyCell(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return escapeCopy(`{${value.map(arrayElement).join(',')}}`);
  if (typeof value === 'string') return escapeCopy(value);
  // toParam leaves only scalars and arrays: a JSON field arrives as its text.
  throw new Error(`no COPY form for ${JSON.stringify(value)}`);
}

/**
 * Writes generated rows of one resource with COPY. Every row must carry the
 * same fields (the streamed tables' rows do: each starts from a generic row
 * that sets all of them), so no cell falls back to a column default.
 */
export async function copyRows(
  db: Db,
  resource: AnyResource,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = tableModel(resource).columns.filter(
    (c) => first[c.name] !== undefined,
  );
  // Each column's writer is chosen once, not per cell: a 10M-order seed writes 400M cells.
  const cells = columns.map((c) => {
    const json = isJson(c.field);
    return (value: unknown) => {
      if (value === undefined)
        throw new Error(
          `${resource.name} has a row without ${c.name}, which its first row has`,
        );
      return json && value !== null
        ? escapeCopy(JSON.stringify(value))
        : copyCell(value);
    };
  });
  const names = columns.map((c) => c.name);
  const lines = rows.map((row) => {
    let line = '';
    for (let k = 0; k < names.length; k += 1)
      line += `${k === 0 ? '' : '\t'}${cells[k]?.(row[names[k] ?? ''])}`;
    return line;
  });
  await db.copyFrom(
    `${quoteIdent(tableModel(resource).table)} (${columns.map((c) => quoteIdent(c.column)).join(', ')})`,
    `${lines.join('\n')}\n`,
  );
}
