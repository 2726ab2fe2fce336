import { Suspense, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { lazyPage } from './components/lazy-page';
import { useAbility } from './access/ability-context';
import { CanAccess, LeaveForSignIn, RequireAuth } from './access/guards';
import { SIGN_IN_PATHS } from './registry/sign-in-paths';
import { BlankLayout } from './layout/blank-layout';
import { LoadingScreen } from './layout/loading-screen';
import type { Registry } from './registry/create-registry';
import {
  toRefineResources,
  type RefineResource,
} from './registry/to-refine-resources';
import {
  holidayCalendarPage,
  HolidayCalendarPage,
  listPageOf,
  ResourceCreatePage,
  ResourceEditPage,
  ResourceListPage,
  ResourceShowPage,
  showPageOf,
} from './views/resource-views';
import { pagePaths } from './registry/paths';

/** The shell itself loads on demand too: /503 and the error pages need none of it. */
const AppLayout = lazyPage<object>(() =>
  import('./layout/app-layout').then((m) => ({ default: m.AppLayout })),
);
const HomePage = lazyPage(() => import('./pages/home/home-page'));
const ProfilePage = lazyPage(() => import('./pages/profile/profile-page'));
const NotFoundPage = lazyPage(() => import('./pages/errors/not-found-page'));
const ServerErrorPage = lazyPage(
  () => import('./pages/errors/server-error-page'),
);
const MaintenancePage = lazyPage(
  () => import('./pages/errors/maintenance-page'),
);
const OfflinePage = lazyPage(() => import('./pages/errors/offline-page'));
const AccessDeniedPage = lazyPage(
  () => import('./pages/errors/access-denied-page'),
);

interface ResourceRoute {
  path: string;
  subject: string;
  action: string;
  page: ReactNode;
  /** Loads the page's code ahead of the route. */
  preload: () => Promise<void>;
  /** Whether the page's code is in. */
  isLoaded: () => boolean;
  /** Loads the code of the page a user most likely opens next from here. */
  preloadNext?: () => Promise<void>;
}

/** One route per resource per view, each behind the ability its view needs. */
function resourceRoutesOf(
  registry: Registry,
  refineResources: readonly RefineResource[],
): ResourceRoute[] {
  return refineResources.flatMap((resource) => {
    const subject = resource.meta.subject;
    const key = resource.identifier;
    const entry = registry.byKey(key);
    const routes: ResourceRoute[] = [];
    if (resource.list) {
      routes.push({
        path: resource.list,
        subject,
        action: 'read',
        page: <ResourceListPage resourceKey={key} />,
        preload: () => listPageOf(entry).preload(),
        isLoaded: () => listPageOf(entry).isLoaded(),
        // From a list, users open a record.
        preloadNext: resource.show
          ? () => showPageOf(entry).preload()
          : undefined,
      });
    }
    if (resource.show) {
      routes.push({
        path: resource.show,
        subject,
        action: 'read',
        page: <ResourceShowPage resourceKey={key} />,
        preload: () => showPageOf(entry).preload(),
        isLoaded: () => showPageOf(entry).isLoaded(),
      });
    }
    if (resource.create) {
      routes.push({
        path: resource.create,
        subject,
        action: 'create',
        page: <ResourceCreatePage resourceKey={key} />,
        preload: () => ResourceCreatePage.preload(),
        isLoaded: () => ResourceCreatePage.isLoaded(),
      });
    }
    if (resource.edit) {
      routes.push({
        path: resource.edit,
        subject,
        action: 'update',
        page: <ResourceEditPage resourceKey={key} />,
        preload: () => ResourceEditPage.preload(),
        isLoaded: () => ResourceEditPage.isLoaded(),
      });
    }
    return routes;
  });
}

/** A path's first two segments (`/admin/orders`): the routes a page's resource owns. */
function resourcePrefix(path: string): string {
  return path.split('/').slice(0, 3).join('/');
}

/** The signed-in pages outside the registry, with what they load. */
const shellRoutes: Pick<
  ResourceRoute,
  'path' | 'preload' | 'isLoaded' | 'preloadNext'
>[] = [
  { path: '/', preload: HomePage.preload, isLoaded: HomePage.isLoaded },
  {
    path: pagePaths.home,
    preload: HomePage.preload,
    isLoaded: HomePage.isLoaded,
  },
  {
    path: pagePaths.profile,
    preload: ProfilePage.preload,
    isLoaded: ProfilePage.isLoaded,
  },
  {
    path: pagePaths.holidayCalendar,
    preload: holidayCalendarPage.preload,
    isLoaded: holidayCalendarPage.isLoaded,
  },
];

/** The console's routes, derived from its registry once, and what the boot asks of them. */
export interface ConsoleRoutes {
  /** The `resources` of `<Refine>`. */
  refineResources: RefineResource[];
  /**
   * The registry's routes a page at `pathname` can match: its own
   * resource's. A page's `<Routes>` holds only those, because react-router
   * flattens and ranks every route it is given on each render, and the
   * whole registry is some 200 routes.
   */
  ownRoutes: (pathname: string) => readonly ResourceRoute[];
  /** Whether `pathname` is a page of the signed-in console (not an error or unknown page). */
  isSignedInRoute: (pathname: string) => boolean;
  /**
   * Loads the shell and the page of a signed-in path before the console
   * mounts, so the first render shows the page instead of a fallback.
   */
  preloadRoute: (pathname: string) => Promise<void>;
  /** Loads the page users usually open next from `pathname` (a list's record page). */
  preloadNextRoute: (pathname: string) => Promise<void>;
  /** Whether the shell and the page at `pathname` can render without suspending. */
  isPageLoaded: (pathname: string) => boolean;
}

/**
 * Every route of the console over `registry`: the Refine resources, one
 * guarded route per resource view, and the lookups by path the boot and
 * the idle preloader use.
 */
export function createConsoleRoutes(registry: Registry): ConsoleRoutes {
  const refineResources = toRefineResources(registry.resources);
  const resourceRoutes = resourceRoutesOf(registry, refineResources);
  const routesByPrefix = new Map<string, ResourceRoute[]>();
  for (const route of resourceRoutes) {
    const prefix = resourcePrefix(route.path);
    routesByPrefix.set(prefix, [...(routesByPrefix.get(prefix) ?? []), route]);
  }
  const routeAt = (pathname: string) =>
    [...shellRoutes, ...resourceRoutes].find((route) =>
      matchPath(route.path, pathname),
    );
  return {
    refineResources,
    ownRoutes: (pathname) => routesByPrefix.get(resourcePrefix(pathname)) ?? [],
    isSignedInRoute: (pathname) => routeAt(pathname) !== undefined,
    preloadRoute: (pathname) =>
      Promise.all([AppLayout.preload(), routeAt(pathname)?.preload()]).then(
        () => undefined,
      ),
    preloadNextRoute: (pathname) =>
      routeAt(pathname)?.preloadNext?.() ?? Promise.resolve(),
    isPageLoaded: (pathname) =>
      AppLayout.isLoaded() && (routeAt(pathname)?.isLoaded() ?? false),
  };
}

/** `/`: Home for whoever may read it; a client goes to the access-denied page. */
function RootPage() {
  const ability = useAbility();
  return ability.can('read', 'Home') ? (
    <HomePage />
  ) : (
    <Navigate to="/access-denied" replace />
  );
}

/** A link inside the console to a sign-in page: that page is another entry (login.html). */
function SignInPage() {
  const { pathname, search } = useLocation();
  return (
    <LeaveForSignIn to={`${pathname}${search}`} fallback={<LoadingScreen />} />
  );
}

/**
 * The route tree: the guarded shell with Home, the profile and every
 * resource view; the sign-in pages, left for their own entry; the error pages, reachable
 * without a session or an ability check; anything else is the 404 page.
 */
export function AppRoutes({ ownRoutes }: Pick<ConsoleRoutes, 'ownRoutes'>) {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route
        element={
          <RequireAuth fallback={<LoadingScreen />}>
            <Suspense fallback={<LoadingScreen />}>
              <AppLayout />
            </Suspense>
          </RequireAuth>
        }
      >
        <Route index element={<RootPage />} />
        <Route
          path={pagePaths.consoleRoot}
          element={<Navigate to={pagePaths.home} replace />}
        />
        <Route
          path={pagePaths.home}
          element={
            <CanAccess
              subject="Home"
              fallback={<AccessDeniedPage isEmbedded />}
            >
              <HomePage />
            </CanAccess>
          }
        />
        <Route
          path={pagePaths.profile}
          element={
            <CanAccess
              subject="Profile"
              fallback={<AccessDeniedPage isEmbedded />}
            >
              <ProfilePage />
            </CanAccess>
          }
        />
        {ownRoutes(pathname).map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <CanAccess
                subject={route.subject}
                action={route.action}
                fallback={<AccessDeniedPage isEmbedded />}
              >
                {route.page}
              </CanAccess>
            }
          />
        ))}
        <Route
          path={pagePaths.holidayCalendar}
          element={
            <CanAccess
              subject="Holiday"
              fallback={<AccessDeniedPage isEmbedded />}
            >
              <HolidayCalendarPage />
            </CanAccess>
          }
        />
      </Route>
      {SIGN_IN_PATHS.map((path) => (
        <Route key={path} path={path} element={<SignInPage />} />
      ))}
      <Route element={<BlankLayout />}>
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="/500" element={<ServerErrorPage />} />
        <Route path="/503" element={<MaintenancePage />} />
        <Route path="/_offline" element={<OfflinePage />} />
        <Route path="/access-denied" element={<AccessDeniedPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
