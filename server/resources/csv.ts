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

/** RFC 4180 text read a piece at a time: `push` each piece in order, then `end`. */
export interface CsvReader {
  /**
   * The rows the piece completes, blank lines left out. Every fraction of
   * a millisecond of work (a row of a million cells, a file of blank
   * lines) it yields `null`: a point where a caller can pause.
   */
  push(piece: string): Generator<string[] | null>;
  /** The last row, when the text does not end with a line break. */
  end(): string[] | undefined;
}

/**
 * Reads RFC 4180 text (quoted fields, doubled quotes, CRLF or LF) given in
 * pieces of any size, as a stream arrives: a quoted cell, a doubled quote
 * or a CRLF may span two pieces. A row with more than `maxCells` cells is
 * a CsvFormatError, before it can grow into a huge array.
 */
export function csvReader(maxCells = Infinity): CsvReader {
  let rowsRead = 0;
  let row: string[] = [];
  let cell = '';
  let isStart = true;
  let inQuotes = false;
  /** A quote inside a quoted cell, which the next character makes a doubled quote or the closing one. */
  let quoteSeen = false;
  /** A row ended on CR, and an LF right after it belongs to that line break. */
  let afterCarriageReturn = false;
  const endCell = () => {
    if (row.length === maxCells) {
      throw new CsvFormatError(
        `row ${rowsRead + 1} has more than ${maxCells} cells`,
      );
    }
    row.push(cell);
    cell = '';
  };
  /** The row just ended, or undefined for a blank line. */
  const endRow = (): string[] | undefined => {
    endCell();
    const ended = row;
    row = [];
    if (ended.length === 1 && ended[0] === '') return undefined;
    rowsRead += 1;
    return ended;
  };

  function* push(piece: string): Generator<string[] | null> {
    const text =
      isStart && piece.charCodeAt(0) === 0xfeff ? piece.slice(1) : piece;
    if (text !== '') isStart = false;
    const end = text.length;
    let work = 0;
    let i = 0;
    while (i < end) {
      work += 1;
      if (work >= workPerPause) {
        work = 0;
        yield null;
      }
      if (afterCarriageReturn) {
        afterCarriageReturn = false;
        if (text.charCodeAt(i) === lineFeed) {
          i += 1;
          continue;
        }
      }
      if (quoteSeen) {
        quoteSeen = false;
        if (text.charCodeAt(i) === quote) {
          cell += '"';
          i += 1;
          continue;
        }
        inQuotes = false;
      }
      if (inQuotes) {
        // A quoted cell runs to the first quote that is not doubled.
        const close = text.indexOf('"', i);
        const stop = close === -1 ? end : close;
        cell += text.slice(i, stop);
        work += (stop - i) >> 6;
        i = stop + 1;
        quoteSeen = close !== -1;
        continue;
      }
      if (text.charCodeAt(i) === quote && cell === '') {
        inQuotes = true;
        i += 1;
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
        afterCarriageReturn = code === carriageReturn;
        const ended = endRow();
        if (ended) yield ended;
      }
    }
  }

  return {
    push,
    end() {
      if (inQuotes && !quoteSeen)
        throw new CsvFormatError('a quoted cell is never closed');
      return cell !== '' || row.length > 0 ? endRow() : undefined;
    },
  };
}

/** Reads RFC 4180 text held whole, as `csvReader` does in pieces. */
export function* csvRows(
  input: string,
  maxCells = Infinity,
): Generator<string[] | null> {
  const reader = csvReader(maxCells);
  yield* reader.push(input);
  const last = reader.end();
  if (last) yield last;
}

/** Parses RFC 4180 text into rows of cells, blank lines left out. */
export function parseCsv(input: string): string[][] {
  return [...csvRows(input)].filter((row) => row !== null);
}
