import { existsSync } from 'node:fs';
import { packagedChromium } from './packaged-chromium';

/** What Playwright needs to launch the browser: spread into `launchOptions`. */
export interface ChromiumLaunch {
  executablePath: string;
  /** Set only for the packaged browser, which brings its own libraries and fonts. */
  env?: Record<string, string>;
}

const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

function definedEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}

/**
 * The browser the end-to-end tests (and the browser bench) drive, never
 * downloaded: the test machines reach only the npm and Debian registries.
 * `CHROMIUM_PATH` wins when set. Otherwise, on Linux x64, the headless
 * Chromium shipped inside the `@sparticuz/chromium` npm package: the same
 * browser, libraries and fonts on every machine, bare or not, and lighter
 * than a full Chromium in headless mode (the same 57 journeys took 445 s
 * with it and 681 s with Debian's Chromium 156, on one two-core machine).
 * Elsewhere, an installed Chromium or Chrome. To watch a run (`--headed`),
 * point `CHROMIUM_PATH` at a full browser.
 */
export function findChromium(): ChromiumLaunch {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) {
    // A path someone set on purpose is never silently swapped for another browser.
    if (!existsSync(chosen)) {
      throw new Error(
        `CHROMIUM_PATH is set to ${chosen}, which does not exist.`,
      );
    }
    return { executablePath: chosen };
  }
  if (process.platform === 'linux' && process.arch === 'x64') {
    const packaged = packagedChromium();
    const env = definedEnv();
    return {
      executablePath: packaged.executablePath,
      env: {
        ...env,
        LD_LIBRARY_PATH: [packaged.libraryDir, env.LD_LIBRARY_PATH]
          .filter(Boolean)
          .join(':'),
        FONTCONFIG_FILE: packaged.fontconfigFile,
      },
    };
  }
  const installed = SYSTEM_CHROMIUMS.find((p) => existsSync(p));
  if (installed) return { executablePath: installed };
  // The package ships a build for Linux x64 only.
  throw new Error(
    `No Chromium or Chrome found (looked at: ${SYSTEM_CHROMIUMS.join(', ')}), and the ` +
      'packaged one runs on Linux x64 only. Install one or set CHROMIUM_PATH to its executable.',
  );
}
