import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useParams,
} from 'react-router';
import { Refine, useList } from '@refinedev/core';
import { QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { AbilityProvider } from '../../../src/access/ability-context';
import { RouteLinkProvider } from '../../../src/components/links/route-link';
import { CanAccess, RequireAuth } from '../../../src/access/guards';
import { resetRefreshFailures } from '../../../src/http/refresh-token';
import {
  setTokens,
  setUserData,
  type UserData,
} from '../../../src/state/token-storage';
import { authProvider } from '../../../src/providers/auth-provider';
import { notificationProvider } from '../../../src/providers/notification-provider';
import { RegistryProvider } from '../../../src/providers/registry-context';
import type { ConsoleServices } from '../../../src/boot/console-services';
import { pageNavigation } from '../../../src/session/page-navigation';
import { SessionEffects } from '../../../src/session/session-effects';
import { AppThemeProvider } from '../../../src/theme/app-theme-provider';
import { appStore } from '../../../src/state/app-store';
import { http, HttpResponse } from 'msw';
import { API, TOKENS } from '../../msw/handlers';
import { server } from '../../msw/server';
import { productServices } from '../../fixtures/product-console';

/** Shows the router's current URL, so tests can assert where the user is. */
function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="current url">{`${pathname}${search}`}</output>;
}

/** A guarded list page: what the lead's generic list does, reduced to its calls. */
function TestListPage() {
  const { resource = 'banks' } = useParams();
  const { result, query } = useList<{ id: number; name: string }>({ resource });
  if (query.isLoading) return <p>Loading rows…</p>;
  if (query.isError) return <p role="alert">The list failed to load.</p>;
  return (
    <ul aria-label={`${resource} rows`}>
      {result.data.map((row) => (
        <li key={row.id}>{row.name}</li>
      ))}
    </ul>
  );
}

/** Stand-ins for the shell's pages, reading the same store. */
function TestMaintenancePage() {
  const eta = appStore((s) => s.common.maintenanceModeEta);
  return (
    <main>
      <h1>Under maintenance</h1>
      <p>{eta ? `Back at ${eta}` : 'ETA unknown'}</p>
    </main>
  );
}

function TestOfflinePage() {
  return <h1>You are offline</h1>;
}

export interface RenderWithRefineOptions {
  /** The URL the router starts at. */
  url?: string;
  /** A signed-in user (tokens and userData stored), or null for a visitor. */
  user?: UserData | null;
  /** The access token stored with the user; default the handlers' first token. */
  accessToken?: string;
  /** Routes instead of the default ones. */
  routes?: ReactNode;
  /** Wire the realtime live provider as app.tsx does, so change notices refresh lists. */
  live?: boolean;
  /** The console's registry and providers; default the product's (`productServices`). */
  services?: ConsoleServices;
  /**
   * The query cache: default a new one with no retries, so that a failure
   * shows at once; the console's own (`services.queryClient`) for a page
   * whose list the boot has started (`services.startListRequest`).
   */
  queryClient?: QueryClient;
}

/** Module state survives between tests of a file; start each one signed out. */
export function resetSessionState(): void {
  resetRefreshFailures();
  appStore.getState().resetAll();
  appStore.setState((s) => ({ common: { ...s.common, appEnums: null } }));
}

/**
 * Renders the real providers (data, auth, access control, notifications),
 * the session effects and guards inside Refine and a memory router, like
 * refine's TestWrapper. Default routes: /login (a stand-in for the sign-in
 * entry, which is another page), /, /503, /_offline and a
 * guarded /admin/:resource list.
 *
 * @example
 * renderWithRefine({ url: '/admin/banks', user: buildUser() });
 */
export function renderWithRefine({
  url = '/',
  user = null,
  accessToken = TOKENS.access,
  routes,
  live = false,
  services = productServices,
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  }),
}: RenderWithRefineOptions = {}) {
  if (user) {
    setTokens({ accessToken, refreshToken: TOKENS.refresh });
    setUserData(user);
    // The profile the session reloads at start is the same user.
    server.use(
      http.get(`${API}/admin/users/profile`, () =>
        HttpResponse.json({ data: user }),
      ),
    );
  }
  resetSessionState();
  // No Refine routerProvider: under Vitest, @refinedev/react-router is loaded
  // natively while this file's react-router is transformed by Vite, so the two
  // would see different router contexts. The session code uses react-router
  // directly and needs none of Refine's routing.
  // A data router, as in app.tsx: forms block navigation with useBlocker,
  // which only a data router provides.
  const tree = (
    <AppThemeProvider>
      <SnackbarProvider>
        <Refine
          dataProvider={services.dataProvider}
          authProvider={authProvider}
          accessControlProvider={services.accessControlProvider}
          notificationProvider={notificationProvider}
          liveProvider={live ? services.liveProvider : undefined}
          options={{
            disableTelemetry: true,
            liveMode: live ? 'auto' : 'off',
            reactQuery: { clientConfig: queryClient },
          }}
        >
          <RegistryProvider registry={services.registry}>
            <AbilityProvider abilityOf={services.abilityOf}>
              <RouteLinkProvider>
                <SessionEffects />
                <CurrentUrl />
                <Routes>
                  {routes ?? (
                    <>
                      <Route path="/login" element={<h1>Sign in</h1>} />
                      <Route path="/503" element={<TestMaintenancePage />} />
                      <Route path="/_offline" element={<TestOfflinePage />} />
                      <Route
                        path="/"
                        element={
                          <RequireAuth>
                            <h1>Home</h1>
                          </RequireAuth>
                        }
                      />
                      <Route
                        path="/admin/:resource"
                        element={
                          <RequireAuth>
                            <CanAccess
                              subject="Bank"
                              fallback={<h1>Access denied</h1>}
                            >
                              <TestListPage />
                            </CanAccess>
                          </RequireAuth>
                        }
                      />
                    </>
                  )}
                </Routes>
              </RouteLinkProvider>
            </AbilityProvider>
          </RegistryProvider>
        </Refine>
      </SnackbarProvider>
    </AppThemeProvider>
  );
  const router = createMemoryRouter([{ path: '*', element: tree }], {
    initialEntries: [url],
  });
  // jsdom loads no pages: leaving for the sign-in entry moves this router
  // there instead, where a stand-in heading marks the sign-in page.
  pageNavigation.replace = (path) =>
    void router.navigate(path, { replace: true });
  return render(<RouterProvider router={router} />);
}
