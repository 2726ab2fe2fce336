import { useCallback } from 'react';

export interface ScreenFit {
  /**
   * `height`: exactly as tall as the screen below where the element starts,
   * so its content scrolls inside it; `minHeight`: at least that tall, so it
   * only ever grows downwards, off screen.
   */
  property: 'height' | 'minHeight';
  /** Pixels added to the room below the element's top (negative: a gap above the screen's foot). */
  offset: number;
  /** The least it is given, however short the window. */
  min: number;
}

/**
 * Sizes an element from where it starts on the page to the bottom of the
 * screen, as the window resizes; returns the ref callback to put on it. The
 * size is set on the element as it attaches (before the first paint) rather
 * than through state: a state change re-rendered the whole page, a list's
 * grid included, a second time inside its first render. When it detaches
 * the element takes its natural size again.
 *
 * A list's card reaches a pagination bar past the fold, so its first paint
 * (a skeleton) already fills the screen and nothing moves when rows arrive;
 * the enquiries desk's columns fit the screen, so they scroll on their own
 * and the reply composer stays in view on a 1280×720 laptop.
 */
export function useFitToScreen<T extends HTMLElement>({
  property,
  offset,
  min,
}: ScreenFit): (node: T | null) => (() => void) | undefined {
  return useCallback(
    (node: T | null) => {
      if (!node) return undefined;
      const fit = () => {
        const top = node.getBoundingClientRect().top + window.scrollY;
        const room = Math.floor(window.innerHeight - top) + offset;
        node.style[property] = `${Math.max(min, room)}px`;
      };
      fit();
      window.addEventListener('resize', fit);
      return () => {
        window.removeEventListener('resize', fit);
        node.style[property] = '';
      };
    },
    [property, offset, min],
  );
}
