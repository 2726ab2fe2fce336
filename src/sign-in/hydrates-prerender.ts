import { defaultSettings, type Settings } from '../settings/default-settings';
import { themeSettingKeys } from '../theme/theme-settings';
import type { AuthLocation } from './auth-navigation';

/**
 * The page the build prerenders into `login.prerendered.html` (sign-in-prerender.tsx):
 * the location its HTML was made for, and so the one hydration starts from.
 */
export const prerenderedLocation: AuthLocation = {
  pathname: '/login',
  search: '',
  state: null,
};

/**
 * Whether the sign-in script may adopt the form the build prerendered into
 * `login.prerendered.html` (hydrate) rather than draw the page anew: only on the page
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
