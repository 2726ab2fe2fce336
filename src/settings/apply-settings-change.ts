import type { Settings } from './default-settings';

/**
 * The settings after a change, with the layout's rules applied: the
 * horizontal layout has no sidebar to darken and nowhere to put a hidden app
 * bar's controls, so it forces skin 'default' over 'semi-dark' and app bar
 * 'fixed' over 'hidden'. Choosing a layout also records it as `lastLayout`,
 * the choice a small screen temporarily overrides.
 */
export function applySettingsChange(
  current: Settings,
  change: Partial<Settings>,
): Settings {
  const next: Settings = { ...current, ...change };
  if (change.layout !== undefined && change.lastLayout === undefined) {
    next.lastLayout = change.layout;
  }
  if (next.layout === 'horizontal') {
    if (next.skin === 'semi-dark') next.skin = 'default';
    if (next.appBar === 'hidden') next.appBar = 'fixed';
  }
  return next;
}
