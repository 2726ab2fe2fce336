import { expect, test } from 'vitest';
import { textWidth } from './helvetica-widths';
import { fitText, pdfString, wrapText } from './pdf-document';

test('a PDF string escapes its delimiters and writes bytes beyond ASCII as octal WinAnsi codes', () => {
  expect(pdfString('Gross (5 orders) \\ net')).toBe(
    '(Gross \\(5 orders\\) \\\\ net)',
  );
  expect(pdfString('RM\u00a012.00 – café')).toBe(
    '(RM\\24012.00 \\226 caf\\351)',
  );
  expect(pdfString('食')).toBe('(?)');
});

test("Helvetica's widths: digits are equal, so figures line up; bold is wider", () => {
  expect(textWidth('0123456789', 'regular', 10)).toBeCloseTo(55.6);
  expect(textWidth('Net payout', 'bold', 10)).toBeGreaterThan(
    textWidth('Net payout', 'regular', 10),
  );
});

test('text too wide is cut with an ellipsis; wrapped text keeps its words and ends with one when cut', () => {
  expect(fitText('Short', 'regular', 10, 100)).toBe('Short');
  const cut = fitText('Selera Kampung Damansara Utama', 'regular', 10, 80);
  expect(cut.endsWith('…')).toBe(true);
  expect(textWidth(cut, 'regular', 10)).toBeLessThanOrEqual(80);
  expect(
    wrapText('69, Jalan SS 21/37, Damansara Utama', 'regular', 10, 120),
  ).toEqual(['69, Jalan SS 21/37,', 'Damansara Utama']);
  const three = wrapText(
    'one two three four five six seven',
    'regular',
    10,
    40,
  );
  expect(three).toHaveLength(2);
  expect(three[1]?.endsWith('…')).toBe(true);
});
