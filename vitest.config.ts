import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const alias = {
  '#registry': new URL('./resources.config.ts', import.meta.url).pathname,
};

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
          setupFiles: ['tests/setup/setup-integration.ts'],
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
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/setup/setup-server.ts'],
          globalSetup: ['tests/setup/database-templates-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
