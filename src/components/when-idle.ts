/**
 * Runs `work` once the browser is idle (within 2 s at the latest), or half a
 * second on where it cannot say (Safari); returns what cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 500);
  return () => clearTimeout(timer);
}
