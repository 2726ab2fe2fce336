import type { DataProvider } from '@refinedev/core';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionAbility } from '../access/session-ability';
import { getUserData } from '../state/token-storage';
import type { Registry } from '../registry/create-registry';
import { resourceKey } from '../registry/resource-key';
import {
  listParams,
  listQueryHash,
  listQueryKey,
  type ListParams,
} from '../views/generic/list/list-params';
import { readGridPreferences } from '../views/generic/list/use-grid-preferences';
import { pagePaths } from '../registry/paths';
import { fetchedAhead } from '../providers/fetched-ahead';
import { listRequestKey } from '../providers/data-provider';
import { noteHeadStarts, noteRecentHeadStart } from './list-head-starts';

/** Starts a generic list's request at `pathname`; settles with its answer, or nothing when no request went out. */
export type StartListRequest = (
  pathname: string,
  search: string,
) => Promise<void> | undefined;

/** What the early list request uses: the registry, and the console's own data provider, abilities and query client. */
export interface ListRequestDeps {
  registry: Registry;
  dataProvider: DataProvider;
  abilityOf: SessionAbility;
  queryClient: QueryClient;
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
 * On a generic list's URL, starts the page's list query at once, while the
 * page's code still downloads: the request the page will make
 * (`listParams`, which the page starts its table from), in the console's
 * query client under the key the page reads (`listQueryHash`). A page that
 * mounts while it is on its way shares it; one that mounts after it came
 * draws its rows in its first render and does not ask again
 * (fetched-ahead.ts). Only for a signed-in user whose abilities allow
 * reading the list, so that a forbidden page still sends no data request.
 * Returns a promise settled once the answer came (or failed), so the boot
 * can wait a moment for it.
 *
 * @example
 * const { startListRequest } = createListRequestStarter({ registry, dataProvider, abilityOf, queryClient });
 * startListRequest(location.pathname, location.search);
 */
export function createListRequestStarter({
  registry,
  dataProvider,
  abilityOf,
  queryClient,
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
  ): ListParams | undefined {
    const resource = listByPath.get(pathname);
    const user = getUserData();
    if (!resource || !user) return undefined;
    if (!abilityOf(user).can('read', resource.subject)) return undefined;
    return listParams(
      resource,
      search,
      readGridPreferences(resourceKey(resource)),
    );
  }

  return {
    startListRequest: (pathname, search) => {
      const params = firstRequestOf(pathname, search);
      if (!params) return undefined;
      // A failure leaves the query without rows: the page asks again as it
      // mounts, and shows the error its own way.
      return queryClient.prefetchQuery({
        queryKey: listQueryKey(params),
        queryKeyHashFn: listQueryHash,
        queryFn: () => dataProvider.getList(params).then(fetchedAhead),
      });
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
