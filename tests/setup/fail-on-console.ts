import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A console.error or console.warn during a test is a bug we have not seen yet
 * (React act() warnings, prop-type mistakes, unhandled rejections logged by a
 * library), so it fails the test, as the Epic Stack's setup does.
 */
let problems: string[] = [];

beforeEach(() => {
  problems = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      problems.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (problems.length > 0) {
    throw new Error(`Unexpected console output:\n${problems.join('\n')}`);
  }
});
