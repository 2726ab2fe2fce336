import { useCallback, useLayoutEffect, useState } from 'react';

/** Below this a grid shows too few rows to be worth fitting to the screen. */
const MIN_HEIGHT_PX = 360;

/**
 * The height that takes an element from where it starts on the page down
 * to `pastFold` pixels below the bottom of the screen, kept up to date as
 * the window resizes.
 *
 * A list's card is at least this tall, so its first paint (a skeleton)
 * already fills the screen and puts its pagination bar and the footer just
 * below it. Whether a full page of rows or a handful arrives, the card only
 * grows downwards, off screen, and nothing the user was looking at moves.
 */
export function useFoldHeight<T extends HTMLElement>(
  pastFold: number,
): [(node: T | null) => void, number | undefined] {
  const [node, setNode] = useState<T | null>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    if (!node) return;
    const measure = () => {
      const top = node.getBoundingClientRect().top + window.scrollY;
      const toFold = Math.floor(window.innerHeight - top);
      setHeight(Math.max(MIN_HEIGHT_PX, toFold) + pastFold);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [node, pastFold]);
  return [useCallback((next: T | null) => setNode(next), []), height];
}
