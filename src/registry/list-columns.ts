import type { AnyResource, FieldSpec } from './define-resource';
import { columnFloor, columnWidth, isNameColumn } from './column-width';
import { defaultColumnNames, isListable } from './list-extras';

const implicitFields: Record<string, FieldSpec> = {
  id: { kind: 'number', label: 'ID', sortable: true, readOnly: true },
  createdAt: {
    kind: 'datetime',
    label: 'Created',
    sortable: true,
    readOnly: true,
  },
  updatedAt: {
    kind: 'datetime',
    label: 'Updated',
    sortable: true,
    readOnly: true,
  },
};

/** A field of the entry, including the implicit id/createdAt/updatedAt. */
export function fieldOf(
  resource: AnyResource,
  name: string,
): FieldSpec | undefined {
  return resource.fields[name] ?? implicitFields[name];
}

/**
 * A list's grid on a 1280 px screen with the sidebar open: 1280 less the
 * sidebar (260), the page's gutters (2 × 24) and a classic scrollbar (17,
 * where the system draws one). The columns a list shows at first fit it.
 */
export const LIST_WIDTH_PX = 955;

/**
 * The grid's own columns beside the fields: the DataGrid's row checkbox,
 * and the list page's row menu and warnings (views/generic).
 */
const CHECKBOX_COLUMN_PX = 50;
export const ACTIONS_COLUMN_PX = 56;
/** "⚠ Holder mismatch" as measured (134 px) and the cell's padding. */
export const WARNINGS_COLUMN_PX = 160;

/**
 * The column that links to the record: the title field when the list has
 * it, else the id. Reports have no record pages.
 */
export function keyColumnName(
  resource: AnyResource,
  names: readonly string[],
): string | undefined {
  if (resource.report) return undefined;
  const title = resource.titleField;
  return title && names.includes(title) ? title : 'id';
}

/**
 * How much the list wants a column, first to last: what names the record,
 * its state, names (customers, outlets), amounts, times, the rest, and
 * last the creation time a list without times of its own is offered.
 */
function priorityOf(resource: AnyResource, name: string): number {
  const field = fieldOf(resource, name);
  if (!field) return Number.MAX_SAFE_INTEGER;
  if (name === 'id' || name === resource.titleField) return 0;
  if (!(name in resource.fields)) return 6;
  if (name === resource.stateField) return 1;
  if (isNameColumn(name, field)) return 2;
  if (field.kind === 'money') return 3;
  if (field.kind === 'datetime' || field.kind === 'date') return 4;
  return 5;
}

export interface ColumnCandidate {
  name: string;
  /** Lower comes first. */
  priority: number;
  /** The least the column takes. */
  px: number;
}

/**
 * The columns that fit `budgetPx`, taken by priority (equal priorities in
 * their order): one too wide for what is left is passed over for narrower
 * ones after it. They come back in their given order.
 */
export function fitColumns(
  candidates: readonly ColumnCandidate[],
  budgetPx: number,
): string[] {
  const byPriority = [...candidates].sort((a, b) => a.priority - b.priority);
  let left = budgetPx;
  const taken = new Set<string>();
  for (const { name, px } of byPriority) {
    if (px > left) continue;
    taken.add(name);
    left -= px;
  }
  return candidates.map((c) => c.name).filter((name) => taken.has(name));
}

/**
 * The entry's list columns, with the id when it is what links to the
 * record and, when none of them is a time, when the record was created
 * (it tells rows apart). Reports show their figures only.
 */
function offeredColumnNames(resource: AnyResource): string[] {
  const names = defaultColumnNames(resource);
  if (resource.report) return names;
  const hasTime = names.some((n) => fieldOf(resource, n)?.kind === 'datetime');
  return [
    ...(keyColumnName(resource, names) === 'id' ? ['id'] : []),
    ...names.filter((n) => n !== 'id'),
    ...(hasTime ? [] : ['createdAt']),
  ];
}

/** What a list's grid holds besides the fields: the row checkbox, the warnings, the row menu. */
function gridExtrasPx(resource: AnyResource): number {
  if (resource.report) return 0;
  const hasBulk = Object.values(resource.actions ?? {}).some((a) => a.bulk);
  return (
    ACTIONS_COLUMN_PX +
    (hasBulk ? CHECKBOX_COLUMN_PX : 0) +
    (resource.warnings ? WARNINGS_COLUMN_PX : 0)
  );
}

/** The least the column takes in the entry's grid: its fixed width, or its floor. */
function floorPx(
  resource: AnyResource,
  name: string,
  key: string | undefined,
): number {
  const field = fieldOf(resource, name);
  if (!field) return 0;
  const size = columnWidth(name, field, {
    isKey: name === key,
    headerWraps: resource.report !== undefined,
  });
  return columnFloor(size);
}

/** The least `names` take in the entry's list, with the grid's own columns. */
export function listFloorPx(
  resource: AnyResource,
  names: readonly string[],
): number {
  const key = keyColumnName(resource, names);
  return names.reduce(
    (sum, name) => sum + floorPx(resource, name, key),
    gridExtrasPx(resource),
  );
}

/**
 * The columns a list shows at first, in order: the entry's list columns
 * that fit a 1280 px screen with the sidebar open, by priority (the rest
 * start hidden, one click away in the columns panel). A report shows all
 * of its figures; its headers and names wrap so that they fit.
 */
export function shownColumnNames(resource: AnyResource): string[] {
  const offered = offeredColumnNames(resource);
  if (resource.report) return offered;
  const key = keyColumnName(resource, offered);
  const candidates = offered.map((name) => ({
    name,
    priority: priorityOf(resource, name),
    px: floorPx(resource, name, key),
  }));
  return fitColumns(candidates, LIST_WIDTH_PX - gridExtrasPx(resource));
}

/**
 * Every column a list's grid offers, in order: the id, the entry's list
 * columns (those that do not fit start hidden), then every other field a
 * one-line cell can show (those the entry hides in lists too) and the
 * record's times, hidden for the user to turn on.
 */
export function listColumnNames(resource: AnyResource): string[] {
  if (resource.report) return shownColumnNames(resource);
  const others = Object.entries(resource.fields)
    .filter(([, field]) => isListable(field))
    .map(([name]) => name);
  return [
    ...new Set([
      'id',
      ...offeredColumnNames(resource),
      ...others,
      'createdAt',
      'updatedAt',
    ]),
  ];
}

/** The visibility a list's grid starts with: every offered column hidden but those it shows. */
export function defaultColumnVisibility(
  resource: AnyResource,
): Record<string, boolean> {
  const shown = new Set(shownColumnNames(resource));
  return Object.fromEntries(
    listColumnNames(resource)
      .filter((name) => !shown.has(name))
      .map((name) => [name, false]),
  );
}
