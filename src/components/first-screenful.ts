import { useDeferredValue } from 'react';

/**
 * False in a component's first render, true from the render React starts
 * right after it, at background priority, once the browser has painted:
 * what a page shows only from then on costs its first frame nothing.
 */
export function useHasPainted(): boolean {
  return useDeferredValue(true, false);
}

/**
 * How many items of a long list to render: on a component's first render,
 * as many as the window's height holds; from the render after it
 * ({@link useHasPainted}), all.
 *
 * A page's first render is what the user waits for, and a list of 25 grid
 * rows or 70 sidebar links spent over half of it on items below the fold.
 * They now arrive a frame or two later, before anyone can scroll to them.
 * `itemPx` is the least height an item takes, so the first screenful is
 * never short, whatever sits above the list.
 */
export function useFirstScreenful(itemPx: number): number {
  const hasPainted = useHasPainted();
  return hasPainted ? Infinity : Math.ceil(window.innerHeight / itemPx);
}
