import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const alias = {
  '#registry': new URL('./resources.config.ts', import.meta.url).pathname,
};

/** Server test files that mock a module: they run isolated, the others share a module graph. */
const mockingServerTests = ['tests/server/one-write-path.test.ts'];

/**
 * Integration files that read the whole page (every style in its head, every
 * node of its body): they need a page of their own, the others share one.
 */
const wholePageTests = [
  'src/theme/ripple-warmup.test.tsx',
  'tests/integration/query-errors.test.ts',
  'tests/integration/indexed-style-rules.test.ts',
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Vitest's default leaves one of two cores idle; most of the suite waits on
    // HTTP and the database, so two workers finish the suite well inside CI's budget.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'resources.config.test.ts',
          ],
          // Rules and helpers that mock no module: sharing one module graph
          // per worker took this project from 29 s to 13 s, its tests 3 s.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'jsdom',
          include: [
            'src/**/*.test.tsx',
            'tests/integration/**/*.test.{ts,tsx}',
          ],
          exclude: wholePageTests,
          setupFiles: ['tests/setup/setup-integration.ts'],
          // The files of a worker share one process and one page; the
          // console's own modules are evaluated afresh for each file
          // (setup-integration.ts). Importing React, MUI and Refine once per
          // worker instead of once per file took this project from 206 s to
          // 104–117 s.
          isolate: false,
          // A first DataGrid render under jsdom takes seconds on a busy 2-core machine.
          testTimeout: 20_000,
          server: {
            deps: {
              inline: [
                // MUI X imports MUI by directory, which Node's ESM loader rejects.
                /@mui\/x-/,
                // Refine's router bindings must share the console's react-router
                // module, or the whole console (createConsoleApp) sees no router.
                /@refinedev\/react-router/,
              ],
            },
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-page',
          environment: 'jsdom',
          include: wholePageTests,
          setupFiles: ['tests/setup/setup-integration.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          exclude: mockingServerTests,
          setupFiles: ['tests/setup/setup-server.ts'],
          globalSetup: ['tests/setup/database-templates-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own server on its own database, so files
          // share nothing but modules: importing the server's graph once per
          // worker instead of once per file took the suite from 372 s to 278 s.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // A file that replaces a module (vi.mock) needs a module graph of its own.
          name: 'server-mocking',
          environment: 'node',
          include: mockingServerTests,
          setupFiles: ['tests/setup/setup-server.ts'],
          // Its one server seeds its own database: a template is not worth building for it.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
