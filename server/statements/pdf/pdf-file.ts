import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** A number as a PDF operand: at most three decimals. */
export const num = (n: number) => String(Math.round(n * 1000) / 1000);

/** A reference to object `id`. */
export const ref = (id: number) => `${id} 0 R`;

/**
 * `value` as a PDF text string (a title, an /ActualText, a language):
 * printable ASCII as a literal, anything else as UTF-16BE in hex, so the
 * file's dictionaries stay ASCII.
 */
export function textString(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value))
    return `(${value.replace(/[()\\]/g, (c) => `\\${c}`)})`;
  const utf16 = Buffer.from(value, 'utf16le').swap16();
  return `<FEFF${utf16.toString('hex').toUpperCase()}>`;
}

/** Objects an object stream holds: enough to deflate well, few enough to find one fast. */
const perObjectStream = 200;

/** A dictionary (or other direct value) in ASCII, or a whole stream object. */
type Body = { value: string } | { stream: Buffer };

/**
 * The objects of one PDF file, numbered as they are reserved (so objects
 * can point at each other before they are written). All but the streams
 * are packed into deflated object streams (PDF 1.5): a tagged statement has
 * an object for each table cell, and a cross-reference stream then lists
 * them in a few bytes each.
 */
export class PdfFile {
  private readonly bodies: (Body | undefined)[] = [];

  reserve(): number {
    this.bodies.push(undefined);
    return this.bodies.length;
  }

  /** Object `id`'s body: a dictionary, an array … written in ASCII. */
  set(id: number, value: string): number {
    this.bodies[id - 1] = { value };
    return id;
  }

  add(value: string): number {
    return this.set(this.reserve(), value);
  }

  /** A stream, deflated unless `compress` is false; `entries` join its dictionary. */
  addStream(data: Buffer, entries = '', compress = true): number {
    const id = this.reserve();
    this.bodies[id - 1] = { stream: streamObject(data, entries, compress) };
    return id;
  }

  toBuffer(catalog: number, info: number): Buffer {
    /** Where each object is: at an offset in the file, or the n-th in an object stream. */
    const entries: ([1, number] | [2, number, number])[] = [];
    const topLevel: [number, Buffer][] = [];
    const values: [number, string][] = [];
    this.bodies.forEach((body, i) => {
      if (!body)
        throw new Error(`PDF object ${i + 1} was reserved, never written`);
      if ('stream' in body) topLevel.push([i + 1, body.stream]);
      else values.push([i + 1, body.value]);
    });
    let nextId = this.bodies.length + 1;
    for (let at = 0; at < values.length; at += perObjectStream) {
      const streamId = nextId++;
      const header: string[] = [];
      let offset = 0;
      const packed = values
        .slice(at, at + perObjectStream)
        .map(([id, value], index) => {
          header.push(`${id} ${offset}`);
          offset += value.length + 1;
          entries[id] = [2, streamId, index];
          return value;
        });
      const head = `${header.join(' ')}\n`;
      topLevel.push([
        streamId,
        streamObject(
          Buffer.from(`${head}${packed.join('\n')}\n`, 'latin1'),
          `/Type /ObjStm /N ${packed.length} /First ${head.length}`,
          true,
        ),
      ]);
    }

    // The second line's bytes above 127 tell transfer tools the file is binary.
    const parts = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let length = parts[0]?.length ?? 0;
    for (const [id, bytes] of topLevel) {
      const object = Buffer.concat([
        Buffer.from(`${id} 0 obj\n`, 'latin1'),
        bytes,
        Buffer.from('\nendobj\n', 'latin1'),
      ]);
      entries[id] = [1, length];
      parts.push(object);
      length += object.length;
    }
    const xrefId = nextId;
    entries[xrefId] = [1, length];
    const rows = Buffer.alloc((xrefId + 1) * 7);
    rows.writeUInt8(0, 0);
    rows.writeUInt16BE(65535, 5);
    entries.forEach((entry, id) => {
      rows.writeUInt8(entry[0], id * 7);
      rows.writeUInt32BE(entry[1], id * 7 + 1);
      rows.writeUInt16BE(entry[0] === 2 ? entry[2] : 0, id * 7 + 5);
    });
    const fileId = createHash('md5').update(Buffer.concat(parts)).digest('hex');
    parts.push(
      Buffer.from(`${xrefId} 0 obj\n`, 'latin1'),
      streamObject(
        rows,
        `/Type /XRef /Size ${xrefId + 1} /W [1 4 2] /Root ${ref(catalog)} /Info ${ref(info)} /ID [<${fileId}> <${fileId}>]`,
        true,
      ),
      Buffer.from(`\nendobj\nstartxref\n${length}\n%%EOF\n`, 'latin1'),
    );
    return Buffer.concat(parts);
  }
}

function streamObject(data: Buffer, entries: string, compress: boolean) {
  const stored = compress ? deflateSync(data) : data;
  const dictionary = [
    `/Length ${stored.length}`,
    ...(compress ? ['/Filter /FlateDecode'] : []),
    ...(entries ? [entries] : []),
  ].join(' ');
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} >>\nstream\n`, 'latin1'),
    stored,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}
