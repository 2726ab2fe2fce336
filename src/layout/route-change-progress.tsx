import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { usePagePending } from './page-pending';
import { RouteProgress } from './route-progress';

/** Long enough to be seen after an instant change, short enough not to linger. */
export const MIN_VISIBLE_MS = 300;
/** A page whose data never settles (a slow report, a poll) still lets the bar go. */
export const MAX_VISIBLE_MS = 10_000;

/**
 * The thin progress bar on every route change: it starts when the path
 * changes and finishes once the new page's code has loaded and its requests
 * have settled, showing for at least MIN_VISIBLE_MS. (Query or hash changes
 * within a page, such as a list's filters, are not route changes.) On the
 * first page of a visit it shows only while that page's code loads.
 */
export function RouteChangeProgress() {
  const { pathname } = useLocation();
  const fetching = useIsFetching();
  const isPagePending = usePagePending();
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setStartedAt(Date.now());
  }, [pathname]);

  useEffect(() => {
    if (startedAt === null) return;
    const elapsed = Date.now() - startedAt;
    const remaining =
      (fetching > 0 ? MAX_VISIBLE_MS : MIN_VISIBLE_MS) - elapsed;
    const timer = setTimeout(() => setStartedAt(null), Math.max(0, remaining));
    return () => clearTimeout(timer);
  }, [startedAt, fetching]);

  return startedAt === null && !isPagePending ? null : <RouteProgress />;
}
