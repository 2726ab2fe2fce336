import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
/** Below this, compression headers cost more than they save. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `x.br` and `x.gz` beside every text file of the build, at the
 * strongest settings, once: the server sends these files as they are
 * instead of compressing each asset on each request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let hasFailed = false;
  return {
    name: 'zfood:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // A failed build closes its bundle too, with nothing written to compress.
    buildEnd(error) {
      hasFailed = error !== undefined;
    },
    closeBundle() {
      if (hasFailed) return;
      for (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const bytes = readFileSync(path);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
