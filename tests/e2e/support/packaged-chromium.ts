import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** Where the headless Chromium shipped in `@sparticuz/chromium` lives once unpacked. */
export interface PackagedChromiumLayout {
  /** The package's brotli archives (`chromium.br`, `al2023.tar.br`, …). */
  archiveDir: string;
  /** Filled by one unpacking and renamed into place whole, so it exists only when complete. */
  dir: string;
  executablePath: string;
  /** The NSS, NSPR and expat libraries the binary links against, which a bare Debian lacks. */
  libraryDir: string;
  /** A fontconfig file naming only the package's fonts, so text renders the same on every machine. */
  fontconfigFile: string;
  fontDir: string;
}

/**
 * The layout is keyed on the package's version (an upgrade unpacks afresh)
 * and kept under `node_modules/.cache`, so that `npm ci` clears it with the
 * package and no other project's copy in a shared /tmp is ever picked up.
 */
export function packagedChromiumLayout(): PackagedChromiumLayout {
  const packageDir = join(
    dirname(require.resolve('@sparticuz/chromium')),
    '..',
  );
  const { version } = JSON.parse(
    readFileSync(join(packageDir, 'package.json'), 'utf8'),
  ) as { version: string };
  const dir = join(
    packageDir,
    '..',
    '..',
    '.cache',
    `sparticuz-chromium-${version}`,
  );
  return {
    archiveDir: join(packageDir, 'bin'),
    dir,
    executablePath: join(dir, 'chromium'),
    libraryDir: join(dir, 'al2023', 'lib'),
    fontconfigFile: join(dir, 'fonts.conf'),
    fontDir: join(dir, 'fonts'),
  };
}

/**
 * The packaged browser, unpacked on first use. The package's own API is
 * asynchronous while Playwright reads its configuration synchronously, so
 * the unpacking runs in a child process this call waits for.
 */
export function packagedChromium(): PackagedChromiumLayout {
  const layout = packagedChromiumLayout();
  if (!existsSync(layout.dir)) {
    execFileSync(
      process.execPath,
      [
        require.resolve('tsx/cli'),
        fileURLToPath(
          new URL('./unpack-packaged-chromium.ts', import.meta.url),
        ),
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
  }
  return layout;
}
