import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const onClient = () => true;
const inPrerender = () => false;

/**
 * False while React adopts HTML the build prerendered (and in that render
 * itself), true from the next render on, and always true for a page drawn
 * in the browser: what a form may only do once its handlers are attached.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, inPrerender);
}
