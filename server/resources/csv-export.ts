import type { AnyResource } from '../../src/registry/define-resource';
import { defaultColumnNames } from '../../src/registry/list-extras';
import type { AuthUser } from '../context';
import type { Db } from '../db/db';
import {
  resolveTarget,
  type ColumnModel,
  type TableModel,
} from '../db/table-model';
import { unprocessable } from '../http/errors';
import { single } from '../http/list-query';
import { csvRecordRow, csvRow } from './csv';
import { readableCell, readableHeader } from './readable-cells';
import { referenceTitles } from './reference-titles';
import type { WireRecord } from './record-store';

/**
 * The two forms of a CSV export (`?format=`). `readable`, the default, is
 * what the grid shows, for people: labels, ringgit, names, local times.
 * `raw` is the machine form (field names, sen, ids, enum codes, UTC
 * instants) that the import reads back.
 */
export type ExportFormat = 'readable' | 'raw';

/** The `format` an export asks for; anything but `readable` or `raw` is a 422. */
export function exportFormat(query: Record<string, unknown>): ExportFormat {
  if (query.format === undefined) return 'readable';
  const format = single(query.format);
  if (format === 'readable' || format === 'raw') return format;
  throw unprocessable({ format: ['must be readable or raw'] });
}

/** Who exports, for the reference titles they may read. */
export interface ExportReader {
  db: Db;
  registry: readonly AnyResource[];
  user: AuthUser;
}

/** A CSV export's header, and its lines a batch of records at a time. */
export interface CsvWriter {
  header: string;
  lines(records: readonly WireRecord[]): Promise<string>;
}

/**
 * A readable export's columns: the grid's by default, in its order (a
 * table's id first, as the grid draws it), then the fields the grid hides,
 * since a file is also where people look for them. A report's hidden fields
 * are its range and scope filters, empty on its rows, so they stay out; so
 * does a record's version, which is bookkeeping for writes.
 */
function readableColumns(model: TableModel): ColumnModel[] {
  const resource = model.resource;
  const shown = defaultColumnNames(resource);
  const names = resource.report
    ? shown
    : [
        'id',
        ...shown.filter((name) => name !== 'id'),
        ...model.columns
          .map((c) => c.name)
          .filter((name) => name !== 'version' && !shown.includes(name)),
      ];
  return names.flatMap((name) => model.byName.get(name) ?? []);
}

function rawWriter(model: TableModel): CsvWriter {
  const names = model.columns.map((c) => c.name);
  return {
    header: csvRow(names),
    lines: (records) =>
      Promise.resolve(
        records.map((record) => csvRecordRow(model, names, record)).join(''),
      ),
  };
}

function readableWriter(
  { db, registry, user }: ExportReader,
  model: TableModel,
): CsvWriter {
  const columns = readableColumns(model);
  const targets = new Map(
    columns.flatMap(({ name, field }) =>
      field.kind === 'reference' || field.kind === 'references'
        ? [[name, resolveTarget(registry, field.to)] as const]
        : [],
    ),
  );
  const references = [...targets.keys()];
  return {
    header: csvRow(columns.map((c) => readableHeader(c.field))),
    async lines(records) {
      // One query per reference field for the whole batch; a target the
      // caller may not read answers no titles, so its cells stay `#id`.
      const titles =
        references.length > 0
          ? await referenceTitles(
              db,
              registry,
              user,
              model,
              records,
              references,
            )
          : {};
      return records
        .map((record) =>
          csvRow(
            columns.map(({ name, field }) => {
              const value = record[name];
              return value === null || value === undefined
                ? ''
                : readableCell(field, value, {
                    target: targets.get(name),
                    titles: titles[name],
                  });
            }),
          ),
        )
        .join('');
    },
  };
}

/** The writer of an export of `model`'s records in `format`. */
export function csvWriter(
  reader: ExportReader,
  model: TableModel,
  format: ExportFormat,
): CsvWriter {
  return format === 'raw' ? rawWriter(model) : readableWriter(reader, model);
}
