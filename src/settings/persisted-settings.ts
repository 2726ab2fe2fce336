import type { Settings } from './default-settings';

/**
 * Settings that describe the session or the screen rather than a taste, so
 * they start from the defaults on every load.
 */
export const sessionOnlySettings = [
  'appBar',
  'footer',
  'layout',
  'navHidden',
  'lastLayout',
  'toastPosition',
] as const satisfies readonly (keyof Settings)[];

type SessionOnlySetting = (typeof sessionOnlySettings)[number];

/** What is written under the `settings` storage key. */
export type PersistedSettings = Omit<Settings, SessionOnlySetting>;

/** The part of the settings that survives a reload. */
export function persistedSettings(settings: Settings): PersistedSettings {
  const copy: Partial<Settings> = { ...settings };
  for (const key of sessionOnlySettings) delete copy[key];
  return copy as PersistedSettings;
}
