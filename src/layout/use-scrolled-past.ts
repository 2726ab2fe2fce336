import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled more than `threshold` pixels. Read in a
 * passive scroll listener and once after mount, never during render: MUI's
 * `useScrollTrigger` reads the scroll position while rendering, which forced
 * a synchronous layout of the whole page on every render of the shell.
 */
export function useScrolledPast(threshold: number): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const update = () => setIsPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return isPast;
}
