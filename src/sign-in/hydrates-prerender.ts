import { defaultSettings, type Settings } from '../settings/default-settings';
import { themeSettingKeys } from '../theme/create-app-theme';
import { prerenderedLocation } from './auth-navigation';

/**
 * Whether the sign-in script may adopt the form the build prerendered into
 * `login.html` (hydrate) rather than draw the page anew: only on the page
 * it was made for, and only in the default look it was drawn in. A dark or
 * right-to-left user's page is rendered fresh, as it would have been anyway.
 */
export function hydratesPrerender(
  root: Element,
  pathname: string,
  settings: Settings,
): boolean {
  return (
    root.hasAttribute('data-prerendered') &&
    pathname === prerenderedLocation.pathname &&
    themeSettingKeys.every((key) => settings[key] === defaultSettings[key])
  );
}
