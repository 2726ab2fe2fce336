import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

/** One file of the build, held in memory with the compressed copies the build wrote beside it. */
export interface StaticFile {
  contentType: string;
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};

/** What the build writes beside a file; served as that file, never on its own. */
const COMPRESSED_COPY = /\.(br|gz)$/;

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    // Dot entries (.vite's manifest) are the build's own, not the site's.
    if (name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? filesUnder(path, `${prefix}/${name}`)
      : [`${prefix}/${name}`];
  });
}

/** A strong ETag for `content`: a digest, so the same bytes always answer 304. */
export function etagOf(content: Buffer | string): string {
  return `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
}

function readIfExists(path: string): Buffer | undefined {
  return existsSync(path) ? readFileSync(path) : undefined;
}

/**
 * Every file of the build under `dir`, by URL path (`/assets/x.js`), read
 * once at start. The build never changes under a running server, and
 * answering from memory keeps a cold page's thirty downloads off the disk
 * and off libuv's four-thread pool, where each file's stat-open-read-close
 * queued behind the others and the API's compression (30-60 ms for a
 * 400-byte chunk in a burst). A path not in the map is not served, so no
 * request can name a file outside the build.
 */
export function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const urlPath of filesUnder(dir)) {
    if (COMPRESSED_COPY.test(urlPath)) continue;
    const path = join(dir, urlPath);
    const body = readFileSync(path);
    files.set(urlPath, {
      contentType:
        CONTENT_TYPES[extname(urlPath).toLowerCase()] ??
        'application/octet-stream',
      etag: etagOf(body),
      body,
      br: readIfExists(`${path}.br`),
      gzip: readIfExists(`${path}.gz`),
    });
  }
  return files;
}

/**
 * Whether an `Accept-Encoding` parameter refuses its coding: a weight of
 * zero, however written (`q=0`, `Q=0.000`). A weight left empty (`q=`) is
 * no number at all, not a zero, so it refuses nothing.
 */
function refuses(param: string): boolean {
  const [name, value = ''] = param.split('=');
  const weight = value.trim();
  return (
    name?.trim().toLowerCase() === 'q' && weight !== '' && Number(weight) === 0
  );
}

/** The copy to send for an `Accept-Encoding`: brotli, then gzip, then the file itself. */
export function pickEncoding(
  file: StaticFile,
  acceptEncoding: string | undefined,
): { encoding?: 'br' | 'gzip'; payload: Buffer } {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.split(';'))
      .filter(([, ...params]) => !params.some(refuses))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (file.br && accepted.has('br'))
    return { encoding: 'br', payload: file.br };
  if (file.gzip && accepted.has('gzip'))
    return { encoding: 'gzip', payload: file.gzip };
  return { payload: file.body };
}
