import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { withImports } from './chunk-imports';
import { FIRST_PAGE_MODULES } from './first-page-chunk';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The chunk that holds `source` (its own, or the first page's). */
function chunkOf(
  bundle: OutputBundle,
  source: string,
): OutputChunk | undefined {
  return Object.values(bundle).find(
    (item): item is OutputChunk =>
      item.type === 'chunk' && item.moduleIds.some((id) => id.endsWith(source)),
  );
}

/**
 * Adds `<link rel="modulepreload">` to the console's `index.html` for the
 * shell and the generic list page with all they import (DataGrid
 * included), so a deep link's page code downloads alongside the entry
 * instead of after it has run. The sign-in entry gets none of them.
 */
export function preloadAppPages(): Plugin {
  return {
    name: 'zfood:preload-app-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const { bundle, chunk: entry } = context;
        if (!bundle || !entry || !context.path.endsWith('/index.html'))
          return [];
        const alreadyLoaded = new Set(withImports(bundle, entry));
        const files = new Set(
          FIRST_PAGE_MODULES.flatMap((source) => {
            const chunk = chunkOf(bundle, source);
            return chunk ? withImports(bundle, chunk) : [];
          }),
        );
        return [...files]
          .filter((file) => !alreadyLoaded.has(file))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `/${file}`,
            },
            injectTo: 'head',
          }));
      },
    },
  };
}
