import { useCallback, useContext, useMemo } from 'react';
import {
  matchResourceFromRoute,
  QS_PARSE_DEPTH,
  ResourceContext,
  type IResourceItem,
  type ParseResponse,
  type RouterProvider,
} from '@refinedev/core';
import routerBindings from '@refinedev/react-router';
import qs from 'qs';
import { matchPath, useLocation, useParams } from 'react-router';

type RouteMatch = ReturnType<typeof matchResourceFromRoute>;

/** Route matches per resource list, per pathname: computed once per location. */
const matches = new WeakMap<IResourceItem[], Map<string, RouteMatch>>();
let lastSearch: { search: string; parsed: qs.ParsedQs } | undefined;

function matchOnce(pathname: string, resources: IResourceItem[]): RouteMatch {
  let byPath = matches.get(resources);
  if (!byPath) {
    byPath = new Map<string, RouteMatch>();
    matches.set(resources, byPath);
  }
  let match = byPath.get(pathname);
  if (!match)
    byPath.set(pathname, (match = matchResourceFromRoute(pathname, resources)));
  return match;
}

function parseSearchOnce(search: string): qs.ParsedQs {
  if (lastSearch?.search !== search)
    lastSearch = {
      search,
      parsed: qs.parse(search, {
        ignoreQueryPrefix: true,
        depth: QS_PARSE_DEPTH,
      }),
    };
  return lastSearch.parsed;
}

function numberIfPossible(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const number = Number(value);
  return `${number}` === value ? number : value;
}

/**
 * `@refinedev/react-router`'s bindings, with a `parse` that matches the URL
 * against the resources once per location instead of once per hook: every
 * Refine data hook parses the location, and the stock `parse` walked all
 * 90 resources' routes for each of them (about 200 ms of a list's first
 * load) and re-parsed the query string on every call. Same answers.
 * Named as the hook it is: Refine calls it inside its own hooks.
 */
function useParse() {
  let params = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, matchedRoute } = matchOnce(pathname, resources);
  // Outside a <Route>, useParams is empty: read them from the matched route.
  if (Object.keys(params).length === 0 && matchedRoute)
    params = matchPath(matchedRoute, pathname)?.params ?? {};
  const response = useMemo((): ParseResponse => {
    const combined: Record<string, unknown> = {
      ...params,
      ...parseSearchOnce(search),
    };
    return {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: {
        ...combined,
        currentPage: numberIfPossible(combined.currentPage) as
          number | undefined,
        pageSize: numberIfPossible(combined.pageSize) as number | undefined,
        to:
          typeof combined.to === 'string'
            ? decodeURIComponent(combined.to)
            : undefined,
      },
    };
  }, [pathname, search, params, resource, action]);
  return useCallback(() => response, [response]);
}

/** The router bindings the console gives <Refine>. */
export const routerProvider: RouterProvider = {
  ...routerBindings,
  parse: useParse,
};
