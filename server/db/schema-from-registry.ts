import { createHash } from 'node:crypto';
import type { AnyResource } from '../../src/registry/define-resource';
import { kindOf } from '../../src/registry/field-kinds/kind-table';
import { findTerms } from '../../src/registry/search-terms';
import {
  defaultOrder,
  hasTable,
  quoteIdent,
  isImplicitField,
  resolveTarget,
  tabFirstState,
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
  /**
   * CREATE INDEX IF NOT EXISTS for sorted, filtered, searched and key
   * columns (trigram for `q`), and DROP INDEX IF EXISTS of the ones they
   * replace (`indexes` below says which).
   */
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

/** Text fields per table, as the index rules below collect them. */
type TextFields = Map<AnyResource, Set<string>>;

/** Adds `field` of `resource` to `out` when it is text in a table of its own. */
function markText(
  out: TextFields,
  resource: AnyResource | undefined,
  field: string,
): void {
  if (!resource || !hasTable(resource)) return;
  const spec = resource.fields[field];
  if (!spec || kindOf(spec).family !== 'text') return;
  let fields = out.get(resource);
  if (!fields) out.set(resource, (fields = new Set()));
  fields.add(field);
}

/**
 * The text fields `q` searches with `LIKE '%…%'`, per table: the entry's own
 * searchable ones and those other entries reach through a reference's
 * `searchBy` (the users' name, phone and e-mail, for orders).
 */
function searchedFields(registry: readonly AnyResource[]): TextFields {
  const out: TextFields = new Map();
  const mark = (resource: AnyResource | undefined, field: string) =>
    markText(out, resource, field);
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

/**
 * The text fields the command palette finds records by, per table: those
 * an entry's `findBy` names, and through a reference the fields of its
 * `searchBy` (the users' phone, for orders).
 */
function foundFields(registry: readonly AnyResource[]): TextFields {
  const out: TextFields = new Map();
  for (const resource of registry) {
    for (const { field, through } of findTerms(resource)) {
      const spec = resource.fields[field];
      if (through.length === 0) markText(out, resource, field);
      else if (spec?.kind === 'reference')
        for (const name of through)
          markText(out, resolveTarget(registry, spec.to), name);
    }
  }
  return out;
}

/**
 * A table's indexes. The rule, so that every list query of the registry
 * (each sort both ways, each filter, the default order under a status tab,
 * `q`) has an index, and there are few enough that inserts at 10M rows stay
 * cheap: ONE b-tree per column that a list sorts on, filters by or joins
 * through (a reference), shaped (column, default column, id) in the default
 * order's direction (`-placedAt`: status, placed_at DESC, id DESC).
 *
 * - Read forwards or backwards it is a sort's whole ORDER BY, either way:
 *   list-query closes every sort with the default order and the id.
 * - Its leading column serves the column's filters; an equality filter
 *   (a status tab, an outlet) finds its rows already in the default order,
 *   so the first page reads 25 entries, not every row of that status.
 * - It is the reference's foreign-key index (and `q` through a customer).
 *   Under status tabs it carries the state (INCLUDE, `_tabbed_idx`), so
 *   that the tabs' counts for one outlet or customer are read from the
 *   index alone: at 10M orders, counting an outlet's 3,000 orders by
 *   status from the table took 130–270 ms when they were not in memory,
 *   against 15 ms for its page.
 * - Under status tabs, a sorted column's index ends with the state, as a
 *   key column (`_tabbed_idx`): a tab's equality is then an index
 *   condition, checked on each entry of the walk, and only the tab's rows
 *   are read from the table. At 10M orders the cancelled tab sorted by
 *   total read 1,109 orders from the table for its second page, to keep 50.
 * - The default column itself gets (column, id); created_at keeps the
 *   name and shape it always had where it is the default.
 * - A column only filtered by ranges (`total` between) gets (column) alone:
 *   the rows of a range are in no index's default order.
 *
 * None for the id (the primary key) or a unique column (its own index, and
 * no ties to order); no index per operator, direction or pair of filters,
 * with one exception:
 * - Under status tabs, a moment a list sorts on that may not have come
 *   yet also gets (state, column, default column, id) (`tabFirstState`):
 *   at 10M orders, the completed tab sorted by completion walked 1.4M
 *   unfinished orders first (3.4 s), and the rejected tab by payment 9.6M
 *   paid ones (3.0 s).
 * The single-column index an earlier version of this rule built for a
 * column (`orders_status_idx`) is dropped where its composite is built.
 * Text that `q` searches gets a trigram GIN (it matches anywhere); text
 * filtered or searched by prefix a lower() pattern-ops b-tree, and so does
 * every text column the command palette finds records by (`found`), unique
 * or not.
 */
const rangeOps = new Set(['lt', 'lte', 'gt', 'gte', 'between']);

/**
 * What a `windowed` list's default-column index carries besides its keys:
 * every other column the list sorts on, so that a window of the default
 * order sorted by any of them is read from the index alone (its page's ids
 * are sorted from the index's entries, sorted-page.ts). At 10M orders, a
 * week's 197,000 sorted by number: 185–220 ms from the table, 55–90 ms from
 * the index.
 */
function windowColumns(model: TableModel): string[] {
  if (!model.resource.list?.windowed) return [];
  const first = model.byName.get(defaultOrder(model.resource).name);
  return model.columns
    .filter(
      (col) =>
        col.field.sortable === true &&
        col !== first &&
        col.name !== 'id' &&
        kindOf(col.field).index === 'btree',
    )
    .map((col) => quoteIdent(col.column));
}

function indexes(
  model: TableModel,
  searched: ReadonlySet<string>,
  found: ReadonlySet<string>,
  trigramOps: string,
): string[] {
  const table = quoteIdent(model.table);
  const out: string[] = [];
  const nameOf = (suffix: string) => `${model.table}_${suffix}`.slice(0, 63);
  const add = (suffix: string, expression: string, include?: string) => {
    const name = quoteIdent(nameOf(suffix));
    out.push(
      `CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${expression})${include ? ` INCLUDE (${include})` : ''}`,
    );
  };
  /** A lower-case pattern-ops index: what `LIKE 'x%'` and a start's range read. */
  const addLower = ({ column, field }: ColumnModel) => {
    const suffix = `${column}_lower_idx`;
    add(suffix, `lower(${quoteIdent(column)}) text_pattern_ops`);
    // A code of letters then digits is searched by its start, and the
    // planner reads how many codes start so from this index's statistics.
    // The default hundred buckets put 100,000 codes in each at 10M orders:
    // 'ORD000' was priced at 98,000 codes (10,000 in fact) and 'ORD001' at
    // one. A thousand buckets price them within 2x.
    if ('codePrefix' in field && field.codePrefix !== undefined)
      out.push(
        `ALTER INDEX ${quoteIdent(nameOf(suffix))} ALTER COLUMN 1 SET STATISTICS 1000`,
        `ANALYZE ${table}`,
      );
  };
  const { resource } = model;
  const tabs =
    resource.list?.statusTabs && resource.stateField
      ? model.byName.get(resource.stateField)
      : undefined;
  const first = defaultOrder(model.resource);
  const firstCol = model.byName.get(first.name);
  const direction = first.descending ? ' DESC' : '';
  const sortedBy = (col: ColumnModel) =>
    !firstCol || col === firstCol || firstCol.name === 'id'
      ? `${quoteIdent(col.column)}${direction}, "id"${direction}`
      : `${quoteIdent(col.column)}, ${quoteIdent(firstCol.column)}${direction}, "id"${direction}`;
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
    // The palette matches whole values, then starts, in lower case before
    // anything else: at 1M orders a full order number took 48 ms through
    // the trigram index and under 1 ms through this one. A unique column's
    // own index holds the value as stored, so it serves neither.
    if (found.has(col.name) && field.unique) addLower(col);
    if (col.name === 'id' || field.unique) continue;
    const state = tabFirstState(model, col);
    if (state)
      add(
        `${col.column}_by_${state.column}_idx`,
        `${quoteIdent(state.column)}, ${sortedBy(col)}`,
      );
    const kind = kindOf(field);
    const isKey = field.kind === 'reference';
    const isListed = (field.filter?.length ?? 0) > 0 || field.sortable === true;
    if (kind.index !== 'btree') {
      if (isListed && kind.index === 'gin') {
        out.push(
          `CREATE INDEX IF NOT EXISTS ${quoteIdent(`${model.table}_${col.column}_gin`.slice(0, 63))} ON ${table} USING gin (${quoteIdent(col.column)})`,
        );
      }
      continue;
    }
    // A range's rows are in no index's default order: the column alone.
    const isRangeOnly =
      !isKey &&
      !field.sortable &&
      (field.filter ?? []).every((op) => rangeOps.has(op));
    const window = col === firstCol ? windowColumns(model) : [];
    if (window.length > 0) {
      add(`${col.column}_window_idx`, sortedBy(col), window.join(', '));
      out.push(
        // The window's rows are the newest, and an index-only read fetches
        // from the table every row on a page not yet marked all-visible.
        // By default only a vacuum after a fifth of the table's size in new
        // rows marks them (2M orders at 10M: two months of a marketplace);
        // after every 10,000 it reads only those pages.
        `ALTER TABLE ${table} SET (autovacuum_vacuum_insert_threshold = 10000, autovacuum_vacuum_insert_scale_factor = 0)`,
      );
      for (const earlier of ['idx', 'sorted_idx'])
        out.push(
          `DROP INDEX IF EXISTS ${quoteIdent(nameOf(`${col.column}_${earlier}`))}`,
        );
    } else if (col.name === 'createdAt' && col === firstCol)
      add('created_at_idx', '"created_at" DESC, "id" DESC');
    else if (isListed && isRangeOnly && col !== firstCol)
      add(`${col.column}_idx`, quoteIdent(col.column));
    else if (isKey || isListed || col === firstCol) {
      const carriesTab =
        tabs !== undefined &&
        tabs !== col &&
        (isKey || (col !== firstCol && !state));
      const suffix = `${col.column}_${carriesTab ? 'tabbed' : 'sorted'}_idx`;
      // A key's tab is INCLUDEd (its equality leads, the state is counted
      // from the index); a sort's tab is its last key column, which a tab's
      // equality checks in the index itself.
      const tabKey = carriesTab && !isKey ? `, ${quoteIdent(tabs.column)}` : '';
      add(
        suffix,
        sortedBy(col) + tabKey,
        carriesTab && isKey ? quoteIdent(tabs.column) : '',
      );
      // The indexes an earlier rule built for the column under other
      // names: this one serves all they did, and at 10M rows a spare index
      // costs every insert.
      for (const earlier of ['idx', 'sorted_idx'])
        if (nameOf(`${col.column}_${earlier}`) !== nameOf(suffix))
          out.push(
            `DROP INDEX IF EXISTS ${quoteIdent(nameOf(`${col.column}_${earlier}`))}`,
          );
    }
    // Prefix search (startsWith, q) compares lower(); a pattern-ops index serves LIKE 'x%'.
    const isText = kind.family === 'text';
    if (
      isText &&
      (field.searchable ||
        found.has(col.name) ||
        field.filter?.includes('startsWith'))
    ) {
      addLower(col);
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
  const found = foundFields(registry);
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
      found.get(resource) ?? new Set(),
      options.trigramOps,
    );
    const hash = createHash('sha256')
      .update([...create, ...columns, ...indexList].join(';\n'))
      .digest('hex')
      .slice(0, 32);
    return { table: model.table, create, columns, indexes: indexList, hash };
  });
}
