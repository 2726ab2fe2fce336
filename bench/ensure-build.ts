/**
 * Builds the console only when the build is missing or older than its
 * sources, so a bench run after `npm run bench` (which has just built) or
 * after an earlier run does not pay a minute of `vite build` again.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a build is made of; a newer file here means the build is stale. */
const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'resources.config.ts',
  'package.json',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/**
 * Runs `vite build` into `distDir` unless its manifest is newer than every
 * build input. Returns whether it built.
 */
export function ensureBuild(distDir: string): boolean {
  const manifest = path.join(distDir, '.vite/manifest.json');
  const builtAt = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
  const sourcesAt = Math.max(...BUILD_INPUTS.map(newestMtime));
  if (builtAt > sourcesAt) return false;
  console.log(`Building the console into ${distDir} (sources changed)…`);
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      distDir,
      '--emptyOutDir',
    ],
    { stdio: 'inherit' },
  );
  return true;
}
