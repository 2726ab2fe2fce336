import { expect, test } from 'vitest';
import { versionLabel } from './version-label';

test.each([
  ['0.1.0', 'development', 'DEV-0.1.0'],
  ['0.1.0', 'staging', 'STA-0.1.0'],
  ['0.1.0', 'e2e', 'E2E-0.1.0'],
  ['0.1.0', 'uat', 'UAT-0.1.0'],
  ['0.1.0', 'production', '0.1.0'],
  ['0.1.0', 'Production', '0.1.0'],
  ['1.2.0-rc.1', 'production', '1.2.0-RC.1'],
  ['1.2.0-beta', 'qa', 'QA-1.2.0-BETA'],
])('version %s in %s is shown as %s', (version, appEnv, expected) => {
  expect(versionLabel(version, appEnv)).toBe(expected);
});
