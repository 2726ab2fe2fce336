import { useEffect, useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(by: number): void {
  pending += by;
  for (const listener of listeners) listener();
}

/** Whether a page's code is still loading (a Suspense fallback is up). */
export function usePagePending(): boolean {
  return useSyncExternalStore(subscribe, () => pending > 0);
}

/**
 * The content's Suspense fallback: it draws nothing itself but tells
 * RouteChangeProgress that a page's code is loading, so one bar covers the
 * code and the data of a route change instead of two bars overlapping.
 */
export function PagePending() {
  useEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
  return null;
}
