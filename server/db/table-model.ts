import type {
  AnyResource,
  FieldSpec,
  FilterOp,
} from '../../src/registry/define-resource';

/** One registry field as a column. */
export interface ColumnModel {
  /** The camelCase name on the wire. */
  name: string;
  /** The snake_case column. */
  column: string;
  field: FieldSpec;
}

/** A table resource as SQL sees it: names resolved once, so no SQL is built from input. */
export interface TableModel {
  resource: AnyResource;
  table: string;
  columns: ColumnModel[];
  byName: ReadonlyMap<string, ColumnModel>;
  /** `"id", "outlet_id" AS "outletId", …` for SELECTs that return wire records. */
  selectList: string;
  /**
   * Fields that close every ORDER BY so that pages never overlap; default
   * the id. Report rows have none and name their grouping columns instead.
   */
  tieBreak?: readonly string[];
}

/**
 * Fields every table has without declaring them. `version` counts the
 * record's updates: a write must name the version it read (If-Match), so a
 * stale write is refused instead of silently undoing someone else's.
 */
export const implicitFields = [
  'id',
  'createdAt',
  'updatedAt',
  'version',
] as const;

/** Whether `name` is one of the columns every table has. */
export function isImplicitField(name: string): boolean {
  return (implicitFields as readonly string[]).includes(name);
}

/** `"name"`: every identifier goes out quoted, so `order` or `from` never clash with SQL. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** `merchant-outlets` → `merchant_outlets`. */
export function tableName(resourceName: string): string {
  return resourceName.replace(/-/g, '_').toLowerCase();
}

/** `outletId` → `outlet_id`, `imageURL` → `image_url`. */
export function columnName(fieldName: string): string {
  return fieldName
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
}

/** A list's first order key when none is asked for: `-placedAt` → placedAt, descending. */
export interface DefaultOrder {
  name: string;
  descending: boolean;
}

/** The first field of the entry's `defaultSort`, newest first (`-createdAt`) without one. */
export function defaultOrder(resource: AnyResource): DefaultOrder {
  const first = (resource.list?.defaultSort ?? '-createdAt').split(',')[0];
  const item = first?.trim() ?? '';
  return item.startsWith('-')
    ? { name: item.slice(1), descending: true }
    : { name: item, descending: false };
}

/**
 * The state column that leads a second index on `col`, (state, col,
 * default column, id), or undefined. Under status tabs, a moment a list
 * sorts on that may not have come yet (a datetime or date that may be
 * empty) gets one: whether it has come follows the state, so each tab's
 * rows are bunched at one end of the column's own index
 * (schema-from-registry.ts builds it, list-query.ts orders by it).
 */
export function tabFirstState(
  model: TableModel,
  col: ColumnModel,
): ColumnModel | undefined {
  const { resource } = model;
  const { field } = col;
  const state =
    resource.list?.statusTabs && resource.stateField
      ? model.byName.get(resource.stateField)
      : undefined;
  const first = model.byName.get(defaultOrder(resource).name);
  const qualifies =
    field.sortable === true &&
    (field.kind === 'datetime' || field.kind === 'date') &&
    field.required !== true &&
    !isImplicitField(col.name) &&
    col !== first &&
    col !== state;
  return qualifies ? state : undefined;
}

/** Reports and saved views have no table of their own. */
export function hasTable(resource: AnyResource): boolean {
  return !resource.report && !resource.source;
}

const idOps: readonly FilterOp[] = [
  'eq',
  'ne',
  'in',
  'nin',
  'lt',
  'lte',
  'gt',
  'gte',
];
const timeOps: readonly FilterOp[] = [
  'eq',
  'lt',
  'lte',
  'gt',
  'gte',
  'between',
];

const cache = new WeakMap<AnyResource, TableModel>();

/** The table model of a table resource (memoised per entry object). */
export function tableModel(resource: AnyResource): TableModel {
  const cached = cache.get(resource);
  if (cached) return cached;
  const implicit: ColumnModel[] = [
    {
      name: 'id',
      column: 'id',
      field: {
        kind: 'number',
        label: 'ID',
        integer: true,
        readOnly: true,
        sortable: true,
        filter: idOps,
      },
    },
    {
      name: 'createdAt',
      column: 'created_at',
      field: {
        kind: 'datetime',
        label: 'Created',
        readOnly: true,
        sortable: true,
        filter: timeOps,
      },
    },
    {
      name: 'updatedAt',
      column: 'updated_at',
      field: {
        kind: 'datetime',
        label: 'Updated',
        readOnly: true,
        sortable: true,
        filter: timeOps,
      },
    },
    {
      name: 'version',
      column: 'version',
      field: {
        kind: 'number',
        label: 'Version',
        integer: true,
        readOnly: true,
      },
    },
  ];
  const declared = Object.entries(resource.fields)
    .filter(([name]) => !isImplicitField(name))
    .map(([name, field]) => ({ name, column: columnName(name), field }));
  const explicitImplicit = new Map(
    Object.entries(resource.fields).filter(([name]) => isImplicitField(name)),
  );
  // A declared createdAt keeps its label but stays the implicit, always sortable column.
  const columns = [
    ...implicit.map((c) => {
      const declaredField = explicitImplicit.get(c.name);
      if (!declaredField) return c;
      const ops = new Set([
        ...(c.field.filter ?? []),
        ...(declaredField.filter ?? []),
      ]);
      return {
        ...c,
        field: { ...c.field, label: declaredField.label, filter: [...ops] },
      };
    }),
    ...declared,
  ];
  const model: TableModel = {
    resource,
    table: tableName(resource.name),
    columns,
    byName: new Map(columns.map((c) => [c.name, c])),
    selectList: columns
      .map((c) =>
        c.column === c.name
          ? quoteIdent(c.column)
          : `${quoteIdent(c.column)} AS ${quoteIdent(c.name)}`,
      )
      .join(', '),
  };
  cache.set(resource, model);
  return model;
}

/** The table resource an entry's reference points at (a saved view resolves to its source). */
export function resolveTarget(
  registry: readonly AnyResource[],
  name: string,
): AnyResource | undefined {
  const target = registry.find((r) => r.name === name);
  if (target?.source)
    return registry.find((r) => r.name === target.source?.resource);
  return target;
}
