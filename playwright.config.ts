import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from './tests/e2e/support/find-chromium';

const port = Number(process.env.E2E_PORT ?? 4310);
// A separate build folder lets two e2e runs (two worktrees, two engineers) share a machine.
const outDir = process.env.E2E_DIST ?? 'dist';

/**
 * The journeys run in lanes, one worker and one server (its own in-memory
 * database) each, so both cores work and no lane sees another's records or
 * its maintenance switch. Files go to whichever worker is free; a worker
 * talks to the server of its slot (TEST_PARALLEL_INDEX, which Playwright
 * sets in each worker, unique among those running at once, and under which
 * each worker loads this file again). `npm test` runs two lanes
 * (E2E_LANES=2); one file alone needs one.
 */
const laneCount = Math.max(1, Number(process.env.E2E_LANES ?? 1));
const laneUrl = (lane: number) => `http://127.0.0.1:${port + lane}`;
const workerLane = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % laneCount;
const lanes = Array.from({ length: laneCount }, (_, lane) => lane);
const laneServer = 'node --import tsx tests/e2e/support/lane-server.ts';
/** Per port, so that two runs side by side (two worktrees) keep their own. */
const seededDatabase = join(tmpdir(), `zfood-e2e-lanes-${port}.tar`);

/**
 * The browser as the journeys and the browser bench launch it; the bench
 * measures it with every one of V8's compilers, as users' browsers run.
 */
export const browserLaunch = {
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
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: laneCount,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL: laneUrl(workerLane),
    // As a user who asks their system for less motion: menus, dialogs and
    // drawers show at once, with no ripple (create-app-theme.ts), so a step
    // waits on no animation and the renderer draws none.
    // tests/e2e/reduced-motion.spec.ts runs the console with motion.
    reducedMotion: 'reduce',
    trace: 'on-first-retry',
    launchOptions: {
      ...browserLaunch,
      args: [
        ...browserLaunch.args,
        // A journey's page lives seconds: V8's optimising compilers (Maglev,
        // Turbofan) spent more CPU on its background threads than their code
        // saved. Without them a cold orders list costs 0.34 s less renderer
        // CPU, and two journey files 41 s of renderer CPU instead of 60 (its
        // main thread 31 s instead of 34). The code runs the same, in V8's
        // interpreter and baseline compiler.
        '--js-flags=--no-maglev --no-turbofan',
      ],
    },
  },
  // One production build, served by one reference API per lane on an
  // in-memory database, with short-lived access tokens so that refresh paths
  // run in every journey. Servers start one after another: the first seeds
  // one database while the console builds, and every lane loads a copy of it.
  webServer: lanes.map((lane) => ({
    command:
      lane === 0
        ? `npm run build -- --outDir ${outDir} --emptyOutDir & build=$!; ${laneServer} seed ${seededDatabase} && wait $build && exec ${laneServer} serve ${seededDatabase}`
        : `exec ${laneServer} serve ${seededDatabase}`,
    url: `${laneUrl(lane)}/api/v1/health`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(port + lane),
      STATIC_DIR: outDir,
      DATABASE_MODE: 'memory',
      SEED_SCALE: '0.02',
      ACCESS_TOKEN_TTL: '5s',
      LOGIN_RATE_LIMIT: '30',
      VITE_THEME_CUSTOMIZER: 'true',
      APP_ENV: 'e2e',
    },
  })),
});
