import { applySettingsChange } from './apply-settings-change';
import {
  defaultSettings,
  themeColors,
  type Settings,
} from './default-settings';

/** What each persisted key may hold; anything else falls back to its default. */
const allowedValues: {
  [K in keyof Settings]?: readonly Settings[K][];
} = {
  skin: ['default', 'bordered', 'semi-dark'],
  mode: ['light', 'dark'],
  themeColor: themeColors,
  contentWidth: ['full', 'boxed'],
  appBarBlur: [true, false],
  direction: ['ltr', 'rtl'],
  verticalNavToggleType: ['accordion', 'collapse'],
  navCollapsed: [true, false],
};

/**
 * The settings to start with: the defaults, overlaid with what was stored
 * under the `settings` key. Each stored value is checked on its own, so one
 * stale or hand-edited key falls back to its default without throwing the
 * others away; session-only settings are never read back, even if an older
 * build stored them. Hand-checked because it runs on the sign-in page too.
 */
export function restoreSettings(stored: string | null): Settings {
  if (!stored) return defaultSettings;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return defaultSettings;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return defaultSettings;
  const known: Partial<Record<keyof Settings, unknown>> = {};
  for (const [key, allowed] of Object.entries(allowedValues)) {
    const value: unknown = (json as Record<string, unknown>)[key];
    if ((allowed as readonly unknown[]).includes(value))
      known[key as keyof Settings] = value;
  }
  return applySettingsChange(defaultSettings, known as Partial<Settings>);
}
