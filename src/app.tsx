import { Refine } from '@refinedev/core';
import { DocumentTitleHandler } from '@refinedev/react-router';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AbilityProvider } from './access/ability-context';
import { AppRoutes, refineResources } from './app-routes';
import { RouteLinkProvider } from './components/links/route-link';
import { PreloadNextPage } from './boot/preload-next-page';
import { env } from './config/env';
import { documentTitle } from './layout/document-title';
import { resourcePageTitle } from './layout/resource-page-title';
import { ToastProvider } from './layout/toast-provider';
import { accessControlProvider } from './providers/access-control-provider';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { notificationProvider } from './providers/notification-provider';
import { shouldRetryQuery } from './providers/query-retry';
import { routerProvider } from './providers/router-provider';
import { liveProvider } from './realtime/live-provider';
import { RealtimeSession } from './realtime/realtime-session';
import { SessionEffects } from './session/session-effects';
import { AppThemeProvider } from './theme/app-theme-provider';

/**
 * The console: router, theme, toasts, Refine (providers and the registry's
 * resources), abilities, the session's side effects and the route tree.
 * A data router (one splat route around the `<Routes>` tree) because only a
 * data router can block a browser Back on a form with unsaved changes.
 */
export function App() {
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: <Console /> }]),
  );
  return <RouterProvider router={router} />;
}

function Console() {
  return (
    <AppThemeProvider>
      <ToastProvider>
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          notificationProvider={notificationProvider}
          liveProvider={liveProvider}
          resources={refineResources}
          options={{
            syncWithLocation: true,
            // Forms guard their own unsaved changes (resource-form-page.tsx).
            warnWhenUnsavedChanges: false,
            mutationMode: 'pessimistic',
            // Lists and records refetch when the socket says they changed.
            liveMode: 'auto',
            disableTelemetry: true,
            // A missing record shows "does not exist" at once (issue 13).
            reactQuery: {
              clientConfig: {
                defaultOptions: { queries: { retry: shouldRetryQuery } },
              },
            },
          }}
        >
          <AbilityProvider>
            <RouteLinkProvider>
              <SessionEffects />
              <RealtimeSession />
              <AppRoutes />
              <PreloadNextPage />
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
        </Refine>
      </ToastProvider>
    </AppThemeProvider>
  );
}
