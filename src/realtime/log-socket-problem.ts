/**
 * Where the realtime socket's failures go (SPEC.md §8: "only logged;
 * reconnection follows. No user-facing message"): the browser console, as a
 * warning, so that someone diagnosing missing live updates sees why.
 */
export function logSocketProblem(message: string, detail?: unknown): void {
  console.warn(`[realtime] ${message}`, detail ?? '');
}
