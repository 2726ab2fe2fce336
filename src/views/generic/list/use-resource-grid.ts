import {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  unionFilters,
  unionSorters,
  useGo,
  useTable,
  type BaseRecord,
  type CrudFilter,
  type CrudSort,
  type MetaQuery,
} from '@refinedev/core';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';
import type {
  DataGridProps,
  GridApi,
  GridPaginationModel,
  GridSortModel,
} from '@mui/x-data-grid';
import { aheadStaleTime } from '../../../providers/fetched-ahead';
import {
  estimatedFacetsOf,
  facetsOf,
  isTotalEstimated,
  titlesOf,
  totalsOf,
  areTotalsWithheld,
  type FacetCounts,
  type ListTotals,
  type ReferenceTitles,
} from '../../../providers/response-extras';
import {
  asksForExtras,
  nextExtrasAsker,
  type ExtrasAsker,
} from './extras-asker';
import { afterNextPaint } from './after-next-paint';
import { listQueryHash, listQueryKey, type ListParams } from './list-params';
import { useAnswerInMemory, useFetchAhead } from './use-fetch-ahead';

interface ResourceGridOptions {
  /** The list's first request, read from the address it opened at (`listParams`). */
  first: ListParams;
  /** Filters every request carries (a saved view's own filter). */
  permanentFilters: CrudFilter[];
  /**
   * Passed to the data provider with the list requests (`facets`,
   * `totals`, `include`); `facets` and `totals` only with the first
   * request of a set of filters (extras-asker.ts).
   */
  meta?: MetaQuery;
}

/** The status tabs' counts and the list's sums: the last a list request answered. */
export interface ListCounts {
  /** Undefined until the list has answered. */
  facets: FacetCounts | undefined;
  /** The fields whose counts are the server's estimates. */
  estimated: readonly string[];
  totals: ListTotals;
  /** The server withheld the sums: too many rows match to sum on request. */
  totalsWithheld: boolean;
}

const hasAny = (extras: object) => Object.keys(extras).length > 0;

const sameFilter = (a: CrudFilter, b: CrudFilter) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * A change of page, sort or filters: after the click's own frame has
 * painted, and as a transition, so the page renders the new question
 * interruptibly, keeping the old rows until the new ones come.
 *
 * `showRows`, when the new question's rows are in memory already, puts
 * them into the grid first, outside the transition: the DataGrid takes a
 * new `rows` prop only in an effect after the render that passed it, so
 * they showed a whole render and an effect pass after the page's render.
 * The grid draws them at once, and the page's render (pager, counts,
 * address) follows.
 */
const changeQuestion = (change: () => void, showRows?: () => void) =>
  afterNextPaint(() => {
    showRows?.();
    startTransition(change);
  });

/**
 * How long a status tab waits for its first page before the page shows
 * the tab anyway, over the old rows, and the rows follow.
 */
const ASK_AHEAD_MS = 250;

/**
 * A server-side DataGrid over Refine's `useTable`: page, page size, sort and
 * filters kept in the URL (Refine's `syncWithLocation` format), rows and
 * the total from the list request. What `@refinedev/mui`'s `useDataGrid`
 * did for us, without that package: its entry pulls a markdown renderer
 * into every page that imports it. Filtering is the filter panel's, not
 * the grid's, so no grid filter model is mapped here.
 *
 * The table starts from `first`, not from its own reading of the URL: the
 * boot reads the address with the same `listParams` to start this request
 * early, and the query is keyed by its request (`listQueryHash`), so the
 * boot's answer is this query's. The URL is written back here as Refine's
 * `syncWithLocation` writes it.
 */
export function useResourceGrid<T extends BaseRecord>({
  first,
  permanentFilters,
  meta,
}: ResourceGridOptions) {
  const [asker, setAsker] = useState<ExtrasAsker | null>(null);
  const asks = asksForExtras(asker);
  const rowsOnly = useMemo(() => ({ ...meta, facets: [], totals: [] }), [meta]);
  const requestMeta = asks ? meta : rowsOnly;
  const table = useTable<T>({
    resource: first.resource,
    meta: requestMeta,
    queryOptions: { queryKeyHashFn: listQueryHash, staleTime: aheadStaleTime },
    // A failed read is said on the page, where its rows would be (the
    // page's `failure`), not in Refine's toast as well: a 429 has the HTTP
    // layer's toast already, and one failure is one message.
    errorNotification: false,
    syncWithLocation: false,
    pagination: {
      currentPage: first.pagination.currentPage,
      pageSize: first.pagination.pageSize,
    },
    sorters: { initial: first.sorters },
    filters: {
      initial: first.filters,
      permanent: permanentFilters,
      defaultBehavior: 'merge',
    },
  });
  const {
    tableQuery,
    currentPage,
    setCurrentPage,
    pageSize,
    setPageSize,
    sorters,
    setSorters,
    filters,
    setFilters: setTableFilters,
  } = table;

  // The address follows the table, as Refine's own sync writes it (the
  // permanent filter left out): a reload, a bookmark or a shared link opens
  // the same view.
  const go = useGo();
  const { pathname } = useLocation();
  // The router's own location, which runs ahead of the rendered one while
  // the next page's code loads (route-link.tsx keeps the list up meanwhile);
  // react-router offers no public hook for it.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const writeAddress = useEffectEvent(() => {
    // A change the list applies while a link it showed is loading its page
    // (a search typed just before the click) must not write the list's
    // address: Refine's `go` replaces from the location this list rendered,
    // which took the user back to the list (the payout-checks journey, once).
    if (router && router.state.location.pathname !== pathname) return;
    go({
      type: 'replace',
      options: { keepQuery: true },
      query: {
        pageSize,
        currentPage,
        sorters,
        filters: filters.filter(
          (filter) =>
            !permanentFilters.some((permanent) =>
              sameFilter(permanent, filter),
            ),
        ),
      },
    });
  });
  useEffect(() => writeAddress(), [currentPage, pageSize, sorters, filters]);

  // Counting the tabs and summing cost the server more than the page: a
  // page or a sort asks for rows only. Set in this render, so that its one
  // request already asks the right thing.
  const nextAsker = nextExtrasAsker(
    asker,
    JSON.stringify(filters),
    JSON.stringify([filters, sorters, currentPage, pageSize]),
  );
  if (nextAsker !== asker) setAsker(nextAsker);
  const answered = tableQuery.data;
  const [counts, setCounts] = useState<ListCounts>({
    facets: undefined,
    estimated: [],
    totals: {},
    totalsWithheld: false,
  });
  const answeredFacets = facetsOf(answered);
  const answeredTotals = totalsOf(answered);
  const isWithheld = areTotalsWithheld(answered);
  const isNewFacets =
    hasAny(answeredFacets) && answeredFacets !== counts.facets;
  // A page or a sort answers no sums and withholds none: the last sums stand.
  const isNewTotals =
    (hasAny(answeredTotals) && answeredTotals !== counts.totals) ||
    (isWithheld && !counts.totalsWithheld);
  if (isNewFacets || isNewTotals)
    setCounts({
      facets: isNewFacets ? answeredFacets : counts.facets,
      estimated: isNewFacets ? estimatedFacetsOf(answered) : counts.estimated,
      totals: isNewTotals ? answeredTotals : counts.totals,
      totalsWithheld: isNewTotals ? isWithheld : counts.totalsWithheld,
    });

  // Other filters ask another question, whose answer starts on its page 1:
  // page 3 of the old rows may be past the end of the new ones. Set in the
  // same render as the filters, so one request asks for the new page 1.
  // Applied at once (after the frame): the filter panel's controls read the
  // list's filters, and a second choice in a multi-select builds on the first.
  const setFilters = useCallback(
    (next: CrudFilter[], behavior: 'merge' | 'replace') =>
      changeQuestion(() => {
        setTableFilters(next, behavior);
        setCurrentPage(1);
      }),
    [setTableFilters, setCurrentPage],
  );

  // A status tab, or the search once typing pauses, replaces a whole filter:
  // its first page is asked for first, and the page renders the question
  // once its rows are in the cache, in one render, instead of rendering the
  // old rows under the new question, asking, and rendering again (which
  // also drew the list on the browser's core while the server read the
  // answer on it). After ASK_AHEAD_MS the page shows the question anyway and
  // the rows follow. Questions are shown in the order they were asked,
  // whichever answer comes first.
  const fetchAhead = useFetchAhead();
  // The grid's handle, to show a question's rows already in memory at once
  // (changeQuestion). None while the phone's cards show the rows.
  const apiRef = useRef<GridApi | null>(null);
  // The titles of the rows the grid drew last, for their cells while the
  // page's render holds another answer's (DrawnRowsTitles).
  const drawnRowsTitles = useRef<ReferenceTitles | undefined>(undefined);
  // Otherwise the grid draws the rows of the answer the page rendered,
  // after that render (the grid takes new rows in an effect).
  const titles = titlesOf(tableQuery.data);
  useEffect(() => {
    drawnRowsTitles.current = titles;
  }, [titles]);
  const answerInMemory = useAnswerInMemory();
  const showInGrid = (params: ListParams) => {
    const answer = answerInMemory(params);
    if (!answer || !apiRef.current) return;
    drawnRowsTitles.current = titlesOf(answer);
    apiRef.current.setRows(answer.data);
  };
  const lastShown = useRef<Promise<void>>(Promise.resolve());
  const askThenShow = (
    page: { filters: CrudFilter[]; sorters: CrudSort[] },
    show: () => void,
  ) => {
    const firstPage: ListParams = {
      resource: first.resource,
      pagination: { currentPage: 1, pageSize, mode: 'server' },
      sorters: unionSorters([], page.sorters),
      filters: unionFilters(permanentFilters, page.filters),
      // As the asker will decide (extras-asker.ts): counts with new filters.
      meta:
        JSON.stringify(page.filters) === JSON.stringify(filters)
          ? rowsOnly
          : meta,
    };
    const answered = Promise.race([
      fetchAhead(firstPage).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, ASK_AHEAD_MS)),
    ]);
    lastShown.current = lastShown.current
      .then(() => answered)
      .then(() => changeQuestion(show, () => showInGrid(firstPage)));
  };
  const askForFilters = (next: CrudFilter[]) =>
    askThenShow(
      { filters: unionFilters(permanentFilters, next, filters), sorters },
      () => {
        setTableFilters(next, 'merge');
        setCurrentPage(1);
      },
    );
  // One function from render to render, reading this render's filters and
  // sort, like setFilters.
  const latestAskForFilters = useRef(askForFilters);
  useLayoutEffect(() => {
    latestAskForFilters.current = askForFilters;
  });
  const askFilters = useCallback(
    (next: CrudFilter[]) => latestAskForFilters.current(next),
    [],
  );

  // A saved view: its filters, sort and page size, asked for in one request.
  const setView = useCallback(
    (view: { filters: CrudFilter[]; sorters: CrudSort[]; pageSize: number }) =>
      changeQuestion(() => {
        setTableFilters(view.filters, 'replace');
        setSorters(view.sorters);
        setPageSize(view.pageSize);
        setCurrentPage(1);
      }),
    [setTableFilters, setSorters, setPageSize, setCurrentPage],
  );

  // The total stays put while the next page loads, so the pager does not jump.
  const total = tableQuery.data?.total;
  // Before the first answer, a count that holds the URL's page: with 0 the
  // grid would clamp a deep link's page 2 back to page 1 on mount.
  const [rowCount, setRowCount] = useState(total ?? currentPage * pageSize);
  if (total !== undefined && total !== rowCount) setRowCount(total);

  // The same array while the sort is the same: the grid takes a new one for
  // a new sort and sends the user back to page 1, deep link or not.
  const sortModel: GridSortModel = useMemo(
    () => sorters.map(({ field, order }) => ({ field, sort: order })),
    [sorters],
  );

  // Above the server's exact-count limit the total is its estimate: the
  // grid is told the count is unknown, so it never offers a page past an
  // end it cannot know (next and previous page on; its label says "about").
  const isEstimate = isTotalEstimated(answered);
  // The next page, fetched ahead once this one has settled (not while an
  // older page's rows stand in for it), rows only as its own request will
  // be, into the query the pager's click will read: the click draws it from
  // memory. Like the boot's answer, it is fresh for a moment
  // (fetched-ahead.ts), then asked again when shown.
  const shownRows = tableQuery.data?.data.length ?? 0;
  const hasNextPage = isEstimate
    ? shownRows === pageSize
    : currentPage * pageSize < (total ?? 0);
  const isSettled =
    tableQuery.isSuccess &&
    !tableQuery.isFetching &&
    !tableQuery.isPlaceholderData;
  const nextPage: ListParams | null =
    isSettled && hasNextPage
      ? {
          resource: first.resource,
          pagination: {
            currentPage: currentPage + 1,
            pageSize,
            mode: 'server',
          },
          sorters: unionSorters([], sorters),
          filters: unionFilters(permanentFilters, filters),
          meta: rowsOnly,
        }
      : null;
  const nextPageHash = nextPage && listQueryHash(listQueryKey(nextPage));
  const fetchNextPage = useEffectEvent(() => {
    // A failed read here is the next page's business, said when it shows.
    if (nextPage) fetchAhead(nextPage).catch(() => undefined);
  });
  useEffect(() => fetchNextPage(), [nextPageHash]);

  const dataGridProps = {
    apiRef,
    rows: tableQuery.data?.data ?? [],
    loading: tableQuery.isLoading,
    rowCount: isEstimate ? -1 : (total ?? rowCount),
    estimatedRowCount: isEstimate ? total : undefined,
    paginationMode: 'server',
    paginationModel: { page: currentPage - 1, pageSize },
    onPaginationModelChange: (model: GridPaginationModel) => {
      // A page size is chosen in a select, not clicked through: it applies
      // at once, so a page turn right after it reads the new size.
      if (model.pageSize !== pageSize) setPageSize(model.pageSize);
      else
        changeQuestion(
          () => setCurrentPage(model.page + 1),
          // The page fetched ahead, when the turn is to it.
          nextPage?.pagination.currentPage === model.page + 1
            ? () => showInGrid(nextPage)
            : undefined,
        );
    },
    sortingMode: 'server',
    sortModel,
    // A sort applies at once (after the frame), not once its rows came.
    // Its first page is asked for with the click, rows only as the page
    // will ask, so the answer is on its way while the click's frame paints
    // and the page renders the new sort. A quick second click before then
    // builds on the sort asked for (ListGrid, ask-sort.ts).
    onSortModelChange: (model: GridSortModel) => {
      const next: CrudSort[] = model.flatMap(({ field, sort }) =>
        sort ? [{ field, order: sort }] : [],
      );
      fetchAhead({
        resource: first.resource,
        pagination: { currentPage: 1, pageSize, mode: 'server' },
        sorters: unionSorters([], next),
        filters: unionFilters(permanentFilters, filters),
        meta: rowsOnly,
      }).catch(() => undefined);
      changeQuestion(() => setSorters(next));
    },
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

  return {
    ...table,
    setFilters,
    askFilters,
    setView,
    dataGridProps,
    /** The titles of the page's answer (`include=`), for its cells (ListTitles). */
    titles,
    drawnRowsTitles,
    failure,
    counts,
    shownTotal: { count: total ?? rowCount, isEstimate },
  };
}
