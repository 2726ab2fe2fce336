import type { Settings } from './default-settings';
import { restoreSettings } from './restore-settings';

/** The localStorage key of the persisted settings. */
export const settingsStorageKey = 'settings';

/**
 * The settings this browser stored, each checked (restoreSettings); the
 * defaults when storage is empty or blocked. Without the store's library,
 * so the sign-in entry can read them before anything else has loaded.
 */
export function readStoredSettings(): Settings {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(settingsStorageKey);
  } catch {
    // Blocked storage: the defaults.
  }
  return restoreSettings(stored);
}
