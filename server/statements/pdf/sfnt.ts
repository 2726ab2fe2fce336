import { inflateSync } from 'node:zlib';

interface Table {
  tag: string;
  checksum: number;
  data: Buffer;
}

const woffSignature = 'wOFF';
const padded = (length: number) => (length + 3) & ~3;

/** The tables of a WOFF (1.0) file, each inflated. */
function readTables(file: Buffer): { flavor: number; tables: Table[] } {
  const numTables = file.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i): Table => {
    const entry = 44 + i * 20;
    const tag = file.toString('latin1', entry, entry + 4);
    const offset = file.readUInt32BE(entry + 4);
    const stored = file.subarray(offset, offset + file.readUInt32BE(entry + 8));
    return {
      tag,
      checksum: file.readUInt32BE(entry + 16),
      data:
        stored.length < file.readUInt32BE(entry + 12)
          ? inflateSync(stored)
          : stored,
    };
  });
  return { flavor: file.readUInt32BE(4), tables };
}

function writeSfnt(flavor: number, tables: readonly Table[]): Buffer {
  const entrySelector = Math.floor(Math.log2(tables.length));
  const searchRange = 2 ** entrySelector * 16;
  const directorySize = 12 + tables.length * 16;
  const size = tables.reduce(
    (total, table) => total + padded(table.data.length),
    directorySize,
  );
  const out = Buffer.alloc(size);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(tables.length, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(tables.length * 16 - searchRange, 10);
  let offset = directorySize;
  tables.forEach((table, i) => {
    const entry = 12 + i * 16;
    out.write(table.tag, entry, 'latin1');
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

/**
 * `file` as the plain TrueType/OpenType font fontkit reads fastest: a WOFF
 * unwrapped, each table inflated once (fontkit inflates a WOFF table on
 * every access, and its subsetter reads `glyf` once per glyph: ~100 ms a
 * statement). Any other file is returned as it is.
 */
export function fontFile(file: Buffer): Buffer {
  if (file.toString('latin1', 0, 4) !== woffSignature) return file;
  const { flavor, tables } = readTables(file);
  return writeSfnt(flavor, tables);
}
