import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import type {
  AnyResource,
  FieldSpec,
  FilterOp,
} from '../../registry/define-resource';
import { enums } from '../../registry/enums';
import { kindOf } from '../../registry/field-kinds/kind-table';
import { formatDate, formatMoney, humanizeEnum } from '../fields/format';

type CrudOp = LogicalFilter['operator'];

interface ControlBase {
  /** The field name, as sent in `search[name]`. */
  name: string;
  label: string;
}

/** One filter input of the panel, chosen from the field's kind and declared operators. */
export type FilterControl =
  | (ControlBase & {
      kind: 'enum';
      options: readonly string[];
      /** A multi-select (`in`) when the field declares `in`, else one value (`eq`). */
      multiple: boolean;
    })
  | (ControlBase & {
      kind: 'range';
      input: 'date' | 'number';
      /** Typed in ringgit, sent in sen. */
      money: boolean;
      between: boolean;
      gte: boolean;
      lte: boolean;
    })
  | (ControlBase & { kind: 'reference'; to: string; multiple: boolean })
  | (ControlBase & { kind: 'boolean' })
  | (ControlBase & { kind: 'text'; op: 'contains' | 'startswith' | 'eq' });

/** What a control holds: selected values, a range as typed, or a text. */
export type ControlValue = string[] | { from: string; to: string } | string;

function controlOf(
  name: string,
  field: FieldSpec,
  ops: readonly FilterOp[],
  fixed?: readonly string[],
): FilterControl | null {
  const has = (op: FilterOp) => ops.includes(op);
  const base = { name, label: field.label };
  const { family } = kindOf(field);
  if (field.kind === 'enum') {
    if (!has('eq') && !has('in')) return null;
    return {
      ...base,
      kind: 'enum',
      options: fixed ?? enums[field.enumKey],
      // A saved view's own `in` filter on this field would override ours (Refine keeps permanent filters).
      multiple: has('in') && !fixed,
    };
  }
  // Figures and days are filtered by range; a time of day is not.
  if (
    family === 'number' ||
    field.kind === 'date' ||
    field.kind === 'datetime'
  ) {
    const between = has('between');
    const gte = has('gte');
    const lte = has('lte');
    if (!between && !gte && !lte) return null;
    return {
      ...base,
      kind: 'range',
      input:
        field.kind === 'date' || field.kind === 'datetime' ? 'date' : 'number',
      money: field.kind === 'money',
      between,
      gte,
      lte,
    };
  }
  if (field.kind === 'reference' || field.kind === 'references') {
    if (!has('eq') && !has('in')) return null;
    return { ...base, kind: 'reference', to: field.to, multiple: has('in') };
  }
  if (field.kind === 'boolean') {
    return has('eq') ? { ...base, kind: 'boolean' } : null;
  }
  if (family === 'text') {
    if (has('contains')) return { ...base, kind: 'text', op: 'contains' };
    if (has('startsWith')) return { ...base, kind: 'text', op: 'startswith' };
    if (has('eq')) return { ...base, kind: 'text', op: 'eq' };
  }
  return null;
}

/**
 * The filter panel's controls for an entry: one per field that declares
 * `filter` operators, using only those operators (any other is a 422).
 */
export function filterControls(resource: AnyResource): FilterControl[] {
  const source = resource.source?.filter;
  return Object.entries(resource.fields).flatMap(([name, field]) => {
    const ops = field.filter ?? [];
    const fixed =
      source?.field === name && typeof source.value !== 'string'
        ? source.value
        : undefined;
    const control = controlOf(name, field, ops, fixed);
    return control ? [control] : [];
  });
}

function logical(filters: readonly CrudFilter[]): LogicalFilter[] {
  return filters.filter((f): f is LogicalFilter => 'field' in f);
}

function find(
  filters: readonly CrudFilter[],
  name: string,
  op: CrudOp,
): unknown {
  return logical(filters).find((f) => f.field === name && f.operator === op)
    ?.value;
}

function asList(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  // Query strings with many array items come back as `{0: …, 1: …}`.
  if (typeof value === 'object') return Object.values(value).map(String);
  return typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
    ? [String(value)]
    : [];
}

function toRinggit(sen: string): string {
  if (sen === '') return '';
  const n = Number(sen);
  return Number.isFinite(n) ? String(n / 100) : '';
}

function toSen(ringgit: string): number | undefined {
  if (ringgit.trim() === '') return undefined;
  const n = Number(ringgit);
  return Number.isFinite(n) ? Math.round(n * 100) : undefined;
}

/** The empty value of a control (cleared). */
export function emptyValue(control: FilterControl): ControlValue {
  switch (control.kind) {
    case 'enum':
    case 'reference':
      return [];
    case 'range':
      return { from: '', to: '' };
    default:
      return '';
  }
}

/**
 * A control's value as read back from the current (URL-synced) filters, so
 * a reloaded or shared view shows the same panel.
 */
export function readControlValue(
  control: FilterControl,
  filters: readonly CrudFilter[],
): ControlValue {
  const { name } = control;
  switch (control.kind) {
    case 'enum':
    case 'reference': {
      const list = asList(find(filters, name, 'in'));
      return list.length > 0 ? list : asList(find(filters, name, 'eq'));
    }
    case 'range': {
      const between = asList(find(filters, name, 'between'));
      const from = between[0] ?? asList(find(filters, name, 'gte'))[0] ?? '';
      const to = between[1] ?? asList(find(filters, name, 'lte'))[0] ?? '';
      return control.money
        ? { from: toRinggit(from), to: toRinggit(to) }
        : { from, to };
    }
    case 'boolean':
      return asList(find(filters, name, 'eq'))[0] ?? '';
    case 'text':
      return asList(find(filters, name, control.op))[0] ?? '';
  }
}

function rangeBound(
  control: Extract<FilterControl, { kind: 'range' }>,
  text: string,
): string | number | undefined {
  if (text.trim() === '') return undefined;
  if (control.money) return toSen(text);
  if (control.input === 'number') {
    const n = Number(text);
    return Number.isFinite(n) ? n : undefined;
  }
  return text;
}

/**
 * The filters to merge into the list for a control's new value. Operators
 * the control does not use this time are sent with `value: undefined`, which
 * Refine's merge drops, so switching from a range to one bound leaves nothing stale.
 */
export function controlFilters(
  control: FilterControl,
  value: ControlValue,
): LogicalFilter[] {
  const { name: field } = control;
  const set = (operator: CrudOp, v: unknown): LogicalFilter => ({
    field,
    operator,
    value: v,
  });
  switch (control.kind) {
    case 'enum':
    case 'reference': {
      const list = asList(value);
      if (!control.multiple) return [set('eq', list[0])];
      return [
        set('in', list.length > 0 ? list : undefined),
        // A status tab's `eq` on the same field gives way to the panel's choice.
        set('eq', undefined),
      ];
    }
    case 'range': {
      const range =
        typeof value === 'object' && !Array.isArray(value)
          ? value
          : { from: '', to: '' };
      const from = rangeBound(control, range.from);
      const to = rangeBound(control, range.to);
      const both = from !== undefined && to !== undefined;
      const useBetween =
        control.between && (both || (!control.gte && !control.lte));
      const out: LogicalFilter[] = [];
      if (control.between)
        out.push(set('between', useBetween && both ? [from, to] : undefined));
      if (control.gte) out.push(set('gte', useBetween ? undefined : from));
      if (control.lte) out.push(set('lte', useBetween ? undefined : to));
      return out;
    }
    case 'boolean':
      return [
        set('eq', value === 'true' || value === 'false' ? value : undefined),
      ];
    case 'text': {
      const text = typeof value === 'string' ? value.trim() : '';
      return [set(control.op, text === '' ? undefined : text)];
    }
  }
}

/** Whether a control holds anything (drives chips and "Clear all"). */
export function isActive(value: ControlValue): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return value.from !== '' || value.to !== '';
  return value !== '';
}

function formatBound(
  control: Extract<FilterControl, { kind: 'range' }>,
  text: string,
): string {
  if (control.money) return formatMoney(toSen(text));
  if (control.input === 'date') return formatDate(text);
  return text;
}

/**
 * The chip text of an active control, e.g. "Status: Pending, Ready" or
 * "Total: RM 10.00 – RM 50.00". `referenceLabel` names referenced ids.
 */
export function chipLabel(
  control: FilterControl,
  value: ControlValue,
  referenceLabel: (id: string) => string = (id) => `#${id}`,
): string {
  const prefix = `${control.label}: `;
  switch (control.kind) {
    case 'enum':
      return prefix + asList(value).map(humanizeEnum).join(', ');
    case 'reference':
      return prefix + asList(value).map(referenceLabel).join(', ');
    case 'range': {
      const range =
        typeof value === 'object' && !Array.isArray(value)
          ? value
          : { from: '', to: '' };
      if (range.from && range.to)
        return `${prefix}${formatBound(control, range.from)} – ${formatBound(control, range.to)}`;
      if (range.from) return `${prefix}≥ ${formatBound(control, range.from)}`;
      return `${prefix}≤ ${formatBound(control, range.to)}`;
    }
    case 'boolean':
      return prefix + (value === 'true' ? 'Yes' : 'No');
    case 'text':
      return `${prefix}${control.op === 'startswith' ? 'starts with' : control.op === 'eq' ? 'is' : 'contains'} "${typeof value === 'string' ? value : ''}"`;
  }
}

/**
 * Single-input kinds first, as they fit a row (a range needs two inputs);
 * references lead them because "this outlet's orders" is the usual question.
 */
const inlineRank: Record<FilterControl['kind'], number> = {
  reference: 1,
  enum: 2,
  boolean: 3,
  text: 4,
  range: 5,
};

/**
 * Splits the controls into the few shown in the filter bar and the rest,
 * which wait behind "More filters". The state field's control leads, then
 * references, other single-input controls and texts, each in the entry's
 * own order; ranges never show inline.
 */
export function pickInlineControls(
  controls: readonly FilterControl[],
  { stateField, count }: { stateField?: string; count: number },
): { inline: FilterControl[]; more: FilterControl[] } {
  const rank = (c: FilterControl) =>
    c.name === stateField ? 0 : inlineRank[c.kind];
  const inline = controls
    .map((control, index) => ({ control, index }))
    .filter(({ control }) => control.kind !== 'range')
    .sort((a, b) => rank(a.control) - rank(b.control) || a.index - b.index)
    .slice(0, count)
    .map(({ control }) => control);
  return {
    inline,
    more: controls.filter((c) => !inline.includes(c)),
  };
}
