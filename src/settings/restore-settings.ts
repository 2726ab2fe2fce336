import { z } from 'zod';
import { applySettingsChange } from './apply-settings-change';
import {
  defaultSettings,
  themeColors,
  type Settings,
} from './default-settings';

/**
 * Each stored value is checked on its own, so one stale or hand-edited key
 * falls back to its default without throwing the others away.
 */
const storedSettingsSchema = z.object({
  skin: z
    .enum(['default', 'bordered', 'semi-dark'])
    .optional()
    .catch(undefined),
  mode: z.enum(['light', 'dark']).optional().catch(undefined),
  themeColor: z.enum(themeColors).optional().catch(undefined),
  contentWidth: z.enum(['full', 'boxed']).optional().catch(undefined),
  appBarBlur: z.boolean().optional().catch(undefined),
  direction: z.enum(['ltr', 'rtl']).optional().catch(undefined),
  verticalNavToggleType: z
    .enum(['accordion', 'collapse'])
    .optional()
    .catch(undefined),
  navCollapsed: z.boolean().optional().catch(undefined),
});

/**
 * The settings to start with: the defaults, overlaid with what was stored
 * under the `settings` key. Session-only settings are never read back, even
 * if an older build stored them.
 */
export function restoreSettings(stored: string | null): Settings {
  if (!stored) return defaultSettings;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return defaultSettings;
  }
  const parsed = storedSettingsSchema.safeParse(json);
  if (!parsed.success) return defaultSettings;
  const known = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  ) as Partial<Settings>;
  return applySettingsChange(defaultSettings, known);
}
