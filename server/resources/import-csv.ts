import type {
  AnyResource,
  FieldSpec,
} from '../../src/registry/define-resource';
import type { AuthUser, ServerDeps } from '../context';
import type { Db } from '../db/db';
import { quoteIdent, type TableModel } from '../db/table-model';
import { ApiError, unprocessable, type FieldErrors } from '../http/errors';
import { kindOf } from '../../src/registry/field-kinds/kind-table';
import { writeAudit } from '../audit/write-audit';
import { parseCsv, uncsvCell } from './csv';
import {
  insertRecords,
  serverDefaults,
  updateRecord,
  type WireRecord,
} from './record-store';
import {
  checkReferences,
  isServerOwned,
  validateRecord,
} from './validate-record';

export interface ImportRequest {
  db: Db;
  registry: readonly AnyResource[];
  model: TableModel;
  file: Buffer;
  dryRun: boolean;
  user: AuthUser;
  ip?: string;
  /** Announces the created and updated ids in the import's transaction. */
  publish: ServerDeps['publish'];
}

/** Failures name the spreadsheet row: the header is row 1, the first record row 2. */
export interface ImportReport {
  created: number;
  updated: number;
  failed: { row: number; errors: FieldErrors }[];
  createdIds: number[];
  updatedIds: number[];
}

export const maxImportRows = 50_000;

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
function decodeText(file: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
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
  if (hasControlCharacters(text)) {
    throw unprocessable(
      { file: ['The file holds binary data, not CSV text'] },
      'The file is not a CSV file',
    );
  }
  return text;
}

/**
 * Validates every row of an uploaded CSV against the entry (the same rules
 * as the API's create and update) and, unless it is a dry run, writes all
 * rows in one transaction, which also announces them. A row with an `id`
 * updates that record; one without creates a record. Any failed row means
 * nothing is written.
 */
export async function importCsv(req: ImportRequest): Promise<ImportReport> {
  const { model } = req;
  const rows = (() => {
    try {
      return parseCsv(decodeText(req.file));
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw unprocessable(
        { file: ['The CSV is malformed: a quoted cell is never closed'] },
        'The CSV is malformed',
      );
    }
  })();
  const [header, ...records] = rows;
  if (!header || header.length === 0)
    throw unprocessable({
      file: ['The file is empty; the first row must name the columns'],
    });
  if (records.length > maxImportRows) {
    throw unprocessable({
      file: [
        `The file has ${records.length} rows; import at most ${maxImportRows} at a time`,
      ],
    });
  }
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

  const failed: ImportReport['failed'] = [];
  const creates: { row: number; values: WireRecord }[] = [];
  const updates: { row: number; id: number; values: WireRecord }[] = [];
  records.forEach((cells, index) => {
    const rowNumber = index + 2;
    const errors: FieldErrors = {};
    if (cells.length !== names.length) {
      failed.push({
        row: rowNumber,
        errors: {
          row: [`has ${cells.length} cells; the header has ${names.length}`],
        },
      });
      return;
    }
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
      if ('error' in value)
        errors[name] = [`${col.field.label} ${value.error}`];
      else body[name] = value.value;
    });
    const checked = validateRecord(
      model,
      body,
      id === undefined ? 'create' : 'patch',
    );
    Object.assign(errors, checked.errors);
    if (Object.keys(errors).length > 0) failed.push({ row: rowNumber, errors });
    else if (id === undefined)
      creates.push({ row: rowNumber, values: checked.values });
    else updates.push({ row: rowNumber, id, values: checked.values });
  });

  const pending = [...creates, ...updates];
  const errorsByRow = new Map<number, FieldErrors>();
  await checkReferences(
    req.db,
    req.registry,
    model,
    pending.map((p) => p.values),
    (i) => {
      const row = pending[i]?.row ?? 0;
      return errorsByRow.get(row) ?? errorsByRow.set(row, {}).get(row) ?? {};
    },
  );
  if (updates.length > 0) {
    const { rows: found } = await req.db.query<{ id: number }>(
      `SELECT id FROM ${quoteIdent(model.table)} WHERE id = ANY($1::bigint[])`,
      [updates.map((u) => u.id)],
    );
    const existing = new Set(found.map((r) => r.id));
    for (const u of updates) {
      if (!existing.has(u.id)) {
        const errors = errorsByRow.get(u.row) ?? {};
        errors.id = [
          `no ${model.resource.label.one.toLowerCase()} with id ${u.id}`,
        ];
        errorsByRow.set(u.row, errors);
      }
    }
  }
  for (const [row, errors] of errorsByRow) failed.push({ row, errors });
  failed.sort((a, b) => a.row - b.row);

  const report: ImportReport = {
    created: creates.length,
    updated: updates.length,
    failed,
    createdIds: [],
    updatedIds: [],
  };
  if (req.dryRun || failed.length > 0) return report;

  await req.db.transaction(async (tx) => {
    for (let i = 0; i < creates.length; i += 500) {
      const batch = creates
        .slice(i, i + 500)
        .map((c) => ({ ...serverDefaults(model, req.user.id), ...c.values }));
      const inserted = await insertRecords(tx, model, batch);
      report.createdIds.push(...inserted.map((r) => Number(r.id)));
    }
    for (const u of updates) {
      if (Object.keys(u.values).length === 0) continue;
      await updateRecord(tx, model, u.id, u.values);
      report.updatedIds.push(u.id);
    }
    await writeAudit(tx, req.registry, {
      actorId: req.user.id,
      kind: 'IMPORT',
      resource: model.resource.name,
      recordId: null,
      after: { created: report.created, updated: report.updated },
      ip: req.ip,
    });
    const resource = model.resource.name;
    await req.publish(
      tx,
      ...(report.createdIds.length > 0
        ? [{ resource, type: 'created' as const, ids: report.createdIds }]
        : []),
      ...(report.updatedIds.length > 0
        ? [{ resource, type: 'updated' as const, ids: report.updatedIds }]
        : []),
    );
  });
  return report;
}
