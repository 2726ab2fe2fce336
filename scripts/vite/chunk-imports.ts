import type { Rollup } from 'vite';

/** The chunk's file and the file of every chunk it imports statically, transitively. */
export function withImports(
  bundle: Rollup.OutputBundle,
  chunk: Rollup.OutputChunk,
): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const item = bundle[file];
    if (item?.type === 'chunk') item.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...files];
}
