import { expect, test } from 'vitest';
import { fitText, textWidth, wrapText } from './pdf-document';
import { textString } from './pdf-file';

test('a PDF text string is an escaped literal in ASCII, and UTF-16BE hex beyond it', () => {
  expect(textString('Gross (5 orders) \\ net')).toBe(
    '(Gross \\(5 orders\\) \\\\ net)',
  );
  expect(textString('食 café')).toBe('<FEFF98DF002000630061006600E9>');
});

test('widths: figures are all as wide, so amounts line up; bold is wider; a Chinese character is an em', () => {
  expect(textWidth('1111', 'regular', 10)).toBeCloseTo(
    textWidth('8888', 'regular', 10),
  );
  expect(textWidth('Net payout', 'bold', 10)).toBeGreaterThan(
    textWidth('Net payout', 'regular', 10),
  );
  expect(textWidth('陈记', 'regular', 10)).toBeCloseTo(20);
});

test('text too wide is cut with an ellipsis; wrapped text keeps its words and ends with one when cut', () => {
  expect(fitText('Short', 'regular', 10, 100)).toBe('Short');
  const cut = fitText('Selera Kampung Damansara Utama', 'regular', 10, 80);
  expect(cut.endsWith('…')).toBe(true);
  expect(textWidth(cut, 'regular', 10)).toBeLessThanOrEqual(80);
  expect(
    wrapText('69, Jalan SS 21/37, Damansara Utama', 'regular', 10, 130),
  ).toEqual(['69, Jalan SS 21/37,', 'Damansara Utama']);
  const three = wrapText(
    'one two three four five six seven',
    'regular',
    10,
    40,
  );
  expect(three).toHaveLength(2);
  expect(three[1]?.endsWith('…')).toBe(true);
  const tamil = fitText('முருகன் இட்லி கடை', 'regular', 10, 50);
  expect(tamil.endsWith('…')).toBe(true);
  expect(textWidth(tamil, 'regular', 10)).toBeLessThanOrEqual(50);
});
