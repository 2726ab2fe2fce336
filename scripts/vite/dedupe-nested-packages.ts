import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * One copy of each package version in the bundle. npm nests a package under
 * each dependent that needs another version than the hoisted one: the five
 * MUI X packages each carry their own @mui/utils 7.3.11 beside the 6.4.9
 * that MUI's components use, and the bundler, seeing five paths, shipped
 * five copies, three of them in the runtime chunk that every page, sign-in
 * included, loads. A module resolved into a nested copy is taken from the
 * first copy (in path order) of the same name and version instead.
 */
export function dedupeNestedPackages(): Plugin {
  /** Nested package folder → the folder of the copy used for it. */
  let copyOf = new Map<string, string>();
  return {
    name: 'zfood:dedupe-nested-packages',
    enforce: 'pre',
    configResolved(config) {
      copyOf = duplicateCopies(resolve(config.root, 'node_modules'));
    },
    async resolveId(source, importer, options) {
      if (copyOf.size === 0) return null;
      const resolved = await this.resolve(source, importer, {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external) return resolved;
      const folder = packageFolder(resolved.id);
      const copy = folder && copyOf.get(folder);
      return copy
        ? { ...resolved, id: copy + resolved.id.slice(folder.length) }
        : resolved;
    },
  };
}

/** The folder of the innermost package a module path lies in (`…/node_modules/@scope/name`). */
function packageFolder(id: string): string | undefined {
  const at = id.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const rest = id.slice(at + '/node_modules/'.length).split('/');
  const length = rest[0]?.startsWith('@') ? 2 : 1;
  return id.slice(0, at) + '/node_modules/' + rest.slice(0, length).join('/');
}

/** Every folder of a package whose name and version another folder also holds, mapped to the first of them. */
export function duplicateCopies(nodeModules: string): Map<string, string> {
  const folders = new Map<string, string[]>();
  const visit = (dir: string, depth: number) => {
    for (const folder of packageFolders(dir)) {
      const manifest = join(folder, 'package.json');
      if (existsSync(manifest)) {
        const { name, version } = JSON.parse(
          readFileSync(manifest, 'utf8'),
        ) as { name?: string; version?: string };
        if (name && version) {
          const key = `${name}@${version}`;
          folders.set(key, [...(folders.get(key) ?? []), folder]);
        }
      }
      const nested = join(folder, 'node_modules');
      if (depth < 3 && existsSync(nested)) visit(nested, depth + 1);
    }
  };
  visit(nodeModules, 0);
  const copyOf = new Map<string, string>();
  for (const list of folders.values()) {
    const [first, ...others] = [...list].sort();
    if (first) for (const other of others) copyOf.set(other, first);
  }
  return copyOf;
}

/** The package folders directly in a `node_modules` folder, scoped ones included. */
function packageFolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((entry) =>
      entry.name.startsWith('@')
        ? readdirSync(join(dir, entry.name), { withFileTypes: true })
            .filter((scoped) => scoped.isDirectory())
            .map((scoped) => join(dir, entry.name, scoped.name))
        : [join(dir, entry.name)],
    );
}
