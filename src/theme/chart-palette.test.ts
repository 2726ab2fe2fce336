import { describe, expect, test } from 'vitest';
import { enums } from '../registry/enums';
import { chartPalettes, orderStatusColor } from './chart-palette';
import { contrastRatio } from './contrast';
import { surfaces } from './surfaces';

/** sRGB `#RRGGBB` to CIE L*a*b* (D65), where distance follows what eyes see. */
function toLab(hex: string): [number, number, number] {
  const linear = (at: number) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [linear(1), linear(3), linear(5)];
  const f = (t: number) =>
    t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116;
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** CIE76 ΔE: about 2 is barely noticeable; 25 reads as another colour. */
function colourDistance(a: string, b: string): number {
  const [p, q] = [toLab(a), toLab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

const clearlyDifferent = 25;

function closePairs(colours: Record<string, string>): string[] {
  const entries = Object.entries(colours);
  return entries.flatMap(([name, colour], index) =>
    entries
      .slice(index + 1)
      .filter(([, other]) => colourDistance(colour, other) < clearlyDifferent)
      .map(([otherName]) => `${name} ~ ${otherName}`),
  );
}

describe('chart palette (WCAG 1.4.11, told apart at a glance)', () => {
  for (const mode of ['light', 'dark'] as const) {
    const palette = chartPalettes[mode];
    const colours = {
      ...palette.orderStatus,
      ...Object.fromEntries(palette.series.map((c, i) => [`series ${i}`, c])),
    };

    test.each(Object.entries(colours))(
      `${mode} %s stands 3:1 against the card and the page`,
      (_name, colour) => {
        expect(
          contrastRatio(colour, surfaces[mode].paper),
        ).toBeGreaterThanOrEqual(3);
        expect(
          contrastRatio(colour, surfaces[mode].page),
        ).toBeGreaterThanOrEqual(3);
      },
    );

    test.each(Object.entries(colours))(
      `${mode}: a count written on %s reads at 4.5:1`,
      (_name, colour) => {
        expect(contrastRatio(palette.onFill, colour)).toBeGreaterThanOrEqual(
          4.5,
        );
      },
    );

    test(`${mode}: no two order states share a look-alike hue`, () => {
      expect(closePairs(palette.orderStatus)).toEqual([]);
    });

    test(`${mode}: no two series share a look-alike hue`, () => {
      expect(
        closePairs(Object.fromEntries(palette.series.map((c, i) => [i, c]))),
      ).toEqual([]);
    });
  }

  test('every order state has its own colour, in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const used = enums['order.status'].map((s) => orderStatusColor(mode, s));
      expect(new Set(used).size).toBe(enums['order.status'].length);
    }
  });

  test('the old dashboard colours fail the check: brand amber beside warning', () => {
    expect(colourDistance('#A35A00', '#A85300')).toBeLessThan(clearlyDifferent);
  });
});
