import { useSyncExternalStore } from 'react';
import { isSignInPath } from '../registry/sign-in-paths';
import { pageNavigation } from '../session/page-navigation';
import { prerenderedLocation } from './hydrates-prerender';

/** Fired on our own pushes; the browser fires `popstate` only for Back and Forward. */
const CHANGE_EVENT = 'sign-in-navigation';

export interface AuthLocation {
  pathname: string;
  search: string;
  /** What the previous page handed over (the reset token, a notice), never in the URL. */
  state: unknown;
}

let snapshot: AuthLocation | null = null;

function readLocation(): AuthLocation {
  const { pathname, search } = window.location;
  const state: unknown = window.history.state;
  if (
    !snapshot ||
    snapshot.pathname !== pathname ||
    snapshot.search !== search ||
    snapshot.state !== state
  )
    snapshot = { pathname, search, state };
  return snapshot;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const readPrerenderedLocation = () => prerenderedLocation;

/** The sign-in page's location, re-rendering on every move between its pages. */
export function useAuthLocation(): AuthLocation {
  return useSyncExternalStore(subscribe, readLocation, readPrerenderedLocation);
}

/**
 * Moves between the sign-in pages within this page (history entries, so
 * Back works); anywhere else is the console, a full page load.
 */
export function goTo(
  path: string,
  { state, replace = false }: { state?: unknown; replace?: boolean } = {},
): void {
  const pathname = new URL(path, window.location.origin).pathname;
  if (!isSignInPath(pathname)) {
    pageNavigation.replace(path);
    return;
  }
  if (replace) window.history.replaceState(state ?? null, '', path);
  else window.history.pushState(state ?? null, '', path);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
