import { Refine } from '@refinedev/core';
import routerProvider, {
  DocumentTitleHandler,
  UnsavedChangesNotifier,
} from '@refinedev/react-router';
import { BrowserRouter } from 'react-router';
import { AbilityProvider } from './access/ability-context';
import { AppRoutes, refineResources } from './app-routes';
import { env } from './config/env';
import { documentTitle } from './layout/document-title';
import { resourcePageTitle } from './layout/resource-page-title';
import { ToastProvider } from './layout/toast-provider';
import { accessControlProvider } from './providers/access-control-provider';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { notificationProvider } from './providers/notification-provider';
import { SessionEffects } from './session/session-effects';
import { AppThemeProvider } from './theme/app-theme-provider';

/**
 * The console: router, theme, toasts, Refine (providers and the registry's
 * resources), abilities, the session's side effects and the route tree.
 */
export function App() {
  return (
    <BrowserRouter>
      <AppThemeProvider>
        <ToastProvider>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            notificationProvider={notificationProvider}
            resources={refineResources}
            options={{
              syncWithLocation: true,
              warnWhenUnsavedChanges: true,
              mutationMode: 'pessimistic',
              disableTelemetry: true,
            }}
          >
            <AbilityProvider>
              <SessionEffects />
              <AppRoutes />
              <UnsavedChangesNotifier />
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
            </AbilityProvider>
          </Refine>
        </ToastProvider>
      </AppThemeProvider>
    </BrowserRouter>
  );
}
