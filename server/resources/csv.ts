import { kindOf } from '../../src/registry/field-kinds/kind-table';
import type { TableModel } from '../db/table-model';

/**
 * CSV as RFC 4180 writes it, with spreadsheet formula injection defused: a
 * cell that starts with = + - @ TAB CR or NUL gets a leading apostrophe, so
 * Excel and Sheets show it as text instead of running it.
 */
const dangerous = /^[=+\-@\t\r\0]/;

/** One value as a CSV cell: arrays of ids as `1;2;3`, objects as JSON. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (Array.isArray(value) && value.every((v) => typeof v === 'number'))
    text = value.join(';');
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean')
    text = String(value);
  else text = JSON.stringify(value) ?? '';
  if (dangerous.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated. */
export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** One record as a CSV line, each value written as its field's kind writes it (ids as `1;2;3`, JSON as text). */
export function csvRecordRow(
  model: TableModel,
  names: readonly string[],
  record: Readonly<Record<string, unknown>>,
): string {
  return csvRow(
    names.map((name) => {
      const value = record[name];
      const field = model.byName.get(name)?.field;
      return value === null || value === undefined || !field
        ? value
        : kindOf(field).csv.format(value);
    }),
  );
}

/** Undoes `csvCell`'s apostrophe, so an exported file imports back unchanged. */
export function uncsvCell(text: string): string {
  return text.startsWith("'") && dangerous.test(text.slice(1))
    ? text.slice(1)
    : text;
}

/** Parses RFC 4180 text (quoted fields, doubled quotes, CRLF or LF) into rows of cells. */
export function parseCsv(input: string): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i += 1;
        continue;
      }
      cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '') {
      inQuotes = true;
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else {
      cell += ch;
    }
    i += 1;
  }
  if (inQuotes) throw new Error('A quoted cell is never closed');
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}
