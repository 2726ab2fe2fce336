import { decomposeColor } from '@mui/material/styles';
import { describe, expect, test } from 'vitest';
import { defaultSettings, themeColors } from '../settings/default-settings';
import { contrastRatio } from './contrast';
import { createAppTheme } from './create-app-theme';
import { brandFills, paletteColors } from './palette-colors';
import { surfaces } from './surfaces';

describe('palette contrast (WCAG 2.1 AA)', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const color of themeColors) {
      const set = paletteColors[mode][color];
      test(`${mode} ${color}: main reads as text on the page and paper`, () => {
        expect(
          contrastRatio(set.main, surfaces[mode].paper),
        ).toBeGreaterThanOrEqual(4.5);
        expect(
          contrastRatio(set.main, surfaces[mode].page),
        ).toBeGreaterThanOrEqual(4.5);
      });
      test(`${mode} ${color}: contrastText reads on main and on the hover fill`, () => {
        expect(
          contrastRatio(set.contrastText, set.main),
        ).toBeGreaterThanOrEqual(4.5);
        expect(
          contrastRatio(set.contrastText, set.dark),
        ).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
  for (const color of themeColors) {
    test(`${color}: the brand fill's text reads on it, hovered or not`, () => {
      const { fill, hover, onFill } = brandFills[color];
      expect(contrastRatio(onFill, fill)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(onFill, hover)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

/** `color` (hex or rgba) laid at `opacity` over the opaque `under`, as #RRGGBB. */
function over(color: string, under: string, opacity = 1): string {
  const [r, g, b, a = 1] = decomposeColor(color).values;
  const [ur, ug, ub] = decomposeColor(under).values;
  const weight = a * opacity;
  const channel = (top: number, bottom: number) =>
    Math.round(top * weight + bottom * (1 - weight))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r, ur)}${channel(g, ug)}${channel(b, ub)}`;
}

describe('a selected row, tinted with the primary colour (WCAG 2.1 AA)', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const themeColor of themeColors) {
      test(`${mode} ${themeColor}: its links and its secondary text read on it`, () => {
        const { palette } = createAppTheme({
          ...defaultSettings,
          mode,
          themeColor,
        });
        const selected = over(
          palette.primary.main,
          palette.background.paper,
          palette.action.selectedOpacity,
        );
        expect(
          contrastRatio(palette.primary.main, selected),
        ).toBeGreaterThanOrEqual(4.5);
        expect(
          contrastRatio(over(palette.text.secondary, selected), selected),
        ).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});
