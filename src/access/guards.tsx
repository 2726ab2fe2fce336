import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useAppStore } from '../state/app-store';
import { useAbility } from './ability-context';
import { safeReturnUrl } from './safe-return-url';

/** Routes that work with no session at all (SPEC.md §2: /503 is exempt). */
const EXEMPT_PATHS = new Set(['/503']);

function Spinner() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading session"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}
    >
      <CircularProgress />
    </Box>
  );
}

/** `/login?returnUrl=<path+query>`, or plain `/login` for the root (SPEC.md §2). */
export function loginPathFor(pathname: string, search: string): string {
  if (pathname === '/' && search === '') return '/login';
  return `/login?returnUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}

interface RequireAuthProps {
  children: ReactNode;
  /** Shown while the session loads; a centred spinner by default. */
  fallback?: ReactNode;
}

/**
 * The guard of the signed-in part of the app. No session: off to the login
 * page with the current path as `returnUrl`. A session whose profile is
 * still loading, or a logout in progress: the fallback spinner.
 *
 * @example
 * <Route element={<RequireAuth><Layout /></RequireAuth>}>…</Route>
 */
export function RequireAuth({ children, fallback }: RequireAuthProps) {
  const { pathname, search } = useLocation();
  const hasToken = useAppStore((s) => s.session.hasToken);
  const hasUser = useAppStore((s) => s.session.user !== null);
  const isLogout = useAppStore((s) => s.common.isLogout);
  if (EXEMPT_PATHS.has(pathname)) return children;
  if (isLogout) return fallback ?? <Spinner />;
  if (!hasToken)
    return <Navigate to={loginPathFor(pathname, search)} replace />;
  if (!hasUser) return fallback ?? <Spinner />;
  return children;
}

/**
 * Pages for visitors only (login, forgot password): a signed-in user goes to
 * `returnUrl` when it is safe, else to `/` (RELIABILITY.md A15, A14).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const hasToken = useAppStore((s) => s.session.hasToken);
  const hasUser = useAppStore((s) => s.session.user !== null);
  const isLogout = useAppStore((s) => s.common.isLogout);
  if (isLogout) return null;
  if (hasToken && hasUser)
    return <Navigate to={safeReturnUrl(params.get('returnUrl'))} replace />;
  return children;
}

interface CanAccessProps {
  subject: string;
  /** Default `read`. */
  action?: string;
  children: ReactNode;
  /** What to render when disallowed (the access-denied page); nothing by default. */
  fallback?: ReactNode;
}

/**
 * Renders `children` only when the ability allows `action` on `subject`;
 * nothing inside mounts otherwise, so no data request goes out (RELIABILITY.md Z1).
 *
 * @example
 * <CanAccess subject="Settlement" fallback={<AccessDeniedPage />}><SettlementList /></CanAccess>
 */
export function CanAccess({
  subject,
  action = 'read',
  children,
  fallback = null,
}: CanAccessProps) {
  const ability = useAbility();
  return ability.can(action, subject) ? children : fallback;
}
