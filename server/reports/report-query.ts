import type { AnyResource } from '../../src/registry/define-resource';
import { quoteIdent, type TableModel } from '../db/table-model';
import { ApiError, unprocessable, type FieldErrors } from '../http/errors';
import {
  buildListQuery,
  collectSearch,
  opsOf,
  single,
  type ListQuery,
} from '../http/list-query';
import { validDate } from '../../src/registry/field-kinds/temporal-kinds';
import { last30Window, shiftDay } from '../../src/registry/business-figures';
import {
  marketplaceDate,
  marketplaceInstant,
} from '../../src/registry/marketplace-clock';

type Query = Record<string, unknown>;

/** The range and scope the report SQL applies itself ($1–$4 of every report query). */
export interface ReportScope {
  /** First and last marketplace day of the range. */
  from: string;
  to: string;
  /** The instants the range starts and ends (exclusive). */
  start: string;
  end: string;
  /** Only these merchants' or outlets' orders; null for all. */
  merchantIds: number[] | null;
  outletIds: number[] | null;
}

export interface ReportQuery {
  scope: ReportScope;
  /** Filters, order and page of the report's output rows. */
  list: ListQuery;
  model: TableModel;
}

/** Fields the report SQL filters by itself; every other filter applies to its output rows. */
const scopeFields = new Set(['orderDate', 'merchantId', 'outletId']);
const maxIds = 500;

/**
 * A report's rows as a table model: columns named after the entry's fields,
 * no id, and the grouping columns (references and enumerations, which every
 * report returns) as the tiebreak that keeps pages from overlapping.
 */
export function reportModel(resource: AnyResource): TableModel {
  const columns = Object.entries(resource.fields).map(([name, field]) => ({
    name,
    column: name,
    field,
  }));
  const firstSortable =
    columns.find((c) => c.field.sortable)?.name ?? columns[0]?.name ?? '';
  return {
    resource: {
      ...resource,
      list: {
        ...resource.list,
        defaultSort: resource.list?.defaultSort ?? `-${firstSortable}`,
      },
    },
    table: '',
    columns,
    byName: new Map(columns.map((c) => [c.name, c])),
    selectList: columns.map((c) => quoteIdent(c.name)).join(', '),
    tieBreak: columns
      .filter((c) => c.field.kind === 'reference' || c.field.kind === 'enum')
      .filter((c) => c.name !== 'orderDate')
      .map((c) => c.name),
  };
}

/** One scope condition, whichever form it came in (`from=`, `merchantId=`, `search[…]`). */
interface ScopeCondition {
  field: string;
  op: string;
  value: unknown;
  /** The parameter as the client wrote it, for the 422's `errors`. */
  key: string;
}

/** Days the database can place in time zones either side; a year 0 or 10000 is a typo. */
const earliestDay = '1900-01-01';
const latestDay = '2999-12-31';

function dateOf(
  text: string | undefined,
  key: string,
  errors: FieldErrors,
): string | undefined {
  const date = text?.trim() ?? '';
  if (!validDate(date)) {
    (errors[key] ??= []).push('Use a date as YYYY-MM-DD');
    return undefined;
  }
  if (date < earliestDay || date > latestDay) {
    (errors[key] ??= []).push(`Use a date from ${earliestDay} to ${latestDay}`);
    return undefined;
  }
  return date;
}

function idsOf(
  value: unknown,
  key: string,
  errors: FieldErrors,
): number[] | undefined {
  const text = Array.isArray(value)
    ? value.map(single).join(',')
    : (single(value) ?? '');
  const ids = text.split(',').map((part) => Number(part.trim() || 'x'));
  if (
    ids.length > maxIds ||
    !ids.every((n) => Number.isSafeInteger(n) && n > 0)
  ) {
    (errors[key] ??= []).push(
      `Use up to ${maxIds} record ids separated by commas`,
    );
    return undefined;
  }
  return ids;
}

/** Ids both lists allow: two filters on one field narrow each other. */
const narrow = (current: number[] | null, next: number[]) =>
  current === null ? next : current.filter((id) => next.includes(id));

/**
 * The range and scope from their conditions: every condition narrows (a
 * range is the overlap of its bounds, ids the intersection of their lists).
 * Without bounds the range is the 30 days to today, Malaysia time.
 */
function scopeOf(
  conditions: readonly ScopeCondition[],
  errors: FieldErrors,
  now: number,
): ReportScope {
  let from: string | undefined;
  let to: string | undefined;
  const ids: Record<'merchantId' | 'outletId', number[] | null> = {
    merchantId: null,
    outletId: null,
  };
  const later = (a: string | undefined, b: string | undefined) =>
    a === undefined || (b !== undefined && b > a) ? b : a;
  const earlier = (a: string | undefined, b: string | undefined) =>
    a === undefined || (b !== undefined && b < a) ? b : a;
  for (const { field, op, value, key } of conditions) {
    if (field === 'merchantId' || field === 'outletId') {
      const list = idsOf(value, key, errors);
      if (list) ids[field] = narrow(ids[field], list);
      continue;
    }
    const text = single(value);
    if (text === undefined) {
      (errors[key] ??= []).push('given more than once');
      continue;
    }
    if (op === 'between') {
      const parts = text.split(',');
      if (parts.length !== 2) {
        (errors[key] ??= []).push('between takes two dates: from,to');
        continue;
      }
      from = later(from, dateOf(parts[0], key, errors));
      to = earlier(to, dateOf(parts[1], key, errors));
    } else {
      const date = dateOf(text, key, errors);
      if (op === 'eq' || op === 'gte') from = later(from, date);
      if (op === 'eq' || op === 'lte') to = earlier(to, date);
    }
  }
  to ??= marketplaceDate(new Date(now));
  from ??= last30Window(to).from;
  if (from > to) (errors.from ??= []).push('from must not be after to');
  return {
    from,
    to,
    start: marketplaceInstant(from).toISOString(),
    end: marketplaceInstant(shiftDay(to, 1)).toISOString(),
    merchantIds: ids.merchantId,
    outletIds: ids.outletId,
  };
}

/**
 * Parses a report request against its registry entry. The range (`from`,
 * `to`, `search[orderDate][…]`) and the merchant and outlet scope go to the
 * report SQL — merchant and outlet only where the entry declares them as
 * filters; `sort`, `q`, paging and the other `search[…]` filters apply to the
 * output rows as on any list. Anything the entry does not declare is one 422
 * listing every parameter at fault.
 */
export function parseReportQuery(
  resource: AnyResource,
  query: Query,
  options: { unpaged: boolean; now?: number },
): ReportQuery {
  const errors: FieldErrors = {};
  const model = reportModel(resource);
  const conditions: ScopeCondition[] = [];
  const rest: Query = {};
  const scoped = (field: string, op: string, value: unknown, key: string) => {
    // An empty parameter (`?from=&merchantId=`) is one the client left blank.
    if (value === '') return;
    const col = model.byName.get(field);
    const ops: readonly string[] = col ? opsOf(col) : [];
    if (!ops.includes(op)) {
      (errors[key] ??= []).push(
        ops.length === 0
          ? `${resource.label.many} cannot be filtered by ${field}`
          : `${field} takes only ${ops.join(', ')}`,
      );
      return;
    }
    conditions.push({ field, op, value, key });
  };
  for (const [key, value] of Object.entries(query)) {
    if (key === 'search' || key.startsWith('search[')) continue;
    if (key === 'from') scoped('orderDate', 'gte', value, key);
    else if (key === 'to') scoped('orderDate', 'lte', value, key);
    else if (key === 'merchantId' || key === 'outletId')
      scoped(key, 'in', value, key);
    else rest[key] = value;
  }
  for (const [field, op, value] of collectSearch(query)) {
    const key =
      op === '?'
        ? field
        : op === null
          ? `search[${field}]`
          : `search[${field}][${op}]`;
    if (op !== '?' && scopeFields.has(field))
      scoped(field, op ?? 'eq', value, key);
    else rest[key] = value;
  }
  const scope = scopeOf(conditions, errors, options.now ?? Date.now());
  let list: ListQuery | undefined;
  try {
    list = buildListQuery(model, rest, {
      paramOffset: 5,
      unpaged: options.unpaged,
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 422) throw error;
    for (const [key, messages] of Object.entries(error.errors ?? {}))
      (errors[key] ??= []).push(...messages);
  }
  if (!list || Object.keys(errors).length > 0)
    throw unprocessable(errors, 'The report query is not valid');
  return { scope, list, model };
}
