const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/**
 * When to probe the API next while it is down: at the maintenance ETA when
 * one is known and still ahead, else an exponential backoff (1 s, 2 s, 4 s …
 * capped at 30 s), so a thousand stranded consoles do not hammer a server
 * that is coming back up.
 *
 * @example
 * recoveryDelay(0, null, Date.now()) // 1000
 */
export function recoveryDelay(
  attempt: number,
  eta: string | null,
  now: number,
): number {
  const etaTime = eta ? Date.parse(eta) : Number.NaN;
  if (attempt === 0 && Number.isFinite(etaTime) && etaTime > now) {
    return Math.min(etaTime - now, 24 * 60 * 60 * 1000);
  }
  return Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
}
