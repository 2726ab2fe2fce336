import { textWidth, type PdfFont } from './helvetica-widths';

/** A4 in points. */
export const pageSize = { width: 595.28, height: 841.89 } as const;

const fontNames: Record<PdfFont, string> = { regular: 'F1', bold: 'F2' };

/** Characters of Windows-1252 above 127 that are not Latin-1's (typographic quotes, dashes). */
const winAnsiExtras: Readonly<Record<string, number>> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '−': 0x2d,
};

/**
 * `text` as a PDF literal string in WinAnsiEncoding, every byte outside
 * printable ASCII written as an octal escape so the file stays ASCII; a
 * character the encoding lacks becomes `?`.
 */
export function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    const byte =
      code >= 32 && code <= 126
        ? code
        : code >= 160 && code <= 255
          ? code
          : (winAnsiExtras[char] ?? 63);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c)
      out += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 32 && byte <= 126) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

export interface TextOptions {
  font?: PdfFont;
  size?: number;
  /** `right`: `x` is where the text ends. */
  align?: 'left' | 'right';
  /** Grey level, 0 black … 1 white. */
  gray?: number;
  /** Cut with an ellipsis to fit this width. */
  maxWidth?: number;
}

/**
 * One page's drawing, in points from the top-left corner (PDF counts from
 * the bottom-left; the page turns them over).
 */
export class PdfPage {
  readonly ops: string[] = [];

  text(x: number, top: number, value: string, options: TextOptions = {}) {
    const font = options.font ?? 'regular';
    const size = options.size ?? 10;
    const shown =
      options.maxWidth === undefined
        ? value
        : fitText(value, font, size, options.maxWidth);
    const left =
      options.align === 'right' ? x - textWidth(shown, font, size) : x;
    // `top` is the line's top; the baseline sits about 0.8 of the size below it.
    const baseline = pageSize.height - top - size * 0.8;
    this.ops.push(
      `BT ${num(options.gray ?? 0)} g /${fontNames[font]} ${num(size)} Tf 1 0 0 1 ${num(left)} ${num(baseline)} Tm ${pdfString(shown)} Tj ET`,
    );
  }

  /** A horizontal rule across `x1`…`x2`. */
  rule(x1: number, x2: number, top: number, width = 0.5, gray = 0.75) {
    const y = num(pageSize.height - top);
    this.ops.push(
      `${num(width)} w ${num(gray)} G ${num(x1)} ${y} m ${num(x2)} ${y} l S`,
    );
  }

  /** A filled rectangle (a table's header band). */
  fill(x: number, top: number, width: number, height: number, gray: number) {
    this.ops.push(
      `${num(gray)} g ${num(x)} ${num(pageSize.height - top - height)} ${num(width)} ${num(height)} re f`,
    );
  }
}

/** `value` cut with an ellipsis to fit `maxWidth`. */
export function fitText(
  value: string,
  font: PdfFont,
  size: number,
  maxWidth: number,
): string {
  if (textWidth(value, font, size) <= maxWidth) return value;
  const chars = [...value];
  while (
    chars.length > 0 &&
    textWidth(`${chars.join('')}…`, font, size) > maxWidth
  )
    chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/**
 * `value` broken at spaces into lines that fit `maxWidth`, at most
 * `maxLines` of them (the last cut with an ellipsis when more is left).
 */
export function wrapText(
  value: string,
  font: PdfFont,
  size: number,
  maxWidth: number,
  maxLines = 2,
): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && textWidth(next, font, size) > maxWidth) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines)
    return lines.map((line) => fitText(line, font, size, maxWidth));
  const kept = lines.slice(0, maxLines);
  const rest = lines.slice(maxLines - 1).join(' ');
  kept[maxLines - 1] = fitText(`${rest}…`, font, size, maxWidth);
  return kept;
}

/**
 * A text PDF (1.4) of A4 pages in the standard Helvetica fonts, which every
 * reader has, so nothing is embedded. Streams are left uncompressed: a
 * statement is small, and its text stays searchable by any tool.
 */
export class PdfDocument {
  readonly pages: PdfPage[] = [];

  constructor(private readonly title: string) {}

  addPage(): PdfPage {
    const page = new PdfPage();
    this.pages.push(page);
    return page;
  }

  toBuffer(): Buffer {
    const objects: string[] = [];
    const add = (body: string) => {
      objects.push(body);
      return objects.length;
    };
    const catalog = add('');
    const pagesId = add('');
    const regular = add(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    );
    const bold = add(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    );
    const info = add(
      `<< /Title ${pdfString(this.title)} /Producer (ZFood Admin) >>`,
    );
    const resources = `<< /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >>`;
    const kids = this.pages.map((page) => {
      const stream = page.ops.join('\n');
      const contents = add(
        `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
      );
      return add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${pageSize.width} ${pageSize.height}] /Resources ${resources} /Contents ${contents} 0 R >>`,
      );
    });
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
    objects[pagesId - 1] =
      `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${kids.length} >>`;

    let out = '%PDF-1.4\n';
    const offsets = objects.map((body, i) => {
      const offset = Buffer.byteLength(out, 'latin1');
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
      return offset;
    });
    const xref = Buffer.byteLength(out, 'latin1');
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets)
      out += `${String(offset).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  }
}
