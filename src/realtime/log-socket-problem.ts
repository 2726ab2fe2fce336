/**
 * Where the realtime socket's failures go: they are only logged, never shown
 * to the user, and reconnecting follows. The browser console, as a warning,
 * so that someone diagnosing missing live updates sees why.
 */
export function logSocketProblem(message: string, detail?: unknown): void {
  console.warn(`[realtime] ${message}`, detail ?? '');
}
