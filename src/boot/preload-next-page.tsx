import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '../components/when-idle';

/**
 * Once the browser is idle on a page, loads the code of the page users
 * usually open next from it (a list's record page, as the console's routes'
 * `preloadNextRoute` knows), so that click renders at once instead of
 * waiting for a download and a Suspense fallback.
 */
export function PreloadNextPage({
  preloadNext,
}: {
  preloadNext: (pathname: string) => Promise<void>;
}) {
  const { pathname } = useLocation();
  useEffect(() => {
    return whenIdle(() => void preloadNext(pathname).catch(() => {}));
  }, [pathname, preloadNext]);
  return null;
}
