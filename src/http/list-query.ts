import type {
  CrudFilter,
  CrudOperators,
  CrudSort,
  Pagination,
} from '@refinedev/core';

/**
 * Refine operators → the contract's `search[field][op]` operators
 * (docs/api-contract.md). `eq` is the bare `search[field]` form; `nnull`
 * is `null=false`. Every other Refine operator (case-sensitive variants,
 * negations, ends-with, or/and) has no contract equivalent: `buildListQuery`
 * throws for them, because dropping a filter silently would show the user
 * rows they excluded.
 */
const CONTRACT_OPERATORS: Partial<Record<CrudOperators, string>> = {
  eq: '',
  ne: 'ne',
  lt: 'lt',
  lte: 'lte',
  gt: 'gt',
  gte: 'gte',
  in: 'in',
  nin: 'nin',
  contains: 'contains',
  startswith: 'startsWith',
  between: 'between',
  null: 'null',
  nnull: 'null',
};

/** The contract's largest page (a larger `perPage` is a 422). */
export const MAX_PER_PAGE = 100;

export interface ListQueryInput {
  pagination?: Pagination;
  sorters?: readonly CrudSort[];
  filters?: readonly CrudFilter[];
}

function formatValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null && 'toISOString' in value) {
    const { toISOString } = value as { toISOString: () => string };
    return toISOString.call(value);
  }
  return String(value);
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

function appendFilter(search: URLSearchParams, filter: CrudFilter): void {
  if (!('field' in filter)) {
    throw new Error(
      `The list API has no '${filter.operator}' filters; split the view into separate lists or filter on one field.`,
    );
  }
  const { field, operator } = filter;
  const value: unknown = filter.value;
  if (field === 'q') {
    if (!isEmpty(value)) search.set('q', String(value));
    return;
  }
  const op = CONTRACT_OPERATORS[operator];
  if (op === undefined) {
    throw new Error(
      `Filter '${field}' uses the Refine operator '${operator}', which the API's list query lacks; ` +
        `use one of ${Object.keys(CONTRACT_OPERATORS).join(', ')}.`,
    );
  }
  if (operator === 'null' || operator === 'nnull') {
    const isNull =
      operator === 'null' ? value !== false && value !== 'false' : false;
    search.append(`search[${field}][null]`, String(isNull));
    return;
  }
  if (isEmpty(value)) return;
  const text = Array.isArray(value)
    ? value.map(formatValue).join(',')
    : formatValue(value);
  search.append(
    op === '' ? `search[${field}]` : `search[${field}][${op}]`,
    text,
  );
}

/**
 * A Refine list request as the contract's query string: `page`, `perPage`,
 * `sort=-a,b`, `q` and `search[field]` / `search[field][op]`.
 *
 * @example
 * buildListQuery({ pagination: { currentPage: 2, pageSize: 25 },
 *   sorters: [{ field: 'createdAt', order: 'desc' }],
 *   filters: [{ field: 'resolvedStatus', operator: 'in', value: ['PENDING', 'REVIEWED'] }] })
 * // page=2&perPage=25&sort=-createdAt&search[resolvedStatus][in]=PENDING,REVIEWED
 */
export function buildListQuery({
  pagination,
  sorters,
  filters,
}: ListQueryInput): URLSearchParams {
  const search = new URLSearchParams();
  const mode = pagination?.mode ?? 'server';
  if (mode === 'server') {
    search.set('page', String(pagination?.currentPage ?? 1));
    search.set(
      'perPage',
      String(Math.min(pagination?.pageSize ?? 10, MAX_PER_PAGE)),
    );
  } else {
    // Refine pages on the client here, so fetch the largest page the contract allows.
    search.set('page', '1');
    search.set('perPage', String(MAX_PER_PAGE));
  }
  const sort = (sorters ?? []).map(({ field, order }) =>
    order === 'desc' ? `-${field}` : field,
  );
  if (sort.length > 0) search.set('sort', sort.join(','));
  for (const filter of filters ?? []) appendFilter(search, filter);
  return search;
}
