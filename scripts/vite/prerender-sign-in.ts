import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type UserConfig } from 'vite';

const ENTRY = 'src/sign-in/sign-in-prerender.tsx';
/** login.html marks the boot screen that the prerendered form replaces. */
const SLOT = /\s*<!--prerender-->[\s\S]*?<!--\/prerender-->\s*/;
const STYLESHEET = /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)">/g;
/**
 * An element after the drawn form, which the first paint waits for (`rel=expect`,
 * `blocking=render`). Over a slow network the page comes in pieces, and
 * Chromium painted half a card that then grew and, centred on the page,
 * moved: a layout shift of 0.13–0.17 in half of Lighthouse's mobile runs.
 */
const DRAWN = 'sign-in-drawn';

interface SignInPrerender {
  prerenderSignIn: () => { html: string; styles: string };
}

/**
 * After the client build, renders `/login` on the server once (a small SSR
 * build of sign-in-prerender.tsx with the same mode and defines) and writes
 * its HTML and style tags into a copy of the built `login.html`,
 * `login.prerendered.html`, which the server answers `/login` with: the
 * form is on the first paint instead of after the sign-in script has
 * downloaded and run. The other sign-in paths keep `login.html` and its
 * boot screen, as they show other forms.
 * Runs before precompress (plugin order, sequential hook), which then
 * compresses the finished page.
 */
export function prerenderSignIn(define: UserConfig['define']): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let mode = 'production';
  let isSsrBuild = false;
  let hasFailed = false;
  return {
    name: 'zfood:prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
      isSsrBuild = Boolean(config.build.ssr);
    },
    // A failed build closes its bundle too, with nothing written: the
    // build's own error is the one to report, not a missing login.html.
    buildEnd(error) {
      hasFailed = error !== undefined;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (isSsrBuild || hasFailed) return;
        const template = readFileSync(join(outDir, 'login.html'), 'utf8');
        if (!SLOT.test(template))
          throw new Error('login.html has no <!--prerender--> slot');
        const ssrDir = mkdtempSync(join(tmpdir(), 'zfood-prerender-'));
        try {
          await build({
            configFile: false,
            root,
            mode,
            define,
            logLevel: 'warn',
            ssr: { noExternal: true },
            build: {
              ssr: ENTRY,
              outDir: ssrDir,
              emptyOutDir: true,
              rollupOptions: {
                output: { entryFileNames: 'prerender.mjs' },
                // MUI's 'use client' lines mean nothing to a one-off render.
                onwarn(warning, warn) {
                  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
                },
              },
            },
          });
          const entry = pathToFileURL(join(ssrDir, 'prerender.mjs')).href;
          const { prerenderSignIn } = (await import(entry)) as SignInPrerender;
          const { html, styles } = prerenderSignIn();
          // The page's own stylesheets (the font faces) written in: its
          // first paint waits for no file but itself.
          const page = template.replace(
            STYLESHEET,
            (_link, file: string) =>
              `<style>${readFileSync(join(outDir, file), 'utf8')}</style>`,
          );
          writeFileSync(
            join(outDir, 'login.prerendered.html'),
            page
              .replace(
                '</head>',
                () =>
                  `${styles}<link rel="expect" href="#${DRAWN}" blocking="render"></head>`,
              )
              .replace('<div id="root">', '<div id="root" data-prerendered>')
              .replace(SLOT, () => html)
              .replace('</body>', `<template id="${DRAWN}"></template></body>`),
          );
        } finally {
          rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
