import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { chunkGroups } from './scripts/vite/chunk-groups';
import { dedupeNestedPackages } from './scripts/vite/dedupe-nested-packages';
import {
  HEAD_START_SOURCE,
  headStartScript,
} from './scripts/vite/head-start-script';
import { precompress } from './scripts/vite/precompress';
import { preloadAppPages } from './scripts/vite/preload-app-pages';
import { prerenderSignIn } from './scripts/vite/prerender-sign-in';
import { signInEntry } from './scripts/vite/sign-in-entry';

const pkg = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

const define = {
  // The footer shows the version; package.json is its single source.
  'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
};

export default defineConfig({
  plugins: [
    react(),
    dedupeNestedPackages(),
    signInEntry(),
    headStartScript(),
    preloadAppPages(),
    // Before precompress, which compresses the page it finishes.
    prerenderSignIn(define),
    precompress(),
  ],
  define,
  resolve: {
    alias: {
      '#registry': new URL('./resources.config.ts', import.meta.url).pathname,
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      // The demo data's pictures, drawn by the reference API.
      '/seed-images': { target: apiTarget, changeOrigin: false },
      '/admin_frontend': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    // The bundle benchmark reads the manifest to know which chunks each route downloads.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      // Two entries: the console, and the sign-in pages, which need none of
      // the console's router, data library, registry or grid; and the
      // console's head-start script, which index.html loads on its own.
      input: {
        index: new URL('./index.html', import.meta.url).pathname,
        login: new URL('./login.html', import.meta.url).pathname,
        'head-start': new URL(`./${HEAD_START_SOURCE}`, import.meta.url)
          .pathname,
      },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
});
