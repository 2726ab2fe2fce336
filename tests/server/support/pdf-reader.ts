/**
 * Reads a PDF as an assistive client does, written from the specification
 * (ISO 32000-1) and independent of the writer: objects through the
 * cross-reference stream (and the object streams it points into), text
 * through each font's ToUnicode map (or a span's /ActualText), and the
 * structure tree with the text of the marked content each element owns.
 * It knows the syntax PDF writers use, not every corner of it.
 */
import { inflateSync } from 'node:zlib';

export class PdfName {
  constructor(readonly name: string) {}
}
export class PdfRef {
  constructor(readonly id: number) {}
}
export class PdfString {
  constructor(readonly bytes: Buffer) {}
  /** As a text string: UTF-16BE after its byte order mark, else (nearly) Latin-1. */
  get text(): string {
    return this.bytes[0] === 0xfe && this.bytes[1] === 0xff
      ? Buffer.from(this.bytes.subarray(2)).swap16().toString('utf16le')
      : this.bytes.toString('latin1');
  }
}
export class PdfOperator {
  constructor(readonly op: string) {}
}
export type PdfValue =
  number | boolean | null | PdfName | PdfRef | PdfString | PdfValue[] | PdfDict;
export type PdfDict = Map<string, PdfValue>;

const delimiters = '()<>[]{}/%';
const isSpace = (c: string | undefined) =>
  c !== undefined && ' \t\r\n\f\0'.includes(c);

/** A cursor over PDF syntax (the file's bytes as Latin-1). */
class Lexer {
  constructor(
    readonly src: string,
    public pos = 0,
  ) {}

  private skip() {
    while (this.pos < this.src.length) {
      const c = this.src[this.pos];
      if (isSpace(c)) this.pos++;
      else if (c === '%')
        while (
          this.pos < this.src.length &&
          !'\r\n'.includes(this.src[this.pos] ?? '\n')
        )
          this.pos++;
      else return;
    }
  }

  get done(): boolean {
    this.skip();
    return this.pos >= this.src.length;
  }

  private word(): string {
    const start = this.pos;
    while (this.pos < this.src.length) {
      const c = this.src[this.pos];
      if (isSpace(c) || (c !== undefined && delimiters.includes(c))) break;
      this.pos++;
    }
    return this.src.slice(start, this.pos);
  }

  /** The next value, or an operator (in a content stream, or `obj`, `R` …). */
  next(): PdfValue | PdfOperator {
    this.skip();
    const c = this.src[this.pos];
    if (this.src.startsWith('<<', this.pos)) {
      this.pos += 2;
      const dict: PdfDict = new Map();
      for (;;) {
        this.skip();
        if (this.src.startsWith('>>', this.pos)) {
          this.pos += 2;
          return dict;
        }
        const key = this.next();
        if (!(key instanceof PdfName))
          throw new Error(`Bad key at ${this.pos}`);
        dict.set(key.name, this.value());
      }
    }
    if (c === '<') {
      const end = this.src.indexOf('>', this.pos);
      const hex = this.src.slice(this.pos + 1, end).replace(/\s/g, '');
      this.pos = end + 1;
      return new PdfString(
        Buffer.from(hex.padEnd(hex.length + (hex.length % 2), '0'), 'hex'),
      );
    }
    if (c === '(') return this.literal();
    if (c === '[') {
      this.pos++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skip();
        if (this.src[this.pos] === ']') {
          this.pos++;
          return items;
        }
        items.push(this.value());
      }
    }
    if (c === '/') {
      this.pos++;
      return new PdfName(
        this.word().replace(/#([0-9a-f]{2})/gi, (_, h: string) =>
          String.fromCharCode(parseInt(h, 16)),
        ),
      );
    }
    const word = this.word();
    if (word === '') throw new Error(`Unexpected ${c ?? 'end'} at ${this.pos}`);
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
      const reference = /^\s+(\d+)\s+R(?![^\s/<>[\]()])/.exec(
        this.src.slice(this.pos, this.pos + 24),
      );
      if (/^\d+$/.test(word) && reference) {
        this.pos += reference[0].length;
        return new PdfRef(Number(word));
      }
      return Number(word);
    }
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null') return null;
    return new PdfOperator(word);
  }

  value(): PdfValue {
    const value = this.next();
    if (value instanceof PdfOperator)
      throw new Error(`Unexpected ${value.op} at ${this.pos}`);
    return value;
  }

  private literal(): PdfString {
    const escapes: Record<string, string> = {
      n: '\n',
      r: '\r',
      t: '\t',
      b: '\b',
      f: '\f',
    };
    let out = '';
    let depth = 0;
    for (this.pos++; ; this.pos++) {
      const c = this.src[this.pos] ?? ')';
      if (c === ')' && depth === 0) break;
      if (c === '(') depth++;
      if (c === ')') depth--;
      if (c !== '\\') {
        out += c;
        continue;
      }
      const next = this.src[++this.pos] ?? '';
      const octal = /^[0-7]{1,3}/.exec(this.src.slice(this.pos, this.pos + 3));
      if (octal) {
        out += String.fromCharCode(parseInt(octal[0], 8));
        this.pos += octal[0].length - 1;
      } else if (next !== '\n') out += escapes[next] ?? next;
    }
    this.pos++;
    return new PdfString(Buffer.from(out, 'latin1'));
  }
}

const nameOf = (value: PdfValue | undefined) =>
  value instanceof PdfName ? value.name : undefined;

/** A structure element as a reader meets it. */
export interface StructNode {
  type: string;
  attributes: PdfDict;
  /** Its content's text and its children's, spaces collapsed. */
  text: string;
  children: StructNode[];
}

export interface ReadPdf {
  catalog: PdfDict;
  info: PdfDict;
  /** The XMP metadata packet. */
  metadata: string;
  get(value: PdfValue | undefined): PdfValue | undefined;
  fonts: PdfDict[];
  /** Each page's text, a line a marked-content sequence, artifacts left out. */
  pages: string[];
  /** Each page's artifacts' text (footers, repeated headers). */
  artifacts: string[];
  structure: StructNode;
  /** Marked content the parent tree does not attribute to the element that owns it. */
  misattributed: string[];
}

function objectAt(
  src: string,
  offset: number,
): { value: PdfValue; stream?: Buffer } {
  const lexer = new Lexer(src, offset);
  lexer.value();
  lexer.value();
  const keyword = lexer.next();
  if (!(keyword instanceof PdfOperator) || keyword.op !== 'obj')
    throw new Error(`No object at ${offset}`);
  const value = lexer.value();
  const after = /^\s*stream\r?\n/.exec(src.slice(lexer.pos, lexer.pos + 12));
  if (!after || !(value instanceof Map)) return { value };
  const start = lexer.pos + after[0].length;
  const length = value.get('Length');
  if (typeof length !== 'number')
    throw new Error('A stream with no direct /Length');
  const raw = Buffer.from(src.slice(start, start + length), 'latin1');
  return {
    value,
    stream:
      nameOf(value.get('Filter')) === 'FlateDecode' ? inflateSync(raw) : raw,
  };
}

function textOfUtf16(hex: string): string {
  return Buffer.from(hex, 'hex').swap16().toString('utf16le');
}

/** A ToUnicode CMap's codes (2-byte here, as Identity-H fonts use) and what they mean. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of (block ?? '').matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi,
    ))
      map.set(parseInt(code ?? '', 16), textOfUtf16(text ?? ''));
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, dst] of (block ?? '').matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(<[0-9a-f]+>|\[[^\]]*\])/gi,
    )) {
      const from = parseInt(lo ?? '', 16);
      const targets = [...(dst ?? '').matchAll(/<([0-9a-f]+)>/gi)].map(
        (m) => m[1] ?? '',
      );
      for (let code = from; code <= parseInt(hi ?? '', 16); code++) {
        const first = targets[0] ?? '';
        map.set(
          code,
          (dst ?? '').startsWith('[')
            ? textOfUtf16(targets[code - from] ?? '')
            : textOfUtf16(
                (parseInt(first, 16) + code - from)
                  .toString(16)
                  .padStart(first.length, '0'),
              ),
        );
      }
    }
  return map;
}

export function readPdf(pdf: Buffer): ReadPdf {
  const src = pdf.toString('latin1');
  const xrefAt = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(src)?.[1]);
  const xref = objectAt(src, xrefAt);
  if (!(xref.value instanceof Map) || !xref.stream)
    throw new Error('No cross-reference stream');
  const trailer = xref.value;
  const widths = (trailer.get('W') as number[]).map(Number);
  const rowSize = widths.reduce((a, b) => a + b, 0);
  const field = (row: number, index: number) => {
    let at = row * rowSize + widths.slice(0, index).reduce((a, b) => a + b, 0);
    let value = 0;
    for (let i = 0; i < (widths[index] ?? 0); i++)
      value = value * 256 + (xref.stream?.[at++] ?? 0);
    return value;
  };
  const cache = new Map<number, { value: PdfValue; stream?: Buffer }>();
  const object = (id: number): { value: PdfValue; stream?: Buffer } => {
    const known = cache.get(id);
    if (known) return known;
    const type = field(id, 0);
    let found: { value: PdfValue; stream?: Buffer };
    if (type === 1) found = objectAt(src, field(id, 1));
    else if (type === 2) {
      const container = object(field(id, 1));
      const head =
        container.value instanceof Map
          ? container.value
          : new Map<string, PdfValue>();
      const body = (container.stream ?? Buffer.alloc(0)).toString('latin1');
      const pairs = body
        .slice(0, Number(head.get('First')))
        .trim()
        .split(/\s+/)
        .map(Number);
      const index = field(id, 2);
      if (pairs[index * 2] !== id)
        throw new Error(`Object ${id} is not where the xref puts it`);
      found = {
        value: new Lexer(
          body,
          Number(head.get('First')) + (pairs[index * 2 + 1] ?? 0),
        ).value(),
      };
    } else throw new Error(`Object ${id} is not in use`);
    cache.set(id, found);
    return found;
  };
  const get = (value: PdfValue | undefined): PdfValue | undefined =>
    value instanceof PdfRef ? object(value.id).value : value;
  const dict = (value: PdfValue | undefined): PdfDict => {
    const found = get(value);
    return found instanceof Map ? found : new Map<string, PdfValue>();
  };
  const array = (value: PdfValue | undefined): PdfValue[] => {
    const found = get(value);
    return Array.isArray(found) ? found : found === undefined ? [] : [found];
  };

  const catalog = dict(trailer.get('Root'));
  const metadataRef = catalog.get('Metadata');
  const metadata =
    metadataRef instanceof PdfRef
      ? (object(metadataRef.id).stream?.toString('utf8') ?? '')
      : '';
  const pageRefs = array(dict(catalog.get('Pages')).get('Kids')).filter(
    (kid): kid is PdfRef => kid instanceof PdfRef,
  );
  const fonts = new Map<number, PdfDict>();

  // Each page's marked content: the text of each MCID, and the artifacts'.
  const contentText = new Map<string, string>();
  const pages: string[] = [];
  const artifacts: string[] = [];
  pageRefs.forEach((pageRef, pageIndex) => {
    const page = dict(pageRef);
    const resources = dict(dict(page.get('Resources')).get('Font'));
    const maps = new Map<string, Map<number, string>>();
    for (const [name, ref] of resources) {
      const font = dict(ref);
      if (ref instanceof PdfRef) fonts.set(ref.id, font);
      const cmap = font.get('ToUnicode');
      maps.set(
        name,
        toUnicode(
          cmap instanceof PdfRef
            ? (object(cmap.id).stream?.toString('latin1') ?? '')
            : '',
        ),
      );
    }
    const streams = page.get('Contents');
    const contents = (Array.isArray(streams) ? streams : [streams])
      .map((ref) =>
        ref instanceof PdfRef
          ? (object(ref.id).stream?.toString('latin1') ?? '')
          : '',
      )
      .join('\n');
    const lexer = new Lexer(contents);
    const stack: {
      mcid?: number;
      actual?: string;
      artifact: boolean;
      text: string;
    }[] = [];
    const lines: string[] = [];
    const artifactLines: string[] = [];
    let operands: PdfValue[] = [];
    let cmap = new Map<number, string>();
    const show = (value: PdfValue | undefined) => {
      if (!(value instanceof PdfString)) return;
      let text = '';
      for (let i = 0; i + 1 < value.bytes.length; i += 2)
        text += cmap.get(value.bytes.readUInt16BE(i)) ?? '\ufffd';
      const top = stack.at(-1);
      if (top && !stack.some((each) => each.actual !== undefined))
        top.text += text;
    };
    while (!lexer.done) {
      const token = lexer.next();
      if (!(token instanceof PdfOperator)) {
        operands.push(token);
        continue;
      }
      const { op } = token;
      if (op === 'Tf')
        cmap = maps.get(nameOf(operands[0]) ?? '') ?? new Map<number, string>();
      else if (op === 'Tj' || op === "'") show(operands.at(-1));
      else if (op === 'TJ') for (const item of array(operands[0])) show(item);
      else if (op === 'BMC' || op === 'BDC') {
        const props =
          operands[1] instanceof Map
            ? operands[1]
            : new Map<string, PdfValue>();
        const mcid = props.get('MCID');
        const actual = props.get('ActualText');
        stack.push({
          mcid: typeof mcid === 'number' ? mcid : undefined,
          actual: actual instanceof PdfString ? actual.text : undefined,
          artifact:
            nameOf(operands[0]) === 'Artifact' ||
            stack.some((each) => each.artifact),
          text: '',
        });
      } else if (op === 'EMC') {
        const done = stack.pop();
        if (done) {
          const text = done.actual ?? done.text;
          if (done.mcid !== undefined) {
            contentText.set(`${pageIndex}:${done.mcid}`, text);
            lines.push(text);
          } else if (stack.length > 0) {
            const outer = stack.at(-1);
            if (outer && !stack.some((each) => each.actual !== undefined))
              outer.text += text;
          } else if (done.artifact && text) artifactLines.push(text);
        }
      }
      operands = [];
    }
    pages.push(lines.join('\n'));
    artifacts.push(artifactLines.join('\n'));
  });

  // The structure tree, each element's text from the content it owns.
  const pageIndex = new Map(pageRefs.map((ref, i) => [ref.id, i]));
  const parentTree = dict(
    dict(catalog.get('StructTreeRoot')).get('ParentTree'),
  );
  const nums = array(parentTree.get('Nums'));
  const owners = new Map<number, PdfValue[]>();
  for (let i = 0; i + 1 < nums.length; i += 2)
    owners.set(Number(nums[i]), array(nums[i + 1]));
  const misattributed: string[] = [];
  const walk = (ref: PdfValue | undefined): StructNode => {
    const element = dict(ref);
    const page = element.get('Pg');
    const texts: string[] = [];
    const children: StructNode[] = [];
    for (const kid of array(element.get('K'))) {
      const found = get(kid);
      const mcr =
        found instanceof Map && nameOf(found.get('Type')) === 'MCR'
          ? found
          : undefined;
      if (typeof found === 'number' || mcr) {
        const on = mcr ? mcr.get('Pg') : page;
        const mcid = mcr ? Number(mcr.get('MCID')) : Number(found);
        const index = on instanceof PdfRef ? (pageIndex.get(on.id) ?? -1) : -1;
        texts.push(contentText.get(`${index}:${mcid}`) ?? '');
        const structParents = Number(dict(on).get('StructParents'));
        const owner = owners.get(structParents)?.[mcid];
        if (
          !(owner instanceof PdfRef) ||
          !(ref instanceof PdfRef) ||
          owner.id !== ref.id
        )
          misattributed.push(`page ${index} MCID ${mcid}`);
      } else if (found instanceof Map) {
        const child = walk(kid);
        children.push(child);
        texts.push(child.text);
      }
    }
    const actual = element.get('ActualText');
    return {
      type: nameOf(element.get('S')) ?? '',
      attributes: dict(element.get('A')),
      text: (actual instanceof PdfString ? actual.text : texts.join(' '))
        .replace(/\s+/g, ' ')
        .trim(),
      children,
    };
  };
  const roots = array(dict(catalog.get('StructTreeRoot')).get('K'));
  const structure =
    roots.length === 1
      ? walk(roots[0])
      : {
          type: '',
          attributes: new Map(),
          text: '',
          children: roots.map(walk),
        };

  return {
    catalog,
    info: dict(trailer.get('Info')),
    metadata,
    get,
    fonts: [...fonts.values()],
    pages,
    artifacts,
    structure,
    misattributed,
  };
}

/** Every element of `node`'s tree, depth first, in reading order. */
export function elements(node: StructNode): StructNode[] {
  return [node, ...node.children.flatMap(elements)];
}
