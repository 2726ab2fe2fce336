import { kindOf } from '../../src/registry/field-kinds/kind-table';
import type { TableModel } from '../db/table-model';

/**
 * CSV as RFC 4180 writes it, with spreadsheet formula injection defused: a
 * cell that starts with = + - @ TAB CR or NUL gets a leading apostrophe, so
 * Excel and Sheets show it as text instead of running it.
 */
const dangerous = /^[=+\-@\t\r\0]/;
/**
 * A plain decimal ("-12.50") runs nothing, and an apostrophe would turn a
 * refund's negative amount into text that no column sum counts.
 */
const plainNumber = /^-?\d+(\.\d+)?$/;

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
  if (dangerous.test(text) && !plainNumber.test(text)) text = `'${text}`;
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

const quote = 0x22;
const comma = 0x2c;
const lineFeed = 0x0a;
const carriageReturn = 0x0d;

/** A file that is not CSV as RFC 4180 writes it, or not one an import reads. */
export class CsvFormatError extends Error {}

/** Characters of plain text scanned in one step, so that a 10 MB cell has pause points too. */
const charsPerStep = 65_536;
/** Work units (a cell, a line break, a doubled quote, 64 characters scanned) between pause points: well under a millisecond. */
const workPerPause = 8_192;

/**
 * Reads RFC 4180 text (quoted fields, doubled quotes, CRLF or LF) one row at
 * a time, blank lines left out. Between rows, and every fraction of a
 * millisecond of work inside one (a row of a million cells, a file of
 * blank lines), it yields `null`: a point where a caller can pause. A row
 * with more than `maxCells` cells is a CsvFormatError, before it can grow
 * into a huge array.
 */
export function* csvRows(
  input: string,
  maxCells = Infinity,
): Generator<string[] | null> {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const end = text.length;
  let rowsRead = 0;
  let row: string[] = [];
  let cell = '';
  let work = 0;
  let i = 0;
  const endCell = () => {
    if (row.length === maxCells) {
      throw new CsvFormatError(
        `row ${rowsRead + 1} has more than ${maxCells} cells`,
      );
    }
    row.push(cell);
    cell = '';
  };
  const isBlank = () => row.length === 1 && row[0] === '';
  while (i < end) {
    work += 1;
    if (work >= workPerPause) {
      work = 0;
      yield null;
    }
    if (text.charCodeAt(i) === quote && cell === '') {
      // A quoted cell runs to the first quote that is not doubled. Its text
      // is cut out in pieces that end after a doubled quote, and undoubled
      // a piece at a time: little garbage, and no one step is long.
      let from = i + 1;
      let close = text.indexOf('"', from);
      while (close !== -1 && text.charCodeAt(close + 1) === quote) {
        if (close + 2 - from >= charsPerStep) {
          cell += text.slice(from, close + 2).replaceAll('""', '"');
          from = close + 2;
        }
        close = text.indexOf('"', close + 2);
        work += 1;
        if (work >= workPerPause) {
          work = 0;
          yield null;
        }
      }
      if (close === -1)
        throw new CsvFormatError('a quoted cell is never closed');
      cell += text.slice(from, close).replaceAll('""', '"');
      work += (close - i) >> 6;
      i = close + 1;
      continue;
    }
    // Most cells are short, and a character loop beats a regex call on them.
    const limit = Math.min(end, i + charsPerStep);
    let stop = i;
    let code = text.charCodeAt(stop);
    while (
      stop < limit &&
      code !== comma &&
      code !== lineFeed &&
      code !== carriageReturn &&
      code !== quote
    ) {
      stop += 1;
      code = text.charCodeAt(stop);
    }
    cell += text.slice(i, stop);
    work += (stop - i) >> 6;
    i = stop;
    if (stop === limit) continue;
    i += 1;
    if (code === comma) {
      endCell();
    } else if (code === quote) {
      // A quote inside an unquoted cell is an ordinary character.
      cell += '"';
    } else {
      if (code === carriageReturn && text.charCodeAt(i) === lineFeed) i += 1;
      endCell();
      if (!isBlank()) {
        rowsRead += 1;
        yield row;
      }
      row = [];
    }
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    if (!isBlank()) yield row;
  }
}

/** Parses RFC 4180 text into rows of cells, blank lines left out. */
export function parseCsv(input: string): string[][] {
  return [...csvRows(input)].filter((row) => row !== null);
}
