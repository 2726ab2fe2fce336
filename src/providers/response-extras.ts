import type { MetaQuery } from '@refinedev/core';

/** Rows per value of each counted field, `{ status: { PENDING: 12, … } }` (a list's `meta.facets`). */
export type FacetCounts = Readonly<
  Record<string, Readonly<Record<string, number>>>
>;

/** Sums of fields over every row a list's filters match, `{ netPayout: 1234500 }` (`meta.totals`). */
export type ListTotals = Readonly<Record<string, number>>;

/** Titles of one field's referenced records, by id. */
export type FieldTitles = Readonly<Record<string, string>>;

/** Titles of referenced records by field and id, `{ outletId: { "3": "…" } }` (`meta.titles`). */
export type ReferenceTitles = Readonly<Record<string, FieldTitles>>;

const none = {};

function member(response: object | undefined, key: string): unknown {
  return response && key in response
    ? (response as Record<string, unknown>)[key]
    : undefined;
}

const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null;

/**
 * The titles a `getList` or `getOne` result carries (asked for with
 * `meta.include`); empty when there are none, so callers show `#id`.
 *
 * @example
 * const titles = titlesOf(query.data);
 * titles.outletId?.['3']; // 'Nasi Lemak House'
 */
export function titlesOf(response: object | undefined): ReferenceTitles {
  const titles = member(response, 'titles');
  return isObject(titles) ? (titles as ReferenceTitles) : none;
}

/** The counts a `getList` result carries (asked for with `meta.facets`); empty when there are none. */
export function facetsOf(response: object | undefined): FacetCounts {
  const facets = member(response, 'facets');
  return isObject(facets) ? (facets as FacetCounts) : none;
}

/** Whether a `getList` result's total is the server's estimate (`meta.totalIsEstimate`), not a count. */
export function isTotalEstimated(response: object | undefined): boolean {
  return member(response, 'totalIsEstimate') === true;
}

/** The fields whose counts in a `getList` result are estimates (`meta.estimatedFacets`). */
export function estimatedFacetsOf(
  response: object | undefined,
): readonly string[] {
  const names = member(response, 'estimatedFacets');
  return Array.isArray(names)
    ? names.filter((name): name is string => typeof name === 'string')
    : [];
}

/** The sums a `getList` result carries (asked for with `meta.totals`); empty when there are none. */
export function totalsOf(response: object | undefined): ListTotals {
  const totals = member(response, 'totals');
  return isObject(totals) ? (totals as ListTotals) : none;
}

/**
 * Whether a `getList` result withheld the sums it was asked for
 * (`meta.totalsWithheld`): too many rows match to sum them on request.
 */
export function areTotalsWithheld(response: object | undefined): boolean {
  return member(response, 'totalsWithheld') === true;
}

/**
 * `meta.facets`, `meta.totals` and `meta.include` of a data-provider call
 * (field names) as the API's `facets=`, `totals=` and `include=` comma
 * lists, added to `search`.
 */
export function appendExtras(
  search: URLSearchParams,
  meta: MetaQuery | undefined,
): URLSearchParams {
  for (const key of ['facets', 'totals', 'include']) {
    const names: unknown = meta?.[key];
    if (Array.isArray(names) && names.length > 0)
      search.set(key, names.map(String).join(','));
  }
  return search;
}
