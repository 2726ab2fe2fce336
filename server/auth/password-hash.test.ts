import { expect, test } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

test('a password is hashed and checked, and a missing hash never matches', async () => {
  const hash = await hashPassword('Correct horse 1!');
  expect(hash).toMatch(/^\$2[aby]\$10\$/);
  expect(await verifyPassword('Correct horse 1!', hash)).toBe(true);
  expect(await verifyPassword('Correct horse 2!', hash)).toBe(false);
  expect(await verifyPassword('Correct horse 1!', null)).toBe(false);
});

test('checking a password leaves the event loop free for the requests beside it', async () => {
  const hash = await hashPassword('Correct horse 1!');
  let turns = 0;
  const ticker = setInterval(() => (turns += 1), 1);
  try {
    // Five checks take hundreds of milliseconds. On the event loop (bcryptjs's
    // own async calls) no timer ran until they were all done.
    await Promise.all(
      Array.from({ length: 5 }, () => verifyPassword('Correct horse 1!', hash)),
    );
  } finally {
    clearInterval(ticker);
  }
  expect(turns).toBeGreaterThan(5);
});
