import {
  type DataProvider,
  type GetListParams,
  parseTableParams,
  setInitialFilters,
  setInitialSorters,
  unionFilters,
  unionSorters,
} from '@refinedev/core';
import type { SessionAbility } from '../access/session-ability';
import { getUserData } from '../state/token-storage';
import type { Registry } from '../registry/create-registry';
import { resourceKey } from '../registry/resource-key';
import {
  initialSorters,
  listExtras,
  permanentFilters,
} from '../views/generic/list/list-request';
import { readGridPreferences } from '../views/generic/list/use-grid-preferences';
import { pagePaths } from '../registry/paths';
import { keepFirstList } from '../http/early-answers';
import { listRequestKey } from '../providers/data-provider';
import { noteHeadStarts, noteRecentHeadStart } from './list-head-starts';

/** Starts a generic list's request at `pathname`; its answer, or nothing when no request went out. */
export type StartListRequest = (
  pathname: string,
  search: string,
) => Promise<unknown> | undefined;

/** What the early list request uses: the registry, and the console's own data provider and abilities. */
export interface ListRequestDeps {
  registry: Registry;
  dataProvider: DataProvider;
  abilityOf: SessionAbility;
}

/** The boot's two uses of a list page's first request. */
export interface ListRequestStarter {
  startListRequest: StartListRequest;
  /**
   * Notes, for the head-start script of the next cold load, the first
   * request of every generic list the stored user may read (with no search
   * in its address): list-head-starts.ts.
   */
  noteListHeadStarts: () => void;
  /**
   * Notes the first request of the generic list at `pathname` and `search`
   * (the address a reload opens: Refine writes the list's page and sort
   * into it), when the stored user may read it.
   */
  noteListHeadStartAt: (pathname: string, search: string) => void;
}

/**
 * On a generic list's URL, starts the page's list request at once, while
 * the page's code still downloads: the request the page will make (the same
 * page, sort and filters Refine's `useTable` reads from the URL, the same
 * `include` and `facets`), kept for it as an early answer. Only for a
 * signed-in user whose abilities allow reading the list, so that a
 * forbidden page still sends no data request. Returns the answer (settled
 * either way), so the boot can wait a moment for it.
 *
 * @example
 * const { startListRequest } = createListRequestStarter({ registry, dataProvider, abilityOf });
 * startListRequest(location.pathname, location.search);
 */
export function createListRequestStarter({
  registry,
  dataProvider,
  abilityOf,
}: ListRequestDeps): ListRequestStarter {
  /** The generic list pages, by path (`/admin/orders`). */
  const listByPath = new Map(
    registry.resources
      .filter((resource) => !resource.listView)
      .map((resource) => [pagePaths.list(resourceKey(resource)), resource]),
  );

  /** The page's first `getList`, when it is a generic list the stored user may read. */
  function firstRequestOf(
    pathname: string,
    search: string,
  ): GetListParams | undefined {
    const resource = listByPath.get(pathname);
    const user = getUserData();
    if (!resource || !user) return undefined;
    if (!abilityOf(user).can('read', resource.subject)) return undefined;
    const key = resourceKey(resource);
    const permanent = permanentFilters(resource);
    const { parsedCurrentPage, parsedPageSize, parsedSorter, parsedFilters } =
      parseTableParams(search);
    const sorters = parsedSorter.length
      ? parsedSorter
      : initialSorters(resource);
    return {
      resource: key,
      pagination: {
        currentPage: parsedCurrentPage || 1,
        pageSize: parsedPageSize || 25,
        mode: 'server',
      },
      sorters: unionSorters([], setInitialSorters([], sorters)),
      filters: unionFilters(
        permanent,
        setInitialFilters(permanent, parsedFilters),
      ),
      meta: listExtras(
        resource,
        readGridPreferences(key).columnVisibilityModel,
      ),
    };
  }

  return {
    startListRequest: (pathname, search) => {
      const params = firstRequestOf(pathname, search);
      if (!params) return undefined;
      const answer = dataProvider.getList({
        ...params,
        meta: { ...params.meta, isEarly: true },
      });
      keepFirstList(`${pathname}${search}`, answer);
      // A failure: the page asks again and shows the error its own way.
      return answer.catch(() => undefined);
    },
    noteListHeadStarts: () => {
      const user = getUserData();
      if (!user) return;
      const lists: Record<string, string> = {};
      for (const pathname of listByPath.keys()) {
        const params = firstRequestOf(pathname, '');
        if (params) lists[pathname] = listRequestKey(registry, params);
      }
      noteHeadStarts(user.id, lists);
    },
    noteListHeadStartAt: (pathname, search) => {
      const user = getUserData();
      const params = search ? firstRequestOf(pathname, search) : undefined;
      if (!user || !params) return;
      noteRecentHeadStart(
        user.id,
        `${pathname}${search}`,
        listRequestKey(registry, params),
      );
    },
  };
}
