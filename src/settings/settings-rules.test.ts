import { expect, test } from 'vitest';
import { applySettingsChange } from './apply-settings-change';
import { defaultSettings, type Settings } from './default-settings';
import { fitSettingsToScreen } from './fit-settings-to-screen';
import { persistedSettings } from './persisted-settings';
import { restoreSettings } from './restore-settings';

const custom: Settings = {
  ...defaultSettings,
  skin: 'semi-dark',
  mode: 'dark',
  themeColor: 'info',
  contentWidth: 'full',
  appBar: 'hidden',
  appBarBlur: false,
  footer: 'fixed',
  direction: 'rtl',
  verticalNavToggleType: 'collapse',
  navCollapsed: true,
  navHidden: true,
  toastPosition: 'bottom-left',
};

test('the defaults are vertical, light, left-to-right, boxed, with a fixed blurred app bar', () => {
  expect(defaultSettings).toEqual({
    skin: 'default',
    mode: 'light',
    themeColor: 'primary',
    contentWidth: 'boxed',
    appBar: 'fixed',
    appBarBlur: true,
    footer: 'static',
    direction: 'ltr',
    layout: 'vertical',
    lastLayout: 'vertical',
    verticalNavToggleType: 'accordion',
    navCollapsed: false,
    navHidden: false,
    toastPosition: 'top-right',
  });
});

test('switching to horizontal forces skin default over semi-dark and app bar fixed over hidden', () => {
  const next = applySettingsChange(custom, { layout: 'horizontal' });
  expect(next).toMatchObject({
    layout: 'horizontal',
    lastLayout: 'horizontal',
    skin: 'default',
    appBar: 'fixed',
  });
});

test.each([
  ['bordered', 'static'],
  ['default', 'fixed'],
] as const)(
  'switching to horizontal keeps skin %s and app bar %s',
  (skin, appBar) => {
    const next = applySettingsChange(
      { ...defaultSettings, skin, appBar },
      { layout: 'horizontal' },
    );
    expect(next).toMatchObject({ skin, appBar });
  },
);

test('semi-dark and a hidden app bar cannot be chosen in the horizontal layout', () => {
  const horizontal = applySettingsChange(defaultSettings, {
    layout: 'horizontal',
  });
  expect(applySettingsChange(horizontal, { skin: 'semi-dark' }).skin).toBe(
    'default',
  );
  expect(applySettingsChange(horizontal, { appBar: 'hidden' }).appBar).toBe(
    'fixed',
  );
});

test('semi-dark and a hidden app bar are allowed in the vertical layout', () => {
  const next = applySettingsChange(defaultSettings, {
    skin: 'semi-dark',
    appBar: 'hidden',
  });
  expect(next).toMatchObject({
    skin: 'semi-dark',
    appBar: 'hidden',
    layout: 'vertical',
  });
});

test('persistence leaves out appBar, footer, layout, navHidden, lastLayout and toastPosition', () => {
  expect(persistedSettings(custom)).toEqual({
    skin: 'semi-dark',
    mode: 'dark',
    themeColor: 'info',
    contentWidth: 'full',
    appBarBlur: false,
    direction: 'rtl',
    verticalNavToggleType: 'collapse',
    navCollapsed: true,
  });
});

test('a stored round trip restores the persisted settings and the defaults for the rest', () => {
  const restored = restoreSettings(JSON.stringify(persistedSettings(custom)));
  expect(restored).toEqual({
    ...custom,
    appBar: 'fixed',
    footer: 'static',
    layout: 'vertical',
    lastLayout: 'vertical',
    navHidden: false,
    toastPosition: 'top-right',
  });
});

test('session-only keys stored by an older build are ignored', () => {
  const stored = JSON.stringify({
    layout: 'horizontal',
    appBar: 'hidden',
    mode: 'dark',
  });
  expect(restoreSettings(stored)).toEqual({ ...defaultSettings, mode: 'dark' });
});

test.each([null, '', 'not json', '[]', '"dark"'])(
  'storage holding %j gives the defaults',
  (stored) => {
    expect(restoreSettings(stored)).toEqual(defaultSettings);
  },
);

test('an invalid stored value falls back to its default and keeps the valid ones', () => {
  const stored = JSON.stringify({
    mode: 'sepia',
    direction: 'rtl',
    navCollapsed: 'yes',
  });
  expect(restoreSettings(stored)).toEqual({
    ...defaultSettings,
    direction: 'rtl',
  });
});

test('a small screen forces vertical and a large one brings the chosen layout back', () => {
  const horizontal = applySettingsChange(defaultSettings, {
    layout: 'horizontal',
    navCollapsed: true,
  });
  const small = fitSettingsToScreen(horizontal, true);
  expect(small).toMatchObject({
    layout: 'vertical',
    lastLayout: 'horizontal',
    navCollapsed: true,
  });
  const large = fitSettingsToScreen(small, false);
  expect(large).toMatchObject({
    layout: 'horizontal',
    lastLayout: 'horizontal',
    navCollapsed: true,
  });
});

test('fitting settings that already fit returns them unchanged', () => {
  expect(fitSettingsToScreen(defaultSettings, true)).toBe(defaultSettings);
  expect(fitSettingsToScreen(defaultSettings, false)).toBe(defaultSettings);
});
