import { expect, test } from 'vitest';
import { fontChains } from './fonts';
import { bidiLevels, textRuns } from './text-runs';

const runs = (text: string) =>
  textRuns(text, fontChains.regular).map((run) => [
    run.face.font.postscriptName,
    run.text,
    run.rtl,
  ]);

test('each character is drawn in the first font that has it; a space, or punctuation its font has, stays with the word before', () => {
  expect(runs('Selera Kampung (KL)')).toEqual([
    ['NotoSans-Regular', 'Selera Kampung (KL)', false],
  ]);
  expect(runs('陈记 Chicken Rice')).toEqual([
    ['NotoSansHans-Regular', '陈记 ', false],
    ['NotoSans-Regular', 'Chicken Rice', false],
  ]);
  expect(runs('முருகன் இட்லி கடை, Brickfields')).toEqual([
    ['NotoSansTamil-Regular', 'முருகன் இட்லி கடை', false],
    ['NotoSans-Regular', ', Brickfields', false],
  ]);
});

test('right-to-left text is laid out in visual order: words reversed, digits kept left to right', () => {
  expect(bidiLevels([...'Cafe مطعم 24 ساعة'])).toEqual([
    0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 1, 1, 1, 1, 1,
  ]);
  expect(runs('مطعم 24 ساعة')).toEqual([
    ['NotoSansArabic-Regular', 'ساعة', true],
    ['NotoSans-Regular', ' ', true],
    ['NotoSans-Regular', '24', false],
    ['NotoSansArabic-Regular', 'مطعم ', true],
  ]);
  expect(runs('Restoran مطعم الأصالة (KL)')).toEqual([
    ['NotoSans-Regular', 'Restoran ', false],
    ['NotoSansArabic-Regular', 'مطعم الأصالة', true],
    ['NotoSansArabic-Regular', ' ', false],
    ['NotoSans-Regular', '(KL)', false],
  ]);
});
