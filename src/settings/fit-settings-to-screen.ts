import { applySettingsChange } from './apply-settings-change';
import type { Settings } from './default-settings';

/**
 * The settings for the screen size: below the lg breakpoint the layout is
 * vertical (the nav becomes a drawer behind a toggle); above it the user's
 * own choice (`lastLayout`) comes back. `navCollapsed` is left untouched, as
 * the drawer ignores it, so the previous collapsed state returns by itself.
 */
export function fitSettingsToScreen(
  settings: Settings,
  isBelowLg: boolean,
): Settings {
  const layout = isBelowLg ? 'vertical' : settings.lastLayout;
  if (layout === settings.layout) return settings;
  return applySettingsChange(settings, {
    layout,
    lastLayout: settings.lastLayout,
  });
}
