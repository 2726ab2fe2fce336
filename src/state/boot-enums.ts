import { BOOT_ENUMS_ID } from '../registry/enums';
import type { AppEnums } from './app-store';

function isEnums(value: unknown): value is AppEnums {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (group) => typeof group === 'object' && group !== null,
    )
  );
}

/**
 * The enums the page arrived with: the API that serves the console writes
 * the `GET /enums` payload into index.html, so the first screen needs no
 * round trip for them (they are still loaded at start: they arrive with the
 * page). Null when the console is served
 * without them (another host, `vite dev`); the session then calls
 * `GET /enums` as before.
 */
export function readBootEnums(): AppEnums | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(BOOT_ENUMS_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isEnums(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
