import { describe, expect, test } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  test('black on white is 21:1 and a colour on itself 1:1, in either order', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#F59E0B', '#f59e0b')).toBe(1);
  });

  test('matches published WCAG values: the brand amber on white fails, #767676 just passes', () => {
    expect(contrastRatio('#F59E0B', '#FFFFFF')).toBeCloseTo(2.15, 2);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  test('luminance uses the linear segment for dark channels', () => {
    expect(relativeLuminance('#010101')).toBeCloseTo(1 / 255 / 12.92, 8);
  });

  test('rejects what it cannot read rather than guessing', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#FFFFFF')).toThrow(
      /#RRGGBB/,
    );
  });
});
