import { EmbeddedFont } from './embedded-font';
import { type FontFace, fontChains, type PdfFont, type Shaped } from './fonts';
import { producer, xmp } from './metadata';
import { PdfFile, num, ref, textString } from './pdf-file';
import { PdfElement, writeStructure } from './structure';
import { type TextRun, textRuns } from './text-runs';

export type { PdfFont } from './fonts';
export type { PdfElement } from './structure';

/** A4 in points. */
export const pageSize = { width: 595.28, height: 841.89 } as const;

/**
 * What a drawn text is to a reader: part of an element of the document's
 * structure, or the page's running furniture (its footer, a table header
 * repeated on a later page) that assistive technology skips.
 */
export type TextRole = PdfElement | 'pagination';

export interface TextOptions {
  role: TextRole;
  font?: PdfFont;
  size?: number;
  /** `right`: `x` is where the text ends. */
  align?: 'left' | 'right';
  /** Grey level, 0 black … 1 white. */
  gray?: number;
  /** Cut with an ellipsis to fit this width. */
  maxWidth?: number;
}

/** Width of `text` in points at `size`, as it is drawn (each run in its font). */
export function textWidth(text: string, font: PdfFont, size: number): number {
  return textRuns(text, fontChains[font]).reduce(
    (width, run) => width + run.face.shape(run.text).width * size,
    0,
  );
}

/** A run shaped, sized and placed: where its baseline starts, in PDF's coordinates. */
interface PlacedRun extends TextRun {
  shaped: Shaped;
  size: number;
  x: number;
  y: number;
}

/**
 * `runs` in the stretches marked as content: together, but for a run whose
 * glyphs do not spell it in order (a Tamil vowel sign drawn before its
 * consonant), which is marked alone, as a `Span` carrying its text
 * (`/ActualText`) for extraction and screen readers alike. Extractors put
 * right-to-left runs back in order themselves.
 */
function stretches(runs: readonly PlacedRun[]) {
  const out: { runs: PlacedRun[]; actualText?: string }[] = [];
  for (const run of runs) {
    const last = out.at(-1);
    if (!run.rtl && !run.shaped.spelled)
      out.push({ runs: [run], actualText: run.text });
    else if (last && last.actualText === undefined) last.runs.push(run);
    else out.push({ runs: [run] });
  }
  return out;
}

/**
 * One page's drawing, in points from the top-left corner (PDF counts from
 * the bottom-left; the page turns them over). Rules and fills are layout
 * artifacts; text is marked with its role.
 */
export class PdfPage {
  readonly ops: string[] = [];
  private nextMcid = 0;

  constructor(
    private readonly index: number,
    /** The document's font for `face`, embedded on first use. */
    private readonly embed: (face: FontFace) => EmbeddedFont,
  ) {}

  /** Draws `value` on one line, marked as its role's content. */
  text(x: number, top: number, value: string, options: TextOptions) {
    const { role } = options;
    this.ops.push(`${num(options.gray ?? 0)} g`);
    if (role === 'pagination')
      this.ops.push('/Artifact << /Type /Pagination >> BDC');
    for (const stretch of stretches(this.layout(x, top, value, options))) {
      const actualText =
        stretch.actualText === undefined
          ? ''
          : ` /ActualText ${textString(stretch.actualText)}`;
      if (role !== 'pagination') {
        const owner = actualText
          ? role.add('Span', { actualText: stretch.actualText })
          : role;
        this.ops.push(
          `/${owner.type} << /MCID ${this.mark(owner)}${actualText} >> BDC`,
        );
      } else if (actualText) this.ops.push(`/Span <<${actualText} >> BDC`);
      for (const run of stretch.runs) this.show(run);
      if (role !== 'pagination' || actualText) this.ops.push('EMC');
    }
    if (role === 'pagination') this.ops.push('EMC');
  }

  /** The next marked content of this page, owned by `element`: its MCID. */
  private mark(element: PdfElement): number {
    const mcid = this.nextMcid++;
    element.own(this.index, mcid);
    return mcid;
  }

  /** `value`'s runs, shaped, each with where it starts. */
  private layout(
    x: number,
    top: number,
    value: string,
    options: TextOptions,
  ): PlacedRun[] {
    const font = options.font ?? 'regular';
    const size = options.size ?? 10;
    const shown =
      options.maxWidth === undefined
        ? value
        : fitText(value, font, size, options.maxWidth);
    const runs = textRuns(shown, fontChains[font]).map((run) => ({
      ...run,
      shaped: run.face.shape(run.text),
      size,
      x: 0,
      // `top` is the line's top; the baseline sits about 0.8 of the size below it.
      y: pageSize.height - top - size * 0.8,
    }));
    const width = runs.reduce((sum, run) => sum + run.shaped.width * size, 0);
    let pen = options.align === 'right' ? x - width : x;
    for (const run of runs) {
      run.x = pen;
      pen += run.shaped.width * size;
    }
    return runs;
  }

  private show(run: PlacedRun) {
    const font = this.embed(run.face);
    this.ops.push(
      `BT /${font.resource} ${num(run.size)} Tf`,
      ...this.glyphs(font, run.shaped, run.x, run.y, run.size),
      'ET',
    );
  }

  /**
   * Shows `shaped`'s glyphs from (`x`, `y`): in strings while each lands
   * where the one before it ends, moved to (Tm) where shaping placed a
   * glyph elsewhere (a kerned pair, a mark over its letter).
   */
  private glyphs(
    font: EmbeddedFont,
    shaped: Shaped,
    x: number,
    y: number,
    size: number,
  ): string[] {
    const scale = size / font.face.font.unitsPerEm;
    const ops: string[] = [];
    let pen = x;
    let start = x;
    let pending = '';
    const flush = () => {
      if (pending)
        ops.push(`1 0 0 1 ${num(start)} ${num(y)} Tm <${pending}> Tj`);
      pending = '';
    };
    shaped.glyphs.forEach((glyph, i) => {
      const position = shaped.positions[i];
      if (!position) return;
      const cid = font.cid(glyph);
      if (position.xOffset || position.yOffset) {
        flush();
        ops.push(
          `1 0 0 1 ${num(pen + position.xOffset * scale)} ${num(y + position.yOffset * scale)} Tm <${cid}> Tj`,
        );
      } else {
        if (!pending) start = pen;
        pending += cid;
      }
      pen += position.xAdvance * scale;
      if (position.xAdvance !== glyph.advanceWidth) flush();
    });
    flush();
    return ops;
  }

  /** A horizontal rule across `x1`…`x2`. */
  rule(x1: number, x2: number, top: number, width = 0.5, gray = 0.75) {
    const y = num(pageSize.height - top);
    this.ops.push(
      `/Artifact << /Type /Layout >> BDC ${num(width)} w ${num(gray)} G ${num(x1)} ${y} m ${num(x2)} ${y} l S EMC`,
    );
  }

  /** A filled rectangle (a table's header band). */
  fill(x: number, top: number, width: number, height: number, gray: number) {
    this.ops.push(
      `/Artifact << /Type /Layout >> BDC ${num(gray)} g ${num(x)} ${num(pageSize.height - top - height)} ${num(width)} ${num(height)} re f EMC`,
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
 * A tagged PDF 1.7 of A4 pages, as PDF/UA-1 (ISO 14289-1) asks: every font
 * embedded, as the subset of glyphs the pages draw, with a ToUnicode map so
 * its text can be searched and copied; a structure tree (`root`) whose
 * elements own the pages' marked content, everything else marked as an
 * artifact; its language, and a title that viewers show. Content, fonts
 * and maps are deflated; the metadata is left readable.
 */
export class PdfDocument {
  readonly pages: PdfPage[] = [];
  /** The `Document` element everything else is under. */
  readonly root = new PdfElement('Document');
  private readonly fonts = new Map<FontFace, EmbeddedFont>();

  constructor(
    private readonly title: string,
    private readonly lang = 'en-MY',
  ) {}

  addPage(): PdfPage {
    const page = new PdfPage(this.pages.length, (face) => this.embed(face));
    this.pages.push(page);
    return page;
  }

  private embed(face: FontFace): EmbeddedFont {
    let font = this.fonts.get(face);
    if (!font) {
      const index = this.fonts.size;
      font = new EmbeddedFont(face, `F${index + 1}`, index);
      this.fonts.set(face, font);
    }
    return font;
  }

  toBuffer(): Buffer {
    const file = new PdfFile();
    const catalog = file.reserve();
    const pagesId = file.reserve();
    const pageIds = this.pages.map(() => file.reserve());
    const fonts = [...this.fonts.values()].map(
      (font) => `/${font.resource} ${ref(font.write(file))}`,
    );
    const resources = file.add(`<< /Font << ${fonts.join(' ')} >> >>`);
    this.pages.forEach((page, i) => {
      const contents = file.addStream(
        Buffer.from(page.ops.join('\n'), 'latin1'),
      );
      file.set(
        pageIds[i] ?? 0,
        `<< /Type /Page /Parent ${ref(pagesId)} /MediaBox [0 0 ${pageSize.width} ${pageSize.height}] /Resources ${ref(resources)} /Contents ${ref(contents)} /StructParents ${i} /Tabs /S >>`,
      );
    });
    file.set(
      pagesId,
      `<< /Type /Pages /Kids [${pageIds.map(ref).join(' ')}] /Count ${pageIds.length} >>`,
    );
    const structure = writeStructure(file, this.root, pageIds);
    const metadata = file.addStream(
      Buffer.from(xmp(this.title, this.lang), 'utf8'),
      '/Type /Metadata /Subtype /XML',
      false,
    );
    file.set(
      catalog,
      `<< /Type /Catalog /Pages ${ref(pagesId)} /Lang ${textString(this.lang)} /MarkInfo << /Marked true >> /StructTreeRoot ${ref(structure)} /ViewerPreferences << /DisplayDocTitle true >> /Metadata ${ref(metadata)} >>`,
    );
    const info = file.add(
      `<< /Title ${textString(this.title)} /Producer ${textString(producer)} >>`,
    );
    return file.toBuffer(catalog, info);
  }
}
