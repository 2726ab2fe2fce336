import { createHash } from 'node:crypto';
import type { AnyResource } from '../../src/registry/define-resource';
import { kindOf } from '../../src/registry/field-kinds/kind-table';
import {
  hasTable,
  quoteIdent,
  isImplicitField,
  resolveTarget,
  tableModel,
  type ColumnModel,
  type TableModel,
} from './table-model';

/** The DDL of one table, in the three phases `migrate` runs across all tables. */
export interface TableDdl {
  table: string;
  /** CREATE TABLE with the implicit columns only, so foreign keys never wait on order. */
  create: string[];
  /** ADD COLUMN IF NOT EXISTS per field, with its type, checks and foreign key. */
  columns: string[];
  /** CREATE INDEX IF NOT EXISTS for filterable, sortable, searchable and key columns (trigram for `q`). */
  indexes: string[];
  /** Hash of every statement above; a changed entry re-runs its (idempotent) DDL. */
  hash: string;
}

const onDeleteSql = {
  restrict: 'RESTRICT',
  cascade: 'CASCADE',
  'set-null': 'SET NULL',
} as const;

function columnDefinition(
  registry: readonly AnyResource[],
  model: TableModel,
  col: ColumnModel,
): string {
  const { field } = col;
  const kind = kindOf(field);
  const parts = [
    quoteIdent(col.column),
    kind.sqlType(field),
    ...kind.sqlConstraints(field, quoteIdent(col.column)),
  ];
  if (field.unique) parts.push('UNIQUE');
  if (field.kind === 'reference') {
    const target = resolveTarget(registry, field.to);
    if (target && hasTable(target)) {
      const onDelete = onDeleteSql[field.onDelete ?? 'restrict'];
      parts.push(
        `REFERENCES ${quoteIdent(tableModel(target).table)} (id) ON DELETE ${onDelete}`,
      );
    }
  }
  return `ALTER TABLE ${quoteIdent(model.table)} ADD COLUMN IF NOT EXISTS ${parts.join(' ')}`;
}

/** Options of `schemaFromRegistry`. */
export interface SchemaOptions {
  /** pg_trgm's GIN operator class, schema-qualified (`trigramOperatorClass`). */
  trigramOps: string;
}

/**
 * The text fields `q` searches with `LIKE '%…%'`, per table: the entry's own
 * searchable ones and those other entries reach through a reference's
 * `searchBy` (the users' name, phone and e-mail, for orders).
 */
function searchedFields(
  registry: readonly AnyResource[],
): Map<AnyResource, Set<string>> {
  const out = new Map<AnyResource, Set<string>>();
  const mark = (resource: AnyResource | undefined, field: string) => {
    if (!resource || !hasTable(resource)) return;
    const spec = resource.fields[field];
    if (!spec || kindOf(spec).family !== 'text') return;
    let fields = out.get(resource);
    if (!fields) out.set(resource, (fields = new Set()));
    fields.add(field);
  };
  for (const resource of registry) {
    for (const [name, spec] of Object.entries(resource.fields)) {
      if (spec.searchable) mark(resource, name);
      if (spec.kind === 'reference')
        for (const field of spec.searchBy ?? [])
          mark(resolveTarget(registry, spec.to), field);
    }
  }
  return out;
}

function indexes(
  model: TableModel,
  searched: ReadonlySet<string>,
  trigramOps: string,
): string[] {
  const table = quoteIdent(model.table);
  const out: string[] = [];
  const add = (suffix: string, expression: string) => {
    const name = quoteIdent(`${model.table}_${suffix}_idx`.slice(0, 63));
    out.push(`CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${expression})`);
  };
  add('created_at', '"created_at" DESC, "id" DESC');
  for (const col of model.columns) {
    const { field } = col;
    // `q` matches anywhere in the text, which only a trigram index serves
    // (a unique column's own index serves equality, not this).
    if (searched.has(col.name)) {
      const name = quoteIdent(`${model.table}_${col.column}_trgm`.slice(0, 63));
      out.push(
        `CREATE INDEX IF NOT EXISTS ${name} ON ${table} USING gin (lower(${quoteIdent(col.column)}) ${trigramOps})`,
      );
    }
    if (col.name === 'id' || col.name === 'createdAt' || field.unique) continue;
    const kind = kindOf(field);
    const isKey = field.kind === 'reference';
    const isFiltered =
      (field.filter?.length ?? 0) > 0 || field.sortable === true;
    if (kind.index !== 'btree') {
      if (isFiltered && kind.index === 'gin') {
        out.push(
          `CREATE INDEX IF NOT EXISTS ${quoteIdent(`${model.table}_${col.column}_gin`.slice(0, 63))} ON ${table} USING gin (${quoteIdent(col.column)})`,
        );
      }
      continue;
    }
    if (isKey || isFiltered) add(col.column, quoteIdent(col.column));
    // Prefix search (startsWith, q) compares lower(); a pattern-ops index serves LIKE 'x%'.
    const isText = kind.family === 'text';
    if (isText && (field.searchable || field.filter?.includes('startsWith'))) {
      add(
        `${col.column}_lower`,
        `lower(${quoteIdent(col.column)}) text_pattern_ops`,
      );
    }
  }
  return out;
}

/**
 * The DDL for every table resource of the registry (reports and saved views
 * have none): snake_case names, an identity id, timestamps, column types by
 * field kind, NOT NULL, UNIQUE, CHECKs for enums, foreign keys and indexes.
 */
export function schemaFromRegistry(
  registry: readonly AnyResource[],
  options: SchemaOptions,
): TableDdl[] {
  const searched = searchedFields(registry);
  return registry.filter(hasTable).map((resource) => {
    const model = tableModel(resource);
    const table = quoteIdent(model.table);
    const create = [
      `CREATE TABLE IF NOT EXISTS ${table} (` +
        'id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, ' +
        'created_at timestamptz NOT NULL DEFAULT now(), ' +
        'updated_at timestamptz NOT NULL DEFAULT now())',
      `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1`,
    ];
    const columns = model.columns
      .filter((c) => !isImplicitField(c.name))
      .map((c) => columnDefinition(registry, model, c));
    const indexList = indexes(
      model,
      searched.get(resource) ?? new Set(),
      options.trigramOps,
    );
    const hash = createHash('sha256')
      .update([...create, ...columns, ...indexList].join(';\n'))
      .digest('hex')
      .slice(0, 32);
    return { table: model.table, create, columns, indexes: indexList, hash };
  });
}
