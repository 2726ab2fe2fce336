/**
 * Run by `packagedChromium()` as a child process: unpacks the browser in
 * `@sparticuz/chromium` (about 4 s, once per package version) into a
 * staging folder, then renames that folder into place, so that a run
 * interrupted half-way, or a second one racing it, never leaves a
 * half-written browser where the tests look for one.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import Chromium, { inflate } from '@sparticuz/chromium';
import {
  packagedChromiumLayout,
  type PackagedChromiumLayout,
} from './packaged-chromium';

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * The package's own fontconfig file points at /tmp/fonts, where it unpacks
 * on a serverless host; this one points at where the fonts are kept here.
 */
function fontconfig(layout: PackagedChromiumLayout): string {
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    `  <dir>${escapeXml(layout.fontDir)}</dir>`,
    `  <cachedir>${escapeXml(join(layout.dir, 'fonts-cache'))}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
}

const layout = packagedChromiumLayout();
mkdirSync(dirname(layout.dir), { recursive: true });
const staging = mkdtempSync(`${layout.dir}.partial-`);
process.stderr.write(
  `Unpacking the Chromium shipped in @sparticuz/chromium into ${layout.dir}\n`,
);
try {
  // The package unpacks into os.tmpdir(), which follows TMPDIR.
  process.env.TMPDIR = staging;
  // The browser, its fonts and its software GL libraries.
  await Chromium.executablePath(layout.archiveDir);
  // The package unpacks these shared libraries only on Amazon Linux; a bare Debian needs them too.
  await inflate(join(layout.archiveDir, 'al2023.tar.br'));
  writeFileSync(join(staging, 'fonts.conf'), fontconfig(layout));
  try {
    renameSync(staging, layout.dir);
  } catch (error) {
    // Another run finished first: its copy is as good as ours.
    if (!existsSync(layout.dir)) throw error;
  }
} finally {
  rmSync(staging, { recursive: true, force: true });
}
