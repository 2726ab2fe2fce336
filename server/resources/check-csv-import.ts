import type {
  AnyResource,
  FieldSpec,
} from '../../src/registry/define-resource';
import type { Db } from '../db/db';
import { quoteIdent, type TableModel } from '../db/table-model';
import { unprocessable, type FieldErrors } from '../http/errors';
import { kindOf } from '../../src/registry/field-kinds/kind-table';
import { CsvFormatError, csvRows, uncsvCell } from './csv';
import { createPacer, type Pace } from './event-loop-pacer';
import { failedRows, type FailedRow } from './failed-rows';
import type { WireRecord } from './record-store';
import {
  checkReferences,
  isServerOwned,
  validateRecord,
} from './validate-record';

export interface ImportCheckRequest {
  db: Db;
  registry: readonly AnyResource[];
  model: TableModel;
  file: Buffer;
}

/** Failures name the spreadsheet row: the header is row 1, the first record row 2. */
export interface ImportReport {
  created: number;
  updated: number;
  /** The first `maxListedFailures` failed rows, lowest row first. */
  failed: FailedRow[];
  /** All failed rows, listed or not. */
  failedCount: number;
  /** Record rows read, the header not counted. */
  rowsChecked: number;
}

/** The report, and the rows to write when none failed. */
export interface ImportCheck {
  report: ImportReport;
  creates: WireRecord[];
  updates: { id: number; values: WireRecord }[];
}

export const maxImportRows = 50_000;
/** A screen can show this many failed rows; the rest are counted, not listed (nor built). */
const maxListedFailures = 1_000;
/** Far more columns than any resource has (the widest, about 30): a wider row is no row of records, and would only grow a huge array. */
const maxCellsPerRow = 1_000;
/**
 * How long the check runs before it lets other requests in. A request needs
 * a few event loop turns, each of which may wait out one slice: with 5 ms
 * the worst /health answer during a 50,000-row check was 25–60 ms on a calm
 * 2-core machine (450–740 ms unsliced), and the pauses add a few percent
 * to the import's own time.
 */
const sliceMs = 5;
/** Decoded in pieces this size (about 10 ms of work each), so a 10 MB file has pause points. */
const decodeChunkBytes = 1024 * 1024;

/** One cell as the value it means; the header names its field. */
function cellValue(
  field: FieldSpec,
  raw: string,
): { value: unknown } | { error: string } {
  const text = uncsvCell(raw);
  const { csv } = kindOf(field);
  return text === '' ? { value: csv.empty } : csv.parse(field, text);
}

/** NUL and the other C0 controls a text file never holds (TAB, LF, FF and CR aside). */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (
      code < 0x20 &&
      code !== 0x09 &&
      code !== 0x0a &&
      code !== 0x0c &&
      code !== 0x0d
    )
      return true;
  }
  return false;
}

/** Text that is not UTF-8, or carries NUL or other control bytes, is a binary file under a .csv name. */
async function decodeText(file: Buffer, pace: Pace): Promise<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parts: string[] = [];
  let isText = true;
  try {
    for (let at = 0; at < file.length && isText; at += decodeChunkBytes) {
      await pace();
      const part = decoder.decode(file.subarray(at, at + decodeChunkBytes), {
        stream: true,
      });
      isText = !hasControlCharacters(part);
      parts.push(part);
    }
    parts.push(decoder.decode());
  } catch {
    throw unprocessable(
      {
        file: [
          'The file is not UTF-8 text; save it as CSV UTF-8 and try again',
        ],
      },
      'The file is not UTF-8 text',
    );
  }
  if (!isText) {
    throw unprocessable(
      { file: ['The file holds binary data, not CSV text'] },
      'The file is not a CSV file',
    );
  }
  return parts.join('');
}

/** The header's column names; unknown or repeated columns refuse the file. */
function checkHeader(model: TableModel, header: readonly string[]): string[] {
  const names = header.map((h) => h.trim());
  // Column names go back in the message: cut short, so a hostile header never comes back whole.
  const shown = (name: string) =>
    name.length > 40 ? `${name.slice(0, 40)}…` : name;
  const unknown = names.filter((n) => !model.byName.has(n)).map(shown);
  const duplicate = names
    .filter((n, i) => names.indexOf(n) !== i)
    .slice(0, 10)
    .map(shown);
  if (unknown.length > 0 || duplicate.length > 0) {
    const expected = model.columns.map((c) => c.name).join(', ');
    throw unprocessable(
      {
        header: [
          ...(unknown.length > 0
            ? [
                `Unknown columns ${unknown.slice(0, 10).join(', ')}; expected some of ${expected}`,
              ]
            : []),
          ...(duplicate.length > 0
            ? [`Columns named twice: ${duplicate.join(', ')}`]
            : []),
        ],
      },
      'The header row does not match this resource',
    );
  }
  return names;
}

type CheckedRow =
  { errors: FieldErrors } | { id: number | undefined; values: WireRecord };

/** One record row against the entry's rules: a create without an `id`, an update with one. */
function checkRow(
  model: TableModel,
  names: readonly string[],
  cells: readonly string[],
): CheckedRow {
  if (cells.length !== names.length) {
    return {
      errors: {
        row: [`has ${cells.length} cells; the header has ${names.length}`],
      },
    };
  }
  const errors: FieldErrors = {};
  let id: number | undefined;
  const body: WireRecord = {};
  names.forEach((name, i) => {
    const col = model.byName.get(name);
    const raw = cells[i] ?? '';
    if (!col) return;
    if (name === 'id') {
      if (raw.trim() === '') return;
      const n = Number(raw);
      if (Number.isSafeInteger(n) && n > 0) id = n;
      else errors.id = ['must be the id of a record, or empty to create one'];
      return;
    }
    // Exported read-only columns (codes, timestamps) come back in the file; they are not imported.
    if (isServerOwned(name, col.field)) return;
    const value = cellValue(col.field, raw);
    if ('error' in value) errors[name] = [`${col.field.label} ${value.error}`];
    else body[name] = value.value;
  });
  const checked = validateRecord(
    model,
    body,
    id === undefined ? 'create' : 'patch',
  );
  Object.assign(errors, checked.errors);
  return Object.keys(errors).length > 0
    ? { errors }
    : { id, values: checked.values };
}

/**
 * Checks every row of an uploaded CSV against the entry (the same rules as
 * the API's create and update) and the records it names, without writing:
 * a dry run answers with this, an import writes the rows (`importChange`)
 * when none failed. A row with an `id` updates that record; one without
 * creates a record.
 */
export async function checkCsvImport(
  req: ImportCheckRequest,
): Promise<ImportCheck> {
  const { model } = req;
  // 50,000 rows take a few hundred milliseconds to check, which no other
  // request should wait for: every loop below pauses once a slice is spent.
  const pace = createPacer(sliceMs);
  const text = await decodeText(req.file, pace);
  const failures = failedRows(maxListedFailures);
  const valid: { row: number; id: number | undefined; values: WireRecord }[] =
    [];
  let names: string[] | undefined;
  let rowsChecked = 0;
  try {
    for (const cells of csvRows(text, maxCellsPerRow)) {
      await pace();
      if (cells === null) continue;
      if (!names) {
        names = checkHeader(model, cells);
        continue;
      }
      rowsChecked += 1;
      if (rowsChecked > maxImportRows) {
        throw unprocessable({
          file: [
            `The file has more than ${maxImportRows} rows; import at most ${maxImportRows} at a time`,
          ],
        });
      }
      const row = rowsChecked + 1;
      const checked = checkRow(model, names, cells);
      if ('errors' in checked) failures.add(row, checked.errors);
      else valid.push({ row, ...checked });
    }
  } catch (error) {
    if (!(error instanceof CsvFormatError)) throw error;
    throw unprocessable(
      { file: [`The CSV is malformed: ${error.message}`] },
      'The CSV is malformed',
    );
  }
  if (!names)
    throw unprocessable({
      file: ['The file is empty; the first row must name the columns'],
    });

  const creates = valid.filter((v) => v.id === undefined);
  const updates = valid.flatMap((v) =>
    v.id === undefined ? [] : [{ ...v, id: v.id }],
  );
  // The valid rows can still name records that do not exist: an update's
  // own id, or a reference. Each such row is added to the failures once.
  const missingIds = await missingRecordIds(req.db, model, updates);
  const missingIdErrors = (id: number | undefined): FieldErrors =>
    id !== undefined && missingIds.has(id)
      ? { id: [`no ${model.resource.label.one.toLowerCase()} with id ${id}`] }
      : {};
  const referenceFailed = new Set<number>();
  await checkReferences(
    req.db,
    req.registry,
    model,
    valid.map((v) => v.values),
    (index) => {
      const { row, id } = valid[index] ?? { row: 0, id: undefined };
      const errors = missingIdErrors(id);
      referenceFailed.add(row);
      failures.add(row, errors);
      return errors;
    },
    pace,
  );
  for (const { row, id } of updates)
    if (missingIds.has(id) && !referenceFailed.has(row))
      failures.add(row, missingIdErrors(id));

  return {
    report: {
      created: creates.length,
      updated: updates.length,
      failed: failures.first(),
      failedCount: failures.count,
      rowsChecked,
    },
    creates: creates.map((c) => c.values),
    updates: updates.map(({ id, values }) => ({ id, values })),
  };
}

/** The ids among the updates' that name no stored record. */
async function missingRecordIds(
  db: Db,
  model: TableModel,
  updates: readonly { id: number }[],
): Promise<Set<number>> {
  if (updates.length === 0) return new Set();
  const { rows: found } = await db.query<{ id: number }>(
    `SELECT id FROM ${quoteIdent(model.table)} WHERE id = ANY($1::bigint[])`,
    [updates.map((u) => u.id)],
  );
  const existing = new Set(found.map((r) => r.id));
  return new Set(updates.map((u) => u.id).filter((id) => !existing.has(id)));
}
