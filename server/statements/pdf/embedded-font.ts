import type { Glyph, Subset } from 'fontkit';
import type { FontFace } from './fonts';
import { num, type PdfFile, ref } from './pdf-file';

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

/** `n` (0, 1, 2 …) as the six capital letters PDF puts before a subset font's name. */
const subsetTag = (n: number) =>
  Array.from({ length: 6 }, (_, i) =>
    String.fromCharCode(65 + (Math.floor(n / 26 ** (5 - i)) % 26)),
  ).join('');

/**
 * A face as one document draws with it: a subset of the glyphs its pages
 * use, each shown by its CID (its place in the subset, .notdef first, as
 * fontkit numbers them), written as a Type 0 font with Identity-H encoding
 * and a ToUnicode map from each CID back to the characters it draws.
 */
export class EmbeddedFont {
  private readonly subset: Subset;
  private readonly cids = new Map<number, number>([[0, 0]]);
  private readonly widths: number[];
  private readonly unicode: (readonly number[])[] = [[]];

  constructor(
    readonly face: FontFace,
    /** Its name in the pages' resources (`F1` …). */
    readonly resource: string,
    private readonly index: number,
  ) {
    this.subset = face.font.createSubset();
    this.widths = [this.scaled(face.font.getGlyph(0).advanceWidth)];
  }

  private scaled(units: number): number {
    return (units * 1000) / this.face.font.unitsPerEm;
  }

  /** `glyph`'s CID, as 4 hex digits, for a content stream string. */
  cid(glyph: Glyph): string {
    let cid = this.cids.get(glyph.id);
    if (cid === undefined) {
      this.subset.includeGlyph(glyph);
      cid = this.cids.size;
      this.cids.set(glyph.id, cid);
      this.widths[cid] = this.scaled(glyph.advanceWidth);
      this.unicode[cid] = glyph.codePoints;
    }
    return hex4(cid);
  }

  /** Writes the font's objects; answers the Type 0 font's id. */
  write(file: PdfFile): number {
    const { font, cff } = this.face;
    const name = `${subsetTag(this.index)}+${font.postscriptName}`;
    const program = file.addStream(
      Buffer.from(this.subset.encode()),
      cff ? '/Subtype /CIDFontType0C' : '',
    );
    const { bbox } = font;
    const box = [bbox.minX, bbox.minY, bbox.maxX, bbox.maxY].map((v) =>
      num(this.scaled(v)),
    );
    const descriptor = file.add(
      `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [${box.join(' ')}] /ItalicAngle ${num(font.italicAngle)} /Ascent ${num(this.scaled(font.ascent))} /Descent ${num(this.scaled(font.descent))} /CapHeight ${num(this.scaled(font.capHeight || font.ascent))} /StemV 80 ${cff ? '/FontFile3' : '/FontFile2'} ${ref(program)} >>`,
    );
    const descendant = file.add(
      `<< /Type /Font /Subtype ${cff ? '/CIDFontType0' : '/CIDFontType2'} /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${ref(descriptor)} /W [0 [${this.widths.map(num).join(' ')}]]${cff ? '' : ' /CIDToGIDMap /Identity'} >>`,
    );
    const toUnicode = file.addStream(Buffer.from(this.toUnicode(), 'latin1'));
    return file.add(
      `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${ref(descendant)}] /ToUnicode ${ref(toUnicode)} >>`,
    );
  }

  /** The CMap from each CID to its characters, in UTF-16BE, a hundred a block. */
  private toUnicode(): string {
    const entries = this.unicode.flatMap((codePoints, cid) =>
      codePoints.length === 0
        ? []
        : [
            `<${hex4(cid)}> <${Buffer.from(
              String.fromCodePoint(...codePoints),
              'utf16le',
            )
              .swap16()
              .toString('hex')}>`,
          ],
    );
    const blocks = [];
    for (let i = 0; i < entries.length; i += 100) {
      const block = entries.slice(i, i + 100);
      blocks.push(
        `${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`,
      );
    }
    return [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange',
      '<0000> <ffff>',
      'endcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
  }
}
