import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useAppStore } from '../state/app-store';
import { useAbility } from './ability-context';
import { pageNavigation } from '../session/page-navigation';
import { loginPathFor } from '../registry/sign-in-paths';

/** Routes that work with no session at all: the maintenance page never sends to /login. */
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

/**
 * Leaves the console for a sign-in page (a separate entry, so a full page
 * load), showing `fallback` until the browser has gone.
 */
export function LeaveForSignIn({
  to,
  fallback,
}: {
  to: string;
  fallback?: ReactNode;
}) {
  useEffect(() => pageNavigation.replace(to), [to]);
  return fallback ?? <Spinner />;
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
    return (
      <LeaveForSignIn to={loginPathFor(pathname, search)} fallback={fallback} />
    );
  if (!hasUser) return fallback ?? <Spinner />;
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
 * nothing inside mounts otherwise, so no data request goes out.
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
