/**
 * The file name a server gave in `Content-Disposition`, preferring the
 * RFC 6266 `filename*=UTF-8''…` form (non-ASCII names) over `filename="…"`.
 * Path separators are stripped: the name is the server's suggestion, never a path.
 */
export function fileNameFromDisposition(
  header: string | null | undefined,
): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
    name = (plain?.[2] ?? plain?.[1])?.trim() ?? null;
  }
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe ? safe : null;
}

/** How far a CSV download has come. */
export interface DownloadProgress {
  /** The rows received so far, the header not counted. */
  rows: number;
  /** The rows the server expects to send (`X-Export-Rows`), when it says. */
  expected?: { rows: number; isEstimate: boolean };
}

const quote = 0x22;
const lineFeed = 0x0a;

/**
 * Counts a CSV's rows as its bytes arrive: line feeds outside quotes, since
 * a quoted cell may hold line breaks (and its `""` flips the state twice),
 * less the header. Bytes, not text: no byte of a UTF-8 character outside
 * ASCII is a quote or a line feed, so a chunk may end mid-character.
 *
 * @example
 * const count = csvRowCounter();
 * count(new TextEncoder().encode('a,b\n1,"x\ny"\n')); // 1
 */
export function csvRowCounter(): (chunk: Uint8Array) => number {
  let isQuoted = false;
  let lines = 0;
  return (chunk) => {
    for (const byte of chunk) {
      if (byte === quote) isQuoted = !isQuoted;
      else if (byte === lineFeed && !isQuoted) lines += 1;
    }
    return Math.max(0, lines - 1);
  };
}

/** The `X-Export-Rows` an export answers with, and whether it is an estimate. */
export function expectedRows(
  header: (name: string) => string | null | undefined,
): DownloadProgress['expected'] {
  const text = header('x-export-rows');
  if (!text || !/^\d{1,15}$/.test(text)) return undefined;
  return {
    rows: Number(text),
    isEstimate: header('x-export-rows-estimated') === 'true',
  };
}
