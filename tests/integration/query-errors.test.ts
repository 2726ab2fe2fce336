import { stripVTControlCharacters } from 'node:util';
import { screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';

// Testing Library's errors are printed lazily (tests/setup/setup-integration.ts):
// what a failing test shows must not change.
afterEach(() => document.body.replaceChildren());

function messageOf(error: unknown): string {
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).name).toBe('TestingLibraryElementError');
  return stripVTControlCharacters((error as Error).message);
}

test('a query that finds nothing still prints the DOM it searched', () => {
  document.body.innerHTML = '<p>Orders</p>';
  let error: unknown;
  try {
    screen.getByText('Payouts');
  } catch (caught) {
    error = caught;
  }
  expect(messageOf(error)).toMatch(
    /^Unable to find an element with the text: Payouts[\s\S]*Ignored nodes: comments, script, style\n<body>\n {2}<p>\n {4}Orders\n {2}<\/p>\n<\/body>$/,
  );
  // Its trace points at the test's line first, past Testing Library's own.
  const frames = ((error as Error).stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line) && !line.includes('node_modules'));
  expect(frames[0]).toContain('query-errors.test.ts');
});

test('a findBy that times out prints the DOM as it was when it gave up', async () => {
  document.body.innerHTML = '<p>Before</p>';
  const found = screen.findByText('Never', undefined, { timeout: 100 });
  document.body.innerHTML = '<p>After</p>';
  const message = messageOf(await found.catch((caught: unknown) => caught));
  expect(message).toMatch(/<p>\n\s*After\n\s*<\/p>/);
  expect(message).not.toMatch(/Before/);
});
