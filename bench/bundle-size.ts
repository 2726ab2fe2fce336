/**
 * Gzip size of the JavaScript and CSS each route downloads, read from Vite's
 * build manifest: the route's HTML entry (index.html or login.html) and the
 * lazy modules it loads (shell, page), each with its static imports. Run
 * after `vite build`.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  route: string;
  js: number;
  css: number;
  jsGzip: number;
  cssGzip: number;
  chunks: number;
  /** The route's JavaScript files, largest first, with their gzip sizes. */
  files: { file: string; gzip: number }[];
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(
        `Chunk ${key} is not in the manifest; was the file renamed?`,
      );
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

export function measureRoutes(
  distDir: string,
  routes: Record<string, readonly string[]>,
): RouteBundle[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const gzipOf = (file: string) =>
    gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  return Object.entries(routes).map(([route, modules]) => {
    const keys = closure(manifest, [...modules]);
    const files = new Set<string>();
    const cssFiles = new Set<string>();
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) continue;
      files.add(chunk.file);
      chunk.css?.forEach((c) => cssFiles.add(c));
    }
    const size = (list: Set<string>) => {
      let raw = 0;
      let gz = 0;
      for (const f of list) {
        const buf = readFileSync(path.join(distDir, f));
        raw += buf.length;
        gz += gzipSync(buf, { level: 9 }).length;
      }
      return { raw, gz };
    };
    const js = size(files);
    const css = size(cssFiles);
    return {
      route,
      js: js.raw,
      jsGzip: js.gz,
      css: css.raw,
      cssGzip: css.gz,
      chunks: files.size,
      files: [...files]
        .map((file) => ({ file, gzip: gzipOf(file) }))
        .sort((a, b) => b.gzip - a.gzip),
    };
  });
}
