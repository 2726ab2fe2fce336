import {
  unionFilters,
  unionSorters,
  useList,
  useMeta,
  useResourceParams,
  type CrudFilter,
  type CrudSort,
  type MetaQuery,
} from '@refinedev/core';

/** The request the list makes when its pager moves one page on. */
export interface NextPageRequest {
  resource: string;
  /** What the page's own request for it will send: rows only, no extras. */
  meta: MetaQuery;
  permanentFilters: CrudFilter[];
  filters: CrudFilter[];
  sorters: CrudSort[];
  /** The page it asks for (1-based). */
  page: number;
  pageSize: number;
}

/**
 * Asks for the list's next page once the shown one has settled, into the
 * query cache under the very key Refine's `useTable` reads it by (same
 * resource, meta, filters, sorters and pagination, combined the way
 * `useTable` combines them), so a click on "next page" shows its rows
 * from memory. A component of its own, beside the grid, so that the answer
 * re-renders nothing but this. Once the rows are in, its query is no longer
 * enabled: a change notice marks it stale without asking for it again, and
 * the page asks when it shows it.
 */
export function NextPagePrefetch({
  resource,
  meta,
  permanentFilters,
  filters,
  sorters,
  page,
  pageSize,
}: NextPageRequest) {
  const { resource: item } = useResourceParams({ resource });
  const getMeta = useMeta();
  useList({
    resource,
    pagination: { currentPage: page, pageSize },
    filters: unionFilters(permanentFilters, filters),
    sorters: unionSorters([], sorters),
    meta: getMeta({ resource: item, meta }),
    // A failed read here is the next page's business, said when it shows.
    errorNotification: false,
    queryOptions: {
      enabled: (query) => query.state.data === undefined,
      retry: false,
    },
  });
  return null;
}
