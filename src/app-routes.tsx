import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { resources } from '../resources.config';
import { useAbility } from './access/ability-context';
import { CanAccess, GuestOnly, RequireAuth } from './access/guards';
import { BlankLayout } from './layout/blank-layout';
import { LoadingScreen } from './layout/loading-screen';
import { toRefineResources } from './registry/to-refine-resources';
import {
  HolidayCalendarPage,
  ResourceCreatePage,
  ResourceEditPage,
  ResourceListPage,
  ResourceShowPage,
} from './views/resource-views';

/** The shell itself loads on demand too, so the sign-in page stays small. */
const AppLayout = lazy(() =>
  import('./layout/app-layout').then((m) => ({ default: m.AppLayout })),
);
const HomePage = lazy(() => import('./pages/home/home-page'));
const ProfilePage = lazy(() => import('./pages/profile/profile-page'));
const NotFoundPage = lazy(() => import('./pages/errors/not-found-page'));
const ServerErrorPage = lazy(() => import('./pages/errors/server-error-page'));
const MaintenancePage = lazy(() => import('./pages/errors/maintenance-page'));
const OfflinePage = lazy(() => import('./pages/errors/offline-page'));
const AccessDeniedPage = lazy(
  () => import('./pages/errors/access-denied-page'),
);
const LoginPage = lazy(() =>
  import('./pages/auth/login-page').then((m) => ({ default: m.LoginPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('./pages/auth/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const VerifyOtpPage = lazy(() =>
  import('./pages/auth/verify-otp-page').then((m) => ({
    default: m.VerifyOtpPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('./pages/auth/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);

/** The Refine resources, built once from the registry; app.tsx passes them to <Refine>. */
export const refineResources = toRefineResources(resources);

interface ResourceRoute {
  path: string;
  subject: string;
  action: string;
  page: ReactNode;
}

/** One route per resource per view, each behind the ability its view needs. */
const resourceRoutes: ResourceRoute[] = refineResources.flatMap((resource) => {
  const subject = resource.meta.subject;
  const key = resource.identifier;
  const routes: ResourceRoute[] = [];
  if (resource.list) {
    routes.push({
      path: resource.list,
      subject,
      action: 'read',
      page: <ResourceListPage resourceKey={key} />,
    });
  }
  if (resource.show) {
    routes.push({
      path: resource.show,
      subject,
      action: 'read',
      page: <ResourceShowPage resourceKey={key} />,
    });
  }
  if (resource.create) {
    routes.push({
      path: resource.create,
      subject,
      action: 'create',
      page: <ResourceCreatePage resourceKey={key} />,
    });
  }
  if (resource.edit) {
    routes.push({
      path: resource.edit,
      subject,
      action: 'update',
      page: <ResourceEditPage resourceKey={key} />,
    });
  }
  return routes;
});

/** `/`: Home for whoever may read it; a client goes to the access-denied page (SPEC.md §6). */
function RootPage() {
  const ability = useAbility();
  return ability.can('read', 'Home') ? (
    <HomePage />
  ) : (
    <Navigate to="/access-denied" replace />
  );
}

/**
 * The route tree: the guarded shell with Home, the profile and every
 * resource view; the guest-only sign-in pages; the error pages, reachable
 * without a session or an ability check; anything else is the 404 page.
 */
export function AppRoutes() {
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
          path="/admin/home"
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
          path="/admin/users/profile"
          element={
            <CanAccess
              subject="Profile"
              fallback={<AccessDeniedPage isEmbedded />}
            >
              <ProfilePage />
            </CanAccess>
          }
        />
        {resourceRoutes.map((route) => (
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
          path="/admin/holidays/calendar"
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
      <Route
        element={
          <GuestOnly>
            <BlankLayout />
          </GuestOnly>
        }
      >
        <Route path="/login" element={<LoginPage />} />
        <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/auth/verify-otp" element={<VerifyOtpPage />} />
        <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
      </Route>
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
