import {
  keys,
  parseTableParams,
  setInitialFilters,
  setInitialSorters,
  unionFilters,
  unionSorters,
  type CrudFilter,
  type CrudSort,
  type MetaQuery,
} from '@refinedev/core';
import { hashKey, type QueryKey } from '@tanstack/react-query';
import type { AnyResource } from '../../../registry/define-resource';
import { resourceKey } from '../../../registry/resource-key';
import { initialSorters, listExtras, permanentFilters } from './list-request';
import type { GridPreferences } from './use-grid-preferences';

/** Rows a list shows when its address names no page size. */
const DEFAULT_PAGE_SIZE = 25;

/** A generic list's request, as Refine's `getList` takes it. */
export interface ListParams {
  /** The route key (`payout-request`), Refine's resource identifier. */
  resource: string;
  pagination: { currentPage: number; pageSize: number; mode: 'server' };
  sorters: CrudSort[];
  filters: CrudFilter[];
  /** The extras it asks for (`include`, `facets`, `totals`): `listExtras`, or none. */
  meta?: MetaQuery;
}

/**
 * The first request of `resource`'s list at an address whose query string
 * is `search`, for a user whose grid `preferences` are these: the page, page
 * size, sort and filters Refine writes into the address (or the list's
 * defaults), the entry's permanent filter, and the extras the visible
 * columns and status tabs need. The boot sends it before the page's code has
 * arrived and the page starts its table from it, so the two ask the same.
 *
 * @example
 * listParams(orders, '?currentPage=2', { columnVisibilityModel: {} });
 * // { resource: 'orders', pagination: { currentPage: 2, pageSize: 25, mode: 'server' }, … }
 */
export function listParams(
  resource: AnyResource,
  search: string,
  preferences: Pick<GridPreferences, 'columnVisibilityModel'>,
): ListParams & { meta: ReturnType<typeof listExtras> } {
  const permanent = permanentFilters(resource);
  const { parsedCurrentPage, parsedPageSize, parsedSorter, parsedFilters } =
    parseTableParams(search);
  const sorters = parsedSorter.length ? parsedSorter : initialSorters(resource);
  return {
    resource: resourceKey(resource),
    pagination: {
      currentPage: parsedCurrentPage || 1,
      pageSize: parsedPageSize || DEFAULT_PAGE_SIZE,
      mode: 'server',
    },
    // As Refine's useTable combines them, so the order matches too.
    sorters: unionSorters([], setInitialSorters([], sorters)),
    filters: unionFilters(
      permanent,
      setInitialFilters(permanent, parsedFilters),
    ),
    meta: listExtras(resource, preferences.columnVisibilityModel),
  };
}

/** The parts of a list query's params that make its request, by name. */
type RequestParts = Partial<
  Record<
    'pagination' | 'sorters' | 'filters' | 'include' | 'facets' | 'totals',
    unknown
  >
>;

/**
 * A list query's cache identity: its request. Refine's key for a list holds
 * the whole of the query's `meta` as well, which Refine fills from the
 * resource's definition and the address's other parameters; two keys that
 * send the same request hash the same, so the boot's query (whose key it
 * builds without a router) is the one the page reads.
 */
export function listQueryHash(queryKey: QueryKey): string {
  const params = queryKey.at(-1);
  const { pagination, sorters, filters, include, facets, totals } = (
    typeof params === 'object' && params !== null ? params : {}
  ) as RequestParts;
  return hashKey([
    ...queryKey.slice(0, -1),
    { pagination, sorters, filters, include, facets, totals },
  ]);
}

/** The key Refine's `useList` gives the query of `params`, with their extras as its meta. */
export function listQueryKey({
  resource,
  pagination,
  sorters,
  filters,
  meta,
}: ListParams): QueryKey {
  return keys()
    .data()
    .resource(resource)
    .action('list')
    .params({ ...meta, filters, pagination, sorters })
    .get();
}
