import type { Settings } from '../settings/default-settings';

/**
 * The settings a theme depends on; the rest only move layout pieces around.
 * A module of its own, without MUI, so the sign-in entry can read it before
 * any of the console's code has loaded.
 */
export const themeSettingKeys = [
  'mode',
  'themeColor',
  'direction',
  'skin',
] as const satisfies readonly (keyof Settings)[];
export type ThemeSettings = Pick<Settings, (typeof themeSettingKeys)[number]>;
