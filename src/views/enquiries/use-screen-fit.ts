import { useCallback } from 'react';

/** Below this the desk's columns are too short to work in; the page scrolls instead. */
const MIN_HEIGHT_PX = 480;

/**
 * Makes an element exactly as tall as the screen below where it starts,
 * less `gap` pixels, as the window resizes; returns the ref to put on it.
 * The desk's columns then scroll on their own and the reply composer at
 * the bottom of the reading pane stays in view (a 1280×720 laptop
 * included) instead of sliding below the fold as the thread grows.
 *
 * Set on the element as it attaches, before the first paint, like
 * `useFoldHeight` (views/generic), which grows a list's card past the fold
 * instead.
 */
export function useScreenFit<T extends HTMLElement>(
  gap: number,
): (node: T | null) => (() => void) | undefined {
  return useCallback(
    (node: T | null) => {
      if (!node) return undefined;
      const fit = () => {
        const top = node.getBoundingClientRect().top + window.scrollY;
        const height = Math.floor(window.innerHeight - top - gap);
        node.style.height = `${Math.max(MIN_HEIGHT_PX, height)}px`;
      };
      fit();
      window.addEventListener('resize', fit);
      return () => {
        window.removeEventListener('resize', fit);
        // A layout that stacks the columns again takes its natural height.
        node.style.height = '';
      };
    },
    [gap],
  );
}
