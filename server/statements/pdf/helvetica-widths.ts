/**
 * Advance widths (per 1000 units of font size) of the standard Helvetica
 * and Helvetica-Bold fonts for the printable ASCII characters 32–126, from
 * Adobe's Font Metrics (AFM) files of the standard 14 fonts. Every PDF
 * reader has these fonts, so a document needs only the widths to place
 * right-aligned figures and to cut long text.
 */
const regular = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278,
  278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584,
  584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556,
  833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278,
  278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222,
  500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500,
  500, 334, 260, 334, 584,
];

const bold = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278,
  278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584,
  584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611,
  833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333,
  278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278,
  556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556,
  500, 389, 280, 389, 584,
];

export type PdfFont = 'regular' | 'bold';

/** Width of `text` in points at `size`; characters outside ASCII count as a digit's width. */
export function textWidth(text: string, font: PdfFont, size: number): number {
  const table = font === 'bold' ? bold : regular;
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    units += table[code - 32] ?? 556;
  }
  return (units * size) / 1000;
}
