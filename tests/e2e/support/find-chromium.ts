import { existsSync } from 'node:fs';

/**
 * The browser the end-to-end tests drive. We never download one (the test
 * machines reach only the npm and Debian registries), so an installed
 * Chromium or Chrome must exist; without one the run fails loudly instead of
 * skipping.
 */
export function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium or Chrome found (looked at: ${candidates.join(', ')}). ` +
        'Install one (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to its executable.',
    );
  }
  return found;
}
