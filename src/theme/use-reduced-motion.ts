import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

/** The media query, where the browser has one (not in a test's jsdom). */
const media = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the user's system asks for less motion (`prefers-reduced-motion`),
 * read on the first render, and again when it changes. Read here rather
 * than with MUI's `useMediaQuery`, which the sign-in entry would then load
 * with the rest of MUI's chunk.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
