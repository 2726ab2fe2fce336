import type { HtmlTagDescriptor, Plugin } from 'vite';
import { withImports } from './chunk-imports';

/** The script that sends a list page's request before the console's code runs. */
export const HEAD_START_SOURCE = 'src/boot/head-start.ts';

/**
 * Puts `src/boot/head-start.ts` first in the console's `index.html`, as a
 * script of its own, with its few small imports (all of them, transitively)
 * preloaded ahead of the console's chunks (over HTTP/1.1 only six downloads
 * run at once; behind the console's thirty it started as late as the
 * console itself). A module
 * script without `async` runs in document order: always before the console's
 * entry, which then finds its answer waiting. In the build it is a separate
 * input (vite.config.ts); a `<script>` written in index.html would have
 * been bundled into the console's entry and run only once all of the
 * entry's code had arrived.
 */
export function headStartScript(): Plugin {
  return {
    name: 'zfood:head-start-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.path.endsWith('/index.html')) return [];
        const chunk = context.bundle
          ? Object.values(context.bundle).find(
              (item) =>
                item.type === 'chunk' &&
                item.facadeModuleId?.endsWith(HEAD_START_SOURCE) === true,
            )
          : undefined;
        if (context.bundle && !chunk) {
          throw new Error(
            `${HEAD_START_SOURCE} is not among the build's inputs (vite.config.ts).`,
          );
        }
        // Every chunk it imports, to the last: one left out (the API's
        // platform header, imported by its fetch) queued behind the
        // console's chunks and held the request back by 200 ms.
        const preloads =
          context.bundle && chunk?.type === 'chunk'
            ? withImports(context.bundle, chunk).filter(
                (file) => file !== chunk.fileName,
              )
            : [];
        return [
          ...preloads.map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `/${file}`,
            },
            injectTo: 'head-prepend',
          })),
          {
            tag: 'script',
            attrs: {
              type: 'module',
              crossorigin: true,
              src: chunk ? `/${chunk.fileName}` : `/${HEAD_START_SOURCE}`,
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
