/** When maintenance is expected to end, as far as the server said. */
export type MaintenanceEta =
  { kind: 'unknown' } | { kind: 'known'; at: Date; remainingMs: number };

/** ISO-8601 as the API sends it; V8's Date.parse alone reads 'garbage-2030' as a date. */
const isoPattern =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Reads the `etaTime` of a 503 body or socket frame. Null, a non-string or a
 * string no clock can read is 'unknown', so the page can never print
 * "Invalid Date".
 */
export function maintenanceEta(etaTime: unknown, now: number): MaintenanceEta {
  if (typeof etaTime !== 'string' || !isoPattern.test(etaTime.trim()))
    return { kind: 'unknown' };
  const time = Date.parse(etaTime.trim());
  if (!Number.isFinite(time)) return { kind: 'unknown' };
  return {
    kind: 'known',
    at: new Date(time),
    remainingMs: Math.max(0, time - now),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A countdown such as '1 d 02:05:09', '02:05:09' or '05:09'.
 *
 * @example
 * formatCountdown(65_000); // '01:05'
 */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const clock =
    hours > 0 || days > 0
      ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
      : `${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days} d ${clock}` : clock;
}
