import type { TestProject } from 'vitest/node';
import { buildTemplates } from '../server/support/database-templates';
import { testServerConfig } from '../server/support/test-server';

/** Seeds the server suite's template databases once per run (database-templates.ts). */
export default async function setup(project: TestProject) {
  const built = await buildTemplates(
    testServerConfig(),
    process.env.TEST_DATABASE_URL,
  );
  project.provide('databaseTemplates', built.templates);
  return () => built.remove();
}
