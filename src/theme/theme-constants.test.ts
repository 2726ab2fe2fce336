import { expect, test } from 'vitest';
import { defaultSettings } from '../settings/default-settings';
import { createAppTheme } from './create-app-theme';
import { brandFills, paletteColors } from './palette-colors';
import { themeConstants } from './theme-constants';

/** The hue of a `#RRGGBB` colour, in degrees. */
function hueOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map(
    (i) => parseInt(hex.slice(i, i + 2), 16) / 255,
  ) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const sector =
    max === r
      ? ((g - b) / delta) % 6
      : max === g
        ? (b - r) / delta + 2
        : (r - g) / delta + 4;
  return (sector * 60 + 360) % 360;
}

test('the layout constants are the product’s: nav widths, content cap, offsets, durations, toast padding', () => {
  expect(themeConstants).toMatchObject({
    navWidth: 260,
    collapsedNavWidth: 68,
    boxedContentWidth: 1440,
    scrollToTopOffset: 400,
    navTransitionMs: 250,
    toastPadding: 16,
    toolbarHeight: 64,
    borderRadius: 10,
  });
});

test('the theme has the product’s breakpoints, toolbar, radius, spacing unit and font', () => {
  const theme = createAppTheme(defaultSettings);
  expect(theme.breakpoints.values).toEqual({
    xs: 0,
    sm: 600,
    md: 900,
    lg: 1200,
    xl: 1536,
  });
  expect(theme.mixins.toolbar.minHeight).toBe(64);
  expect(theme.shape.borderRadius).toBe(10);
  expect(theme.spacing(1)).toBe('0.25rem');
  expect(theme.spacing(4)).toBe('1rem');
  expect(theme.typography.fontFamily?.split(',')[0]?.trim()).toMatch(
    /^"?Inter"?$/,
  );
});

test('the default primary colour is yellow-orange, in both modes', () => {
  expect(defaultSettings.themeColor).toBe('primary');
  // Between orange (30°) and yellow (60°): amber.
  for (const colour of [
    brandFills.primary.fill,
    paletteColors.light.primary.main,
    paletteColors.dark.primary.main,
  ]) {
    expect(hueOf(colour), colour).toBeGreaterThanOrEqual(30);
    expect(hueOf(colour), colour).toBeLessThanOrEqual(50);
  }
  expect(createAppTheme(defaultSettings).palette.primary.main).toBe(
    paletteColors.light.primary.main,
  );
});
