import type { FilterOp } from '../../src/registry/define-resource';
import { idCondition, type IdRuns } from './id-condition';
import { kindOf } from '../../src/registry/field-kinds/kind-table';
import {
  isStorableYear,
  isoDate,
  validDate,
} from '../../src/registry/field-kinds/temporal-kinds';
import {
  columnName,
  defaultOrder,
  quoteIdent,
  tableName,
  tabFirstState,
  type ColumnModel,
  type TableModel,
} from '../db/table-model';
import { unprocessable, type FieldErrors } from './errors';
import { marketplaceInstant } from '../../src/registry/marketplace-clock';
import { codeStart } from '../../src/registry/field-kinds/text-kinds';

/** The parsed list query: SQL fragments whose values travel only in `params`. */
export interface ListQuery {
  /** `WHERE …` or an empty string. */
  where: string;
  /**
   * The same rows as `where` when `q` also searches referenced records
   * (an order by its customer's name): the search as one OR whose
   * referenced arms are hashed subqueries, so that a plan can walk the sort
   * index and stop at the page. `where` finds the matching ids first, one
   * index per arm, which is fast while they are few; for a search that
   * matches tens of thousands of rows the walk is (list-route.ts).
   */
  walkingWhere?: string;
  /**
   * The same rows as `where`, with the search's union of ids gathered into
   * an array first: for a page that reads every match and sorts them
   * (sorted-page.ts). Joined as `id IN (…)`, the planner hashed 100,000
   * matches and scanned all 10M orders to join them (4 s); looked up by
   * id, they take a fraction of that.
   */
  matchingWhere?: string;
  /**
   * At most this many rows match: set when the search was found once and
   * `where` holds its ids (`ListAccess.searchIds`). The planner prices a
   * walk along the sort as if those ids were spread evenly, and they need
   * not be (a code's matches are the oldest orders), so the page is read
   * knowing the count (sorted-page.ts).
   */
  matchedRows?: number;
  /** `ORDER BY …`, closed by the model's tiebreak (the id) so pages never overlap. */
  orderBy: string;
  /** `orderBy`'s terms, for a reader that continues after a row (an export's keyset). */
  order: OrderTerm[];
  params: unknown[];
  page: number;
  perPage: number;
  limit: number;
  offset: number;
}

/** One term of a list's ORDER BY: a column and its direction (NULLs sort above every value). */
export interface OrderTerm {
  column: string;
  descending: boolean;
}

/**
 * A condition on the rows a caller may see at all, beside the query's own
 * filters: SQL built from registry names, its values added through `param`
 * (which answers their `$n`), so they travel as parameters.
 */
export type RowScope = (param: (value: unknown) => string) => string;

/** What the caller may see of a list: set per request from their ability. */
export interface ListAccess {
  /** Rows outside it are left out of the page, its counts and its sums. */
  scope?: RowScope;
  /**
   * Whether `q` may match through a reference into `resource` (an order by
   * its customer's phone): only when the caller may read that resource, or
   * the search itself would reveal what they may not read. Unset: all may.
   */
  readsThrough?: (resource: string) => boolean;
  /**
   * The ids `q` matches, found once for the request (search-matches.ts):
   * the search is then a condition on the id (`idCondition`), so the page,
   * its count and each facet filter by id instead of searching the text
   * again.
   */
  searchIds?: IdRuns;
}

export interface ListQueryOptions extends ListAccess {
  /** Exports take every matching row: paging parameters are ignored. */
  unpaged?: boolean;
  /** Parameters already taken by the caller ($1…$n), so numbering continues after them. */
  paramOffset?: number;
  /**
   * A field whose filters are left out: a facet counts every value of its
   * field under the page's other filters, so a selected tab still shows
   * what the others hold.
   */
  omitFilterOn?: string;
}

export const maxPerPage = 100;
const defaultPerPage = 25;
const maxListItems = 500;
const allOps: readonly FilterOp[] = [
  'eq',
  'ne',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'nin',
  'contains',
  'startsWith',
  'between',
  'null',
];
type Raw = string | string[] | Record<string, unknown> | undefined;

/**
 * `search[a][b]=v` flat keys and `{ search: { a: { b: v } } }` nested objects,
 * both, as `[field, op, value]` (op null for the bare form, '?' for a key
 * that is not one of the two forms).
 */
export function collectSearch(
  query: Record<string, unknown>,
): [string, string | null, unknown][] {
  const out: [string, string | null, unknown][] = [];
  for (const [key, value] of Object.entries(query)) {
    const flat = /^search\[([^\]]*)\](?:\[([^\]]*)\])?$/.exec(key);
    if (flat) {
      out.push([flat[1] ?? '', flat[2] ?? null, value]);
    } else if (
      key === 'search' &&
      value &&
      typeof value === 'object' &&
      !Array.isArray(value)
    ) {
      for (const [field, inner] of Object.entries(
        value as Record<string, unknown>,
      )) {
        if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
          for (const [op, v] of Object.entries(inner)) out.push([field, op, v]);
        } else {
          out.push([field, null, inner]);
        }
      }
    } else if (key === 'search' || key.startsWith('search[')) {
      out.push([key, '?', value]);
    }
  }
  return out;
}

/** One query-string value as text; undefined for a repeated key or an object. */
export function single(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return undefined;
}

/** Text matched literally by LIKE: its wildcards and the escape itself escaped. */
export const escapeLike = (text: string) =>
  text.replace(/[\\%_]/g, (c) => `\\${c}`);

class SqlBuilder {
  readonly params: unknown[] = [];
  constructor(private readonly offset: number) {}
  add(value: unknown): string {
    this.params.push(value);
    return `$${this.offset + this.params.length}`;
  }
}

/** The operators `search[field][op]` takes for a column: its declared ones, plus the bare `eq`. */
export function opsOf(col: ColumnModel): readonly FilterOp[] {
  const declared = col.field.filter ?? [];
  // Any filterable field takes the bare equality form the console sends (search[resolvedStatus]=PENDING).
  return declared.length > 0 && !declared.includes('eq')
    ? [...declared, 'eq']
    : declared;
}

/**
 * One filter as SQL. `asArray` writes an equality on text as
 * `= ANY(ARRAY[…])`: the same rows, but the planner does not make the
 * column a constant of the query, so an ORDER BY led by it still needs an
 * index led by it (`tabFirstOrder`).
 */
function condition(
  col: ColumnModel,
  op: FilterOp,
  raw: string,
  sql: SqlBuilder,
  errors: FieldErrors,
  key: string,
  asArray = false,
): string | undefined {
  const fail = (message: string) => {
    (errors[key] ??= []).push(message);
    return undefined;
  };
  const column = quoteIdent(col.column);
  const { field } = col;
  const kind = kindOf(field);
  // Date-only bounds on an instant cover the whole marketplace day.
  // The day after 9999-12-31 has no ISO form PostgreSQL reads; every instant is before 'infinity'.
  const nextDay = (text: string) => {
    const day = new Date(Date.parse(`${text}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    if (!isStorableYear(day)) return 'infinity';
    const next = marketplaceInstant(day).toISOString();
    return isStorableYear(next) ? next : 'infinity';
  };
  const upperBound = (text: string) =>
    field.kind === 'datetime' && isoDate.test(text) && validDate(text)
      ? { value: nextDay(text), exclusive: true }
      : undefined;

  if (op === 'null') {
    if (raw === 'true' || raw === '1') return `${column} IS NULL`;
    if (raw === 'false' || raw === '0') return `${column} IS NOT NULL`;
    return fail('null takes true or false');
  }
  if (!kind.operators.includes(op))
    return fail(`operator ${op} does not apply to ${field.label}`);
  if (op === 'contains' || op === 'startsWith') {
    if (field.kind === 'references' && op === 'contains') {
      const c = kind.parseText(field, raw);
      return 'error' in c
        ? fail(c.error)
        : `${sql.add(c.value)}::bigint = ANY(${column})`;
    }
    if (raw.length > 200)
      return fail('the search text is longer than 200 characters');
    const pattern =
      op === 'contains'
        ? `%${escapeLike(raw.toLowerCase())}%`
        : `${escapeLike(raw.toLowerCase())}%`;
    return `lower(${column}) LIKE ${sql.add(pattern)}`;
  }
  if (op === 'in' || op === 'nin' || op === 'between') {
    const parts = raw.split(',').map((p) => p.trim());
    if (op === 'between' && parts.length !== 2)
      return fail('between takes two comma-separated values');
    if (parts.length > maxListItems)
      return fail(`at most ${maxListItems} values`);
    if (parts.some((p) => p === '')) return fail('an empty value in the list');
    const values: unknown[] = [];
    for (const part of parts) {
      const c = kind.parseText(field, part);
      if ('error' in c) return fail(c.error);
      values.push(c.value);
    }
    if (op === 'between') {
      const upper = upperBound(parts[1] ?? '');
      return upper
        ? `(${column} >= ${sql.add(values[0])} AND ${column} < ${sql.add(upper.value)})`
        : `${column} BETWEEN ${sql.add(values[0])} AND ${sql.add(values[1])}`;
    }
    if (field.kind === 'references') {
      const list = values.map((v) => `${sql.add(v)}::bigint`).join(', ');
      return op === 'in'
        ? `${column} && ARRAY[${list}]`
        : `NOT (${column} && ARRAY[${list}])`;
    }
    const list = values.map((v) => sql.add(v)).join(', ');
    return op === 'in'
      ? `${column} IN (${list})`
      : `(${column} IS NULL OR ${column} NOT IN (${list}))`;
  }
  const c = kind.parseText(field, raw);
  if ('error' in c) return fail(c.error);
  if (field.kind === 'references') {
    return op === 'eq'
      ? `${sql.add(c.value)}::bigint = ANY(${column})`
      : `NOT (${sql.add(c.value)}::bigint = ANY(${column}))`;
  }
  if (field.kind === 'datetime' && isoDate.test(raw)) {
    const end = upperBound(raw);
    if (op === 'eq' && end)
      return `(${column} >= ${sql.add(c.value)} AND ${column} < ${sql.add(end.value)})`;
    if (op === 'lte' && end) return `${column} < ${sql.add(end.value)}`;
    if (op === 'gt' && end) return `${column} >= ${sql.add(end.value)}`;
  }
  if (op === 'eq' && asArray)
    return `${column} = ANY(ARRAY[${sql.add(c.value)}::text])`;
  const symbol = {
    eq: '=',
    ne: 'IS DISTINCT FROM',
    lt: '<',
    lte: '<=',
    gt: '>',
    gte: '>=',
  }[op];
  return `${column} ${symbol} ${sql.add(c.value)}`;
}

function parsePositiveInt(
  raw: Raw,
  fallback: number,
  name: string,
  errors: FieldErrors,
  max: number,
): number {
  if (raw === undefined || raw === '') return fallback;
  const text = single(raw);
  const n =
    text !== undefined && /^\d{1,9}$/.test(text.trim())
      ? Number(text)
      : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) {
    errors[name] = [`${name} must be a whole number from 1`];
    return fallback;
  }
  if (n > max) {
    errors[name] = [`${name} may be at most ${max}`];
    return fallback;
  }
  return n;
}

/** Input echoed in a message, cut short so a hostile megabyte never comes back. */
export const shown = (text: string) =>
  JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

const maxSortFields = 5;
const maxSearchLength = 200;

/** `q` as a WHERE clause, and as the same condition for walking an index. */
interface TextSearch {
  clause: string;
  /** Where `q` also searches referenced records: see `ListQuery.walkingWhere`. */
  walking?: string;
  /** Likewise: see `ListQuery.matchingWhere`. */
  gathered?: string;
  /**
   * The matching ids themselves, a statement of its own. An id two arms
   * match comes twice, for the reader to keep once: deduplicating in the
   * statement hashed a code's 10,000 matches at 10M orders to drop none
   * (5 of the statement's 9 ms).
   */
  ids?: string;
}

/**
 * `lower(column)` starts with `start`, as the byte range the column's
 * pattern-ops index reads (`start` ≤ value < `start` with its last byte
 * raised): what PostgreSQL makes of `LIKE 'start%'` itself, written out so
 * that no trigram index can serve it. The planner prices `LIKE 'ord000%'`
 * at 1,000 rows through the trigram index, whose postings every code shares
 * (262 ms at 10M orders), against 20 ms through the b-tree.
 */
function startsWith(column: string, start: string, sql: SqlBuilder): string {
  const last = start.charCodeAt(start.length - 1);
  const after = `${start.slice(0, -1)}${String.fromCharCode(last + 1)}`;
  const value = `lower(${quoteIdent(column)})`;
  return `(${value} ~>=~ ${sql.add(start)} AND ${value} ~<~ ${sql.add(after)})`;
}

/**
 * `q` as one clause over the searchable fields (and the id, for a number on a
 * table), or a 422 on `q` for report rows, which have neither.
 */
function textSearch(
  model: TableModel,
  raw: unknown,
  sql: SqlBuilder,
  errors: FieldErrors,
  readsThrough: (resource: string) => boolean = () => true,
): TextSearch | undefined {
  if (raw === undefined) return undefined;
  const text = single(raw);
  if (text === undefined) {
    errors.q = ['q must be a single text'];
    return undefined;
  }
  const term = text.trim();
  if (term === '') return undefined;
  if (term.length > maxSearchLength) {
    errors.q = [`q is longer than ${maxSearchLength} characters`];
    return undefined;
  }
  if (term.includes('\u0000')) {
    errors.q = ['q contains a NUL character'];
    return undefined;
  }
  const searchable = model.columns.filter(
    (c) =>
      c.field.searchable &&
      (kindOf(c.field).family === 'text' || kindOf(c.field).family === 'enum'),
  );
  const through = model.columns.flatMap((c) =>
    c.field.kind === 'reference' &&
    c.field.searchBy?.length &&
    readsThrough(c.field.to)
      ? [{ column: c.column, to: c.field.to, fields: c.field.searchBy }]
      : [],
  );
  // Report rows have no id; only a table's records can be found by number.
  const hasId = model.byName.has('id');
  if (searchable.length === 0 && through.length === 0 && !hasId) {
    errors.q = [`${model.resource.label.many} have no text search`];
    return undefined;
  }
  const terms: string[] = [];
  // Added on first use: a code searched by its start alone takes none.
  let pattern: string | undefined;
  const contains = (column: string) =>
    `lower(${quoteIdent(column)}) LIKE ${(pattern ??= sql.add(`%${escapeLike(term.toLowerCase())}%`))}`;
  for (const c of searchable) {
    const prefix = 'codePrefix' in c.field ? c.field.codePrefix : undefined;
    const start = prefix === undefined ? undefined : codeStart(prefix, term);
    if (start === undefined) terms.push(contains(c.column));
    else if (start !== null) terms.push(startsWith(c.column, start, sql));
  }
  if (hasId && /^\d{1,15}$/.test(term))
    terms.push(`"id" = ${sql.add(Number(term))}`);
  if (through.length === 0)
    // A reference picker searches any resource; text where there is nothing to match finds nothing.
    return { clause: terms.length === 0 ? 'false' : `(${terms.join(' OR ')})` };
  // One OR over this table and the referenced ones leaves the planner
  // guessing how many rows match, and it walks the whole sort index; a
  // union of ids lets each arm use its own index (trigram for the text,
  // the key's btree for the referenced ids) with a real estimate.
  const table = quoteIdent(model.table);
  const conditions = [
    ...(terms.length > 0 ? [terms.join(' OR ')] : []),
    ...through.map((ref) => {
      const matches = ref.fields.map((f) => contains(columnName(f)));
      return `${quoteIdent(ref.column)} IN (SELECT "id" FROM ${quoteIdent(tableName(ref.to))} WHERE ${matches.join(' OR ')})`;
    }),
  ];
  const arms = conditions.map((c) => `SELECT "id" FROM ${table} WHERE ${c}`);
  const union = arms.join(' UNION ');
  return {
    clause: `"id" IN (${union})`,
    walking: `(${conditions.join(' OR ')})`,
    gathered: `"id" = ANY(ARRAY(${union}))`,
    ids: arms.join(' UNION ALL '),
  };
}

/**
 * `q` alone as a WHERE clause and its parameters, without the list's
 * filters; undefined when the query searches nothing (or not validly:
 * `buildListQuery` reports why).
 */
export function searchWhere(
  model: TableModel,
  query: Record<string, unknown>,
  readsThrough?: (resource: string) => boolean,
): { where: string; params: unknown[]; ids?: string } | undefined {
  const sql = new SqlBuilder(0);
  const errors: FieldErrors = {};
  const search = textSearch(model, query.q, sql, errors, readsThrough);
  if (!search || Object.keys(errors).length > 0) return undefined;
  return {
    where: `WHERE ${search.clause}`,
    params: sql.params,
    ...(search.ids !== undefined && { ids: search.ids }),
  };
}

/**
 * `sort` as ORDER BY terms: an absent or empty `sort` is the entry's default
 * order; an empty entry (`sort=,`), a bare `-`, an unknown or unsortable field
 * or one given twice is a 422 on `sort`. The model's tiebreak columns close
 * the order so that pages never overlap.
 */
function sortOrder(
  model: TableModel,
  raw: unknown,
  errors: FieldErrors,
): OrderTerm[] {
  const given = raw === undefined ? '' : single(raw);
  if (given === undefined) {
    errors.sort = ['sort must be one comma list of fields, e.g. -createdAt'];
    return [];
  }
  const isDefault = given.trim() === '';
  const text = isDefault
    ? (model.resource.list?.defaultSort ?? '-createdAt')
    : given;
  const items = text.split(',').map((item) => item.trim());
  const fail = (message: string) => {
    (errors.sort ??= []).push(message);
  };
  if (items.length > maxSortFields) {
    fail(`sort takes at most ${maxSortFields} fields`);
    return [];
  }
  const sortable = model.columns
    .filter((c) => c.field.sortable)
    .map((c) => c.name);
  const parts: OrderTerm[] = [];
  const seen = new Set<string>();
  let descending = true;
  for (const item of items) {
    descending = item.startsWith('-');
    const name = descending ? item.slice(1) : item;
    const col = model.byName.get(name);
    if (item === '') fail('sort has an empty entry between its commas');
    else if (name === '') fail('"-" must be followed by a field name');
    else if (!col)
      fail(`${shown(name)} is not a field of ${model.resource.name}`);
    else if (!col.field.sortable && !isDefault)
      fail(
        `${name} cannot be sorted on; use ${sortable.length > 0 ? sortable.join(', ') : 'the default order'}`,
      );
    else if (seen.has(name)) fail(`${name} is given more than once`);
    else {
      seen.add(name);
      parts.push({ column: col.column, descending });
    }
  }
  const last = items[items.length - 1]?.replace(/^-/, '') ?? '';
  for (const [name, isDescending] of closingOrder(model, last, descending)) {
    const col = model.byName.get(name);
    if (col && !seen.has(name)) {
      seen.add(name);
      parts.push({ column: col.column, descending: isDescending });
    }
  }
  return parts;
}

function orderBySql(terms: readonly OrderTerm[]): string {
  return terms.length > 0
    ? `ORDER BY ${terms.map((term) => `${quoteIdent(term.column)} ${term.descending ? 'DESC' : 'ASC'}`).join(', ')}`
    : '';
}

/**
 * The state whose (state, column, …) index holds the order `terms` lead
 * with (`tabFirstState`), when it is text. A status tab in such an order is
 * then led by the state: within one tab every row has the same state, so
 * the rows keep their order, but only that index delivers it. Otherwise the
 * planner walks the column's own index through every other tab's rows,
 * priced as if each tab were spread evenly along it: 1.3–2.7 s for the
 * completed tab by completion at 10M orders, 1 ms by the tab's index. The
 * tab's filter is written `= ANY(ARRAY[…])` (`condition`), since PostgreSQL
 * drops a column an equality makes constant from an ORDER BY.
 */
function tabFirstOrder(
  model: TableModel,
  terms: readonly OrderTerm[],
): ColumnModel | undefined {
  const [lead] = terms;
  const col = lead && model.columns.find((c) => c.column === lead.column);
  const state = col && tabFirstState(model, col);
  return state?.field.kind === 'enum' ? state : undefined;
}

/**
 * What closes a sort whose last field is `last`, so that pages never
 * overlap: a report's tiebreak columns; on a table, the entry's default
 * order and then the id, the whole order reversed when `last` is descending
 * (`-status` is exactly `status` backwards). That is the order of the one
 * index `schema-from-registry` builds per sorted column, (column, default
 * column, id), read forwards or backwards; within a status, the newest
 * first.
 */
function closingOrder(
  model: TableModel,
  last: string,
  descending: boolean,
): [name: string, descending: boolean][] {
  if (model.tieBreak) return model.tieBreak.map((name) => [name, descending]);
  if (!model.byName.has('id') || last === 'id') return [];
  const first = defaultOrder(model.resource);
  if (
    first.name === last ||
    first.name === 'id' ||
    !model.byName.has(first.name)
  )
    return [['id', descending]];
  const direction = first.descending !== descending;
  return [
    [first.name, direction],
    ['id', direction],
  ];
}

/**
 * Parses the contract's list query (`page`, `perPage`, `sort`, `q`,
 * `search[field]`, `search[field][op]`) against a table's registry entry.
 * Column names come only from the registry and values only travel as
 * parameters; anything the entry does not declare is a 422 listing why.
 *
 * @example
 * const q = buildListQuery(tableModel(orders), request.query);
 * await db.query(`SELECT … FROM orders ${q.where} ${q.orderBy} LIMIT ${q.limit} OFFSET ${q.offset}`, q.params);
 */
export function buildListQuery(
  model: TableModel,
  query: Record<string, unknown>,
  options: ListQueryOptions = {},
): ListQuery {
  const errors: FieldErrors = {};
  const sql = new SqlBuilder(options.paramOffset ?? 0);
  const clauses: string[] = [];
  const orderParts = sortOrder(model, query.sort, errors);
  const tabFirst = tabFirstOrder(model, orderParts);
  /** Filtered to one value of that state: a status tab. */
  let isOneTab = false;

  for (const [name, opName, rawValue] of collectSearch(query)) {
    if (name === options.omitFilterOn) continue;
    const key =
      opName === '?'
        ? name
        : opName === null
          ? `search[${name}]`
          : `search[${name}][${opName}]`;
    const col = model.byName.get(name);
    if (opName === '?' || !col) {
      (errors[key] ??= []).push(
        `${name || 'search'} is not a field of ${model.resource.name}`,
      );
      continue;
    }
    const op = (opName ?? 'eq') as FilterOp;
    if (!allOps.includes(op)) {
      (errors[key] ??= []).push(
        `unknown operator ${opName}; use one of ${allOps.join(', ')}`,
      );
      continue;
    }
    const allowed = opsOf(col);
    if (allowed.length === 0) {
      (errors[key] ??= []).push(`${name} cannot be filtered`);
      continue;
    }
    if (!allowed.includes(op)) {
      (errors[key] ??= []).push(`${name} takes only ${allowed.join(', ')}`);
      continue;
    }
    const values = Array.isArray(rawValue)
      ? rawValue.map(single)
      : [single(rawValue)];
    if (values.some((v) => v === undefined)) {
      (errors[key] ??= []).push('must be a plain value');
      continue;
    }
    if (values.some((v) => v?.includes('\u0000'))) {
      (errors[key] ??= []).push('contains a NUL character');
      continue;
    }
    const joined = (values as string[]).join(',');
    if (values.length > 1 && op !== 'in' && op !== 'nin') {
      (errors[key] ??= []).push('given more than once');
      continue;
    }
    const isTab = op === 'eq' && col === tabFirst;
    const clause = condition(col, op, joined, sql, errors, key, isTab);
    if (clause) clauses.push(clause);
    if (clause && isTab) isOneTab = true;
  }

  const searchIds = query.q !== undefined ? options.searchIds : undefined;
  const search = searchIds
    ? { clause: idCondition(searchIds, (value) => sql.add(value)) }
    : textSearch(model, query.q, sql, errors, options.readsThrough);
  const searchAt = clauses.length;
  if (search) clauses.push(search.clause);
  if (options.scope) clauses.push(options.scope((value) => sql.add(value)));
  const page = options.unpaged
    ? 1
    : parsePositiveInt(query.page as Raw, 1, 'page', errors, 1_000_000);
  const perPage = options.unpaged
    ? Number.MAX_SAFE_INTEGER
    : parsePositiveInt(
        query.perPage as Raw,
        defaultPerPage,
        'perPage',
        errors,
        maxPerPage,
      );

  if (Object.keys(errors).length > 0)
    throw unprocessable(errors, 'The list query is not valid');
  return {
    where: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '',
    ...(searchIds && { matchedRows: searchIds.count }),
    ...(search?.walking !== undefined && {
      walkingWhere: `WHERE ${clauses.map((c, i) => (i === searchAt ? search.walking : c)).join(' AND ')}`,
    }),
    ...(search?.gathered !== undefined && {
      matchingWhere: `WHERE ${clauses.map((c, i) => (i === searchAt ? search.gathered : c)).join(' AND ')}`,
    }),
    orderBy: orderBySql(
      isOneTab && tabFirst && orderParts[0]
        ? [
            { column: tabFirst.column, descending: orderParts[0].descending },
            ...orderParts,
          ]
        : orderParts,
    ),
    order: orderParts,
    params: sql.params,
    page,
    perPage,
    limit: perPage,
    offset: (page - 1) * perPage,
  };
}
