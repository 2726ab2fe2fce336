import { Refine } from '@refinedev/core';
import { DocumentTitleHandler } from '@refinedev/react-router';
import { useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AbilityProvider } from './access/ability-context';
import {
  AppRoutes,
  createConsoleRoutes,
  type ConsoleRoutes,
} from './app-routes';
import {
  createConsoleServices,
  type ConsoleServices,
} from './boot/console-services';
import { PreloadNextPage } from './boot/preload-next-page';
import type { StartListRequest } from './boot/start-list-request';
import { RouteLinkProvider } from './components/links/route-link';
import { env } from './config/env';
import { documentTitle } from './layout/document-title';
import { resourcePageTitle } from './layout/resource-page-title';
import { ToastProvider } from './layout/toast-provider';
import { authProvider } from './providers/auth-provider';
import { notificationProvider } from './providers/notification-provider';
import { RegistryProvider } from './providers/registry-context';
import { routerProvider } from './providers/router-provider';
import { RealtimeSession } from './realtime/realtime-session';
import type { AnyResource } from './registry/define-resource';
import { SessionEffects } from './session/session-effects';
import { AppThemeProvider } from './theme/app-theme-provider';
import { ApprovalNotices } from './views/approvals/approval-notices';

/** A console built over one registry: its root component and what the boot does before mounting it. */
export interface ConsoleApp {
  /** The console: mount it once, at the browser's URL. */
  App: ComponentType;
  /** Whether `pathname` is a page of the signed-in console (else a visitor is sent to sign in). */
  isSignedInRoute: (pathname: string) => boolean;
  /** Loads the shell and the page at `pathname`, so the first render shows the page. */
  preloadRoute: (pathname: string) => Promise<void>;
  /** Starts the list request of a generic list at `pathname` while its code downloads. */
  startListRequest: StartListRequest;
  /** Notes the lists' first requests, for the next cold load to send ahead (boot/head-start.ts). */
  noteListHeadStarts: () => void;
  /** Notes the first request of the list at an address with a search (boot/head-start.ts). */
  noteListHeadStartAt: (pathname: string, search: string) => void;
}

/**
 * The console over `registry`, the list of resource entries it shows: the
 * menu, routes, screens, abilities and API calls all come from it, as the
 * API's `createApp(config, { registry })` does on the server. main.tsx
 * passes the product's registry; a test passes its own list.
 *
 * @example
 * const { App } = createConsoleApp({ registry: resources });
 * createRoot(container).render(<App />);
 */
export function createConsoleApp({
  registry,
}: {
  registry: readonly AnyResource[];
}): ConsoleApp {
  const services = createConsoleServices(registry);
  const routes = createConsoleRoutes(services.registry);
  return {
    App: () => <ConsoleRouter services={services} routes={routes} />,
    isSignedInRoute: routes.isSignedInRoute,
    preloadRoute: routes.preloadRoute,
    startListRequest: services.startListRequest,
    noteListHeadStarts: services.noteListHeadStarts,
    noteListHeadStartAt: services.noteListHeadStartAt,
  };
}

interface ConsoleProps {
  services: ConsoleServices;
  routes: ConsoleRoutes;
}

/**
 * A data router (one splat route around the `<Routes>` tree) because only a
 * data router can block a browser Back on a form with unsaved changes.
 */
function ConsoleRouter(props: ConsoleProps) {
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: <Console {...props} /> }]),
  );
  // flushSync lets a navigation to a loaded page render at once (route-link.tsx).
  return (
    <RouterProvider
      router={router}
      flushSync={(update) => void flushSync(update)}
    />
  );
}

/**
 * The console: router, theme, toasts, Refine (providers and the registry's
 * resources), the registry and abilities, the session's side effects and
 * the route tree.
 */
function Console({ services, routes }: ConsoleProps) {
  return (
    <AppThemeProvider>
      <ToastProvider>
        <Refine
          routerProvider={routerProvider}
          dataProvider={services.dataProvider}
          authProvider={authProvider}
          accessControlProvider={services.accessControlProvider}
          notificationProvider={notificationProvider}
          liveProvider={services.liveProvider}
          resources={routes.refineResources}
          options={{
            syncWithLocation: true,
            // Forms guard their own unsaved changes (resource-form-page.tsx).
            warnWhenUnsavedChanges: false,
            mutationMode: 'pessimistic',
            // Lists and records refetch when the socket says they changed.
            liveMode: 'auto',
            disableTelemetry: true,
            // The boot may have started the first list's query in it already.
            reactQuery: { clientConfig: services.queryClient },
          }}
        >
          <RegistryProvider registry={services.registry}>
            <AbilityProvider abilityOf={services.abilityOf}>
              <RouteLinkProvider isPageLoaded={routes.isPageLoaded}>
                <SessionEffects />
                <RealtimeSession
                  publishChange={services.liveProvider.publishChange}
                />
                <ApprovalNotices />
                <AppRoutes ownRoutes={routes.ownRoutes} />
                <PreloadNextPage preloadNext={routes.preloadNextRoute} />
                <DocumentTitleHandler
                  handler={({ resource, action, params }) =>
                    documentTitle(
                      env.productName,
                      resourcePageTitle({
                        label:
                          typeof resource?.meta?.label === 'string'
                            ? resource.meta.label
                            : undefined,
                        action,
                        id: params?.id,
                      }),
                    )
                  }
                />
              </RouteLinkProvider>
            </AbilityProvider>
          </RegistryProvider>
        </Refine>
      </ToastProvider>
    </AppThemeProvider>
  );
}
