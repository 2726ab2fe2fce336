import { useCallback } from 'react';

/** Below this a grid shows too few rows to be worth fitting to the screen. */
const MIN_HEIGHT_PX = 360;

/**
 * Keeps an element at least tall enough to reach from where it starts on
 * the page down to `pastFold` pixels below the bottom of the screen, as the
 * window resizes; returns the ref to put on it.
 *
 * A list's card is at least this tall, so its first paint (a skeleton)
 * already fills the screen and puts its pagination bar and the footer just
 * below it. Whether a full page of rows or a handful arrives, the card only
 * grows downwards, off screen, and nothing the user was looking at moves.
 *
 * The height is set on the element itself as it attaches (a ref callback,
 * before the first paint) rather than through state: a state change here
 * re-rendered the whole list page, grid included, a second time inside its
 * first render.
 */
export function useFoldHeight<T extends HTMLElement>(
  pastFold: number,
): (node: T | null) => (() => void) | undefined {
  return useCallback(
    (node: T | null) => {
      if (!node) return undefined;
      const fit = () => {
        const top = node.getBoundingClientRect().top + window.scrollY;
        const toFold = Math.floor(window.innerHeight - top);
        node.style.minHeight = `${Math.max(MIN_HEIGHT_PX, toFold) + pastFold}px`;
      };
      fit();
      window.addEventListener('resize', fit);
      return () => window.removeEventListener('resize', fit);
    },
    [pastFold],
  );
}
