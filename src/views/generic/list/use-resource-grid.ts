import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import {
  useTable,
  type BaseRecord,
  type GetListResponse,
  type CrudFilter,
  type CrudSort,
  type MetaQuery,
} from '@refinedev/core';
import type {
  DataGridProps,
  GridPaginationModel,
  GridSortModel,
} from '@mui/x-data-grid';
import { FRESH_MS, takeFirstList } from '../../../http/early-answers';

interface ResourceGridOptions {
  resource: string;
  /** The sort a list opens with (the registry's `defaultSort`). */
  initialSort: CrudSort[];
  /** Filters every request carries (a saved view's own filter). */
  permanentFilters: CrudFilter[];
  pageSize?: number;
  /** Passed to the data provider with each list request (`facets`, `include`). */
  meta?: MetaQuery;
}

/**
 * A server-side DataGrid over Refine's `useTable`: page, page size, sort and
 * filters kept in the URL (Refine's `syncWithLocation` format), rows and
 * the total from the list request. What `@refinedev/mui`'s `useDataGrid`
 * did for us, without that package: its entry pulls a markdown renderer
 * into every page that imports it. Filtering is the filter panel's, not
 * the grid's, so no grid filter model is mapped here.
 */
export function useResourceGrid<T extends BaseRecord>({
  resource,
  initialSort,
  permanentFilters,
  pageSize = 25,
  meta,
}: ResourceGridOptions) {
  const { pathname, search } = useLocation();
  const table = useTable<T>({
    resource,
    meta,
    // The boot's answer for this very address, when it came before the
    // page's first render: the rows render with the page, not after it.
    queryOptions: {
      initialData: () =>
        takeFirstList<GetListResponse<T>>(`${pathname}${search}`),
      // That answer has only just come: with no staleTime the query would
      // ask again as it mounts, get the same rows, and render the whole
      // page a second time just after it painted (200 ms on a slow
      // machine). Once it has been fetched, nothing is fresh: live updates
      // and a return to the page ask again as before.
      staleTime: (query) => (query.state.dataUpdateCount === 0 ? FRESH_MS : 0),
    },
    // A failed read is said on the page, where its rows would be (the
    // page's `failure`), not in Refine's toast as well: a 429 has the HTTP
    // layer's toast already, and one failure is one message.
    errorNotification: false,
    syncWithLocation: true,
    pagination: { pageSize },
    sorters: { initial: initialSort },
    filters: { permanent: permanentFilters, defaultBehavior: 'merge' },
  });
  const {
    tableQuery,
    currentPage,
    setCurrentPage,
    setPageSize,
    sorters,
    setSorters,
    setFilters: setTableFilters,
  } = table;

  // Other filters ask another question, whose answer starts on its page 1:
  // page 3 of the old rows may be past the end of the new ones. Set in the
  // same render as the filters, so one request asks for the new page 1.
  const setFilters = useCallback(
    (next: CrudFilter[], behavior: 'merge' | 'replace') => {
      setTableFilters(next, behavior);
      setCurrentPage(1);
    },
    [setTableFilters, setCurrentPage],
  );

  // The total stays put while the next page loads, so the pager does not jump.
  const total = tableQuery.data?.total;
  // Before the first answer, a count that holds the URL's page: with 0 the
  // grid would clamp a deep link's page 2 back to page 1 on mount.
  const [rowCount, setRowCount] = useState(
    total ?? currentPage * table.pageSize,
  );
  if (total !== undefined && total !== rowCount) setRowCount(total);

  // The same array while the sort is the same: the grid takes a new one for
  // a new sort and sends the user back to page 1, deep link or not.
  const sortModel: GridSortModel = useMemo(
    () => sorters.map(({ field, order }) => ({ field, sort: order })),
    [sorters],
  );

  const dataGridProps = {
    rows: tableQuery.data?.data ?? [],
    loading: tableQuery.isLoading,
    rowCount: total ?? rowCount,
    paginationMode: 'server',
    paginationModel: { page: currentPage - 1, pageSize: table.pageSize },
    onPaginationModelChange: (model: GridPaginationModel) => {
      if (model.pageSize !== table.pageSize) setPageSize(model.pageSize);
      else setCurrentPage(model.page + 1);
    },
    sortingMode: 'server',
    sortModel,
    onSortModelChange: (model: GridSortModel) =>
      setSorters(
        model.flatMap(({ field, sort }) =>
          sort ? [{ field, order: sort }] : [],
        ),
      ),
    filterMode: 'server',
  } satisfies Partial<DataGridProps>;

  // Rows kept from before (a refresh that failed) stay on screen with the
  // failure beside them; with none, the failure takes the rows' place.
  const failure = tableQuery.isError
    ? {
        error: tableQuery.error,
        hasRows: tableQuery.data !== undefined,
        retry: () => void tableQuery.refetch(),
      }
    : null;

  return { ...table, setFilters, dataGridProps, failure };
}
