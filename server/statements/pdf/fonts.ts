import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font, type Glyph } from 'fontkit';
import { fontFile } from './sfnt';

export type PdfFont = 'regular' | 'bold';

/** A run of text as glyphs, placed in font units from where it starts. */
export interface Shaped {
  glyphs: readonly Glyph[];
  /** Each glyph's advance and its offset from the pen (a mark over its letter). */
  positions: readonly { xAdvance: number; xOffset: number; yOffset: number }[];
  /** Advance width at a size of 1 pt. */
  width: number;
  /**
   * Its glyphs, read in order, spell the text. Not so where shaping
   * reorders (a Tamil vowel sign drawn before its consonant): a reader then
   * needs the text itself (`/ActualText`) to copy or speak it.
   */
  spelled: boolean;
}

const require = createRequire(import.meta.url);
/**
 * A statement measures, then draws, ~2,000 cells, many alike ("RM 0.00",
 * dates), and fontkit takes 20–50 µs to shape a Tamil or Arabic string:
 * each face keeps what it shaped, emptied when full so a long-running
 * server keeps a bounded number.
 */
const shapedLimit = 20_000;

/** One font of a fallback chain, read on first use (a Latin statement never loads the 8 MB Chinese font). */
export class FontFace {
  private loaded: { font: Font; cff: boolean } | undefined;
  private asciiCovered: boolean | undefined;
  private readonly shapes = new Map<string, Shaped>();

  constructor(
    private readonly path: string,
    private readonly script: {
      /**
       * Its script needs OpenType shaping: Tamil's reordered vowel signs
       * and conjuncts, Arabic's joined letters. Latin and Chinese are drawn
       * a glyph a character, unkerned, as the standard fonts drew them.
       */
      shaped?: boolean;
      /** It runs right to left (Arabic). */
      rtl?: boolean;
    } = {},
  ) {}

  get rtl(): boolean {
    return this.script.rtl ?? false;
  }

  private load(): { font: Font; cff: boolean } {
    if (!this.loaded) {
      const file = fontFile(readFileSync(this.path));
      const font = create(file);
      if (!('layout' in font))
        throw new Error(`${this.path} is a font collection`);
      this.loaded = { font, cff: file.toString('latin1', 0, 4) === 'OTTO' };
    }
    return this.loaded;
  }

  get font(): Font {
    return this.load().font;
  }

  /** Its outlines are CFF (an OpenType `OTTO` file), not TrueType: PDF embeds the two differently. */
  get cff(): boolean {
    return this.load().cff;
  }

  has(codePoint: number): boolean {
    return this.font.hasGlyphForCodePoint(codePoint);
  }

  /** It has a glyph for every printable ASCII character. */
  get hasAscii(): boolean {
    this.asciiCovered ??= Array.from({ length: 95 }, (_, i) => i + 32).every(
      (code) => this.has(code),
    );
    return this.asciiCovered;
  }

  shape(text: string): Shaped {
    const known = this.shapes.get(text);
    if (known) return known;
    const shaped = this.script.shaped
      ? this.layout(text)
      : this.glyphByCharacter(text);
    if (this.shapes.size >= shapedLimit) this.shapes.clear();
    this.shapes.set(text, shaped);
    return shaped;
  }

  private layout(text: string): Shaped {
    const run = this.font.layout(text);
    const glyphText = run.glyphs
      .map((glyph) => String.fromCodePoint(...glyph.codePoints))
      .join('');
    return {
      glyphs: run.glyphs,
      positions: run.positions,
      width: run.advanceWidth / this.font.unitsPerEm,
      spelled: glyphText === text,
    };
  }

  private glyphByCharacter(text: string): Shaped {
    const glyphs = this.font.glyphsForString(text);
    const positions = glyphs.map((glyph) => ({
      xAdvance: glyph.advanceWidth,
      xOffset: 0,
      yOffset: 0,
    }));
    const advance = positions.reduce((sum, each) => sum + each.xAdvance, 0);
    return {
      glyphs,
      positions,
      width: advance / this.font.unitsPerEm,
      spelled: true,
    };
  }
}

const fontsource = (file: string) => require.resolve(`@fontsource/${file}`);
/** Noto Sans Hans ships as OTF files beside the package's (path-only) module. */
const notoSansHans = (style: string) =>
  join(
    dirname(require.resolve('@embedpdf/fonts-sc')),
    '..',
    'fonts',
    `NotoSansHans-${style}.otf`,
  );

/**
 * The fonts a statement draws with, each weight a chain tried in order for
 * each letter: Noto Sans for Latin (its figures are tabular, so amounts line
 * up), then Noto Sans Tamil, Noto Sans Arabic and, last, Noto Sans Hans
 * (Simplified Chinese), whose wide repertoire also catches Greek, Cyrillic
 * and symbols. All are under the SIL Open Font License, installed from npm:
 * no system font is needed.
 */
function chain(
  weight: 400 | 700,
  hans: string,
): readonly [FontFace, ...FontFace[]] {
  return [
    new FontFace(
      fontsource(`noto-sans/files/noto-sans-latin-${weight}-normal.woff`),
    ),
    new FontFace(
      fontsource(`noto-sans/files/noto-sans-latin-ext-${weight}-normal.woff`),
    ),
    new FontFace(
      fontsource(
        `noto-sans-tamil/files/noto-sans-tamil-tamil-${weight}-normal.woff`,
      ),
      { shaped: true },
    ),
    new FontFace(
      fontsource(
        `noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff`,
      ),
      { shaped: true, rtl: true },
    ),
    new FontFace(notoSansHans(hans)),
  ];
}

export const fontChains: Readonly<
  Record<PdfFont, readonly [FontFace, ...FontFace[]]>
> = {
  regular: chain(400, 'Regular'),
  bold: chain(700, 'Bold'),
};
