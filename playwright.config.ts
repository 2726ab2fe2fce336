import { defineConfig } from '@playwright/test';
import { findChromium } from './tests/e2e/support/find-chromium';

const port = Number(process.env.E2E_PORT ?? 4310);
// A separate build folder lets two e2e runs (two worktrees, two engineers) share a machine.
const outDir = process.env.E2E_DIST ?? 'dist';
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: {
      ...findChromium(),
      // Without these, Chromium keeps dialling Google's hosts on this closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // One production build served by the reference API on an in-memory database,
    // with short-lived access tokens so that refresh paths run in every journey.
    command: `npm run build -- --outDir ${outDir} --emptyOutDir && node --import tsx server/index.ts`,
    url: `${baseURL}/api/v1/health`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(port),
      STATIC_DIR: outDir,
      DATABASE_MODE: 'memory',
      SEED_SCALE: '0.02',
      ACCESS_TOKEN_TTL: '5s',
      LOGIN_RATE_LIMIT: '30',
      VITE_THEME_CUSTOMIZER: 'true',
      APP_ENV: 'e2e',
    },
  },
});
