import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  define: {
    // The footer shows the version; package.json is its single source.
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
  },
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
  },
});
