import type {
  AnyResource,
  FieldSpec,
} from '../../src/registry/define-resource';
import type { Db } from '../db/db';
import { quoteIdent, type TableModel } from '../db/table-model';
import { unprocessable, type FieldErrors } from '../http/errors';
import { kindOf } from '../../src/registry/field-kinds/kind-table';
import { CsvFormatError, csvReader, uncsvCell } from './csv';
import { createPacer, type Pace } from './event-loop-pacer';
import { failedRows, type FailedRow, type FailedRows } from './failed-rows';
import type { ImportFile } from './import-file';
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
  file: ImportFile;
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

export const maxImportRows = 100_000;
/** A screen can show this many failed rows; the rest are counted, not listed (nor built). */
const maxListedFailures = 1_000;
/** Far more columns than any resource has (the widest, about 30): a wider row is no row of records, and would only grow a huge array. */
const maxCellsPerRow = 1_000;
/**
 * How long an import's check or write runs before it lets other requests
 * in. A request needs a few event loop turns, each of which may wait out
 * one slice: with 5 ms the worst /health answer during a 50,000-row check
 * was 25–60 ms on a calm 2-core machine (450–740 ms unsliced), and the
 * pauses add a few percent to the import's own time.
 */
export const importSliceMs = 5;
/** Rows whose stored records (references, an update's id) are looked up together: one query per table. */
const lookupBatch = 2_000;

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

/**
 * The file as text, a piece at a time. Text that is not UTF-8, or carries
 * NUL or other control bytes, is a binary file under a .csv name.
 */
async function* textOf(file: ImportFile): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (bytes?: Uint8Array): string => {
    try {
      return decoder.decode(bytes, { stream: bytes !== undefined });
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
  };
  const checked = (piece: string): string => {
    if (!hasControlCharacters(piece)) return piece;
    throw unprocessable(
      { file: ['The file holds binary data, not CSV text'] },
      'The file is not a CSV file',
    );
  };
  for await (const bytes of file.read()) yield checked(decode(bytes));
  // A character cut short at the very end is no UTF-8 either.
  yield checked(decode());
}

/** The file's rows of cells, read as it is decoded, pausing as `pace` says; a malformed file is a 422. */
async function* rowsOf(file: ImportFile, pace: Pace): AsyncGenerator<string[]> {
  const reader = csvReader(maxCellsPerRow);
  try {
    for await (const piece of textOf(file)) {
      for (const cells of reader.push(piece)) {
        await pace();
        if (cells !== null) yield cells;
      }
    }
    const last = reader.end();
    if (last) yield last;
  } catch (error) {
    if (!(error instanceof CsvFormatError)) throw error;
    throw unprocessable(
      { file: [`The CSV is malformed: ${error.message}`] },
      'The CSV is malformed',
    );
  }
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

/** A record row that passed the entry's rules: a create without an `id`, an update with one. */
interface ValidRow {
  /** The spreadsheet row. */
  row: number;
  id: number | undefined;
  values: WireRecord;
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
 * The file's record rows, each checked on its own against the entry; a
 * header that does not match it, or a file of more than `maxImportRows`
 * rows, refuses the file.
 */
async function* checkedRows(
  file: ImportFile,
  model: TableModel,
  pace: Pace,
): AsyncGenerator<{ row: number } & CheckedRow> {
  let names: string[] | undefined;
  let rowsRead = 0;
  for await (const cells of rowsOf(file, pace)) {
    if (!names) {
      names = checkHeader(model, cells);
      continue;
    }
    rowsRead += 1;
    if (rowsRead > maxImportRows) {
      throw unprocessable({
        file: [
          `The file has more than ${maxImportRows} rows; import at most ${maxImportRows} at a time`,
        ],
      });
    }
    yield { row: rowsRead + 1, ...checkRow(model, names, cells) };
  }
  if (!names)
    throw unprocessable({
      file: ['The file is empty; the first row must name the columns'],
    });
}

/**
 * Checks every row of an uploaded CSV against the entry (the same rules as
 * the API's create and update) and the records it names, without writing:
 * a dry run answers with this, and an import writes the file
 * (`importBatches`) when no row failed. A row with an `id` updates that
 * record; one without creates a record. The file is read a piece at a
 * time and its rows looked up in batches, so memory holds one batch
 * whatever the file's length.
 */
export async function checkCsvImport(
  req: ImportCheckRequest,
): Promise<ImportReport> {
  // 100,000 rows take a second or two to check, which no other request
  // should wait for: every loop below pauses once a slice is spent.
  const pace = createPacer(importSliceMs);
  const failures = failedRows(maxListedFailures);
  let rowsChecked = 0;
  let created = 0;
  let updated = 0;
  let batch: ValidRow[] = [];
  const lookUp = async () => {
    await failMissingRecords(req, batch, failures, pace);
    batch = [];
  };
  for await (const checked of checkedRows(req.file, req.model, pace)) {
    rowsChecked += 1;
    if ('errors' in checked) {
      failures.add(checked.row, checked.errors);
      continue;
    }
    if (checked.id === undefined) created += 1;
    else updated += 1;
    batch.push(checked);
    if (batch.length === lookupBatch) await lookUp();
  }
  await lookUp();
  return {
    created,
    updated,
    failed: failures.first(),
    failedCount: failures.count,
    rowsChecked,
  };
}

/**
 * Fails the rows of a batch that name records that do not exist: an
 * update's own id, or a reference. Each such row is failed once.
 */
async function failMissingRecords(
  req: ImportCheckRequest,
  batch: readonly ValidRow[],
  failures: FailedRows,
  pace: Pace,
): Promise<void> {
  if (batch.length === 0) return;
  const { model } = req;
  const updates = batch.flatMap(({ id }) => (id === undefined ? [] : [id]));
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
    batch.map((v) => v.values),
    (index) => {
      const { row, id } = batch[index] ?? { row: 0, id: undefined };
      const errors = missingIdErrors(id);
      referenceFailed.add(row);
      failures.add(row, errors);
      return errors;
    },
    pace,
  );
  for (const { row, id } of batch)
    if (id !== undefined && missingIds.has(id) && !referenceFailed.has(row))
      failures.add(row, missingIdErrors(id));
}

/** What one batch of a checked file writes. */
export interface ImportBatch {
  creates: WireRecord[];
  updates: { id: number; values: WireRecord }[];
}

/**
 * The rows of a file that passed `checkCsvImport`, read again in batches
 * of `size`, for `importChange` to write as it reads. The references were
 * looked up by the check; the database's foreign keys refuse one deleted
 * since.
 */
export async function* importBatches(
  file: ImportFile,
  model: TableModel,
  size: number,
): AsyncGenerator<ImportBatch> {
  const pace = createPacer(importSliceMs);
  let batch: ImportBatch = { creates: [], updates: [] };
  let rows = 0;
  for await (const checked of checkedRows(file, model, pace)) {
    // The same rows of the same file, checked by the same rules, pass again.
    if ('errors' in checked)
      throw new Error(`Row ${checked.row} of a checked file failed its check`);
    const { id, values } = checked;
    if (id === undefined) batch.creates.push(values);
    else batch.updates.push({ id, values });
    rows += 1;
    if (rows % size === 0) {
      yield batch;
      batch = { creates: [], updates: [] };
    }
  }
  if (rows % size !== 0) yield batch;
}

/** The ids among the updates' that name no stored record. */
async function missingRecordIds(
  db: Db,
  model: TableModel,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows: found } = await db.query<{ id: number }>(
    `SELECT id FROM ${quoteIdent(model.table)} WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  const existing = new Set(found.map((r) => r.id));
  return new Set(ids.filter((id) => !existing.has(id)));
}
