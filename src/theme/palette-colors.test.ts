import { describe, expect, test } from 'vitest';
import { themeColors } from '../settings/default-settings';
import { contrastRatio } from './contrast';
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
