import {
  parseTableParams,
  setInitialFilters,
  setInitialSorters,
  unionFilters,
  unionSorters,
} from '@refinedev/core';
import { resources } from '../../resources.config';
import { sessionAbility } from '../access/session-ability';
import { getUserData } from '../state/token-storage';
import { dataProvider } from '../providers/data-provider';
import type { AnyResource } from '../registry/define-resource';
import { resourceKey } from '../registry/resource-key';
import {
  initialSorters,
  listExtras,
  permanentFilters,
} from '../views/generic/list/list-request';
import { readGridPreferences } from '../views/generic/list/use-grid-preferences';
import { pagePaths } from '../registry/paths';
import { keepFirstList } from '../http/early-answers';

/** The generic list pages, by path (`/admin/orders`). */
const listByPath = new Map<string, AnyResource>(
  (resources as readonly AnyResource[])
    .filter((resource) => !resource.listView)
    .map((resource) => [pagePaths.list(resourceKey(resource)), resource]),
);

/**
 * On a generic list's URL, starts the page's list request at once, while
 * the page's code still downloads: the request the page will make (the same
 * page, sort and filters Refine's `useTable` reads from the URL, the same
 * `include` and `facets`), kept for it as an early answer. Only for a
 * signed-in user whose abilities allow reading the list, so that a
 * forbidden page still sends no data request. Returns the answer (settled
 * either way), so the boot can wait a moment for it.
 */
export function startListRequest(
  pathname: string,
  search: string,
): Promise<unknown> | undefined {
  const resource = listByPath.get(pathname);
  const user = getUserData();
  if (!resource || !user) return undefined;
  if (!sessionAbility(user).can('read', resource.subject)) return undefined;
  const key = resourceKey(resource);
  const permanent = permanentFilters(resource);
  const { parsedCurrentPage, parsedPageSize, parsedSorter, parsedFilters } =
    parseTableParams(search);
  const sorters = parsedSorter.length ? parsedSorter : initialSorters(resource);
  const answer = dataProvider.getList({
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
    meta: {
      ...listExtras(resource, readGridPreferences(key).columnVisibilityModel),
      isEarly: true,
    },
  });
  keepFirstList(`${pathname}${search}`, answer);
  // A failure: the page asks again and shows the error its own way.
  return answer.catch(() => undefined);
}
