import { expect, test } from 'vitest';
import { createSlidingWindowLimiter } from './sliding-window-limiter';

function clockAt(start: number) {
  const clock = { now: start, read: () => clock.now };
  return clock;
}

test('allows `limit` hits per window, then refuses with the wait until the oldest expires', () => {
  const clock = clockAt(0);
  const limiter = createSlidingWindowLimiter({
    limit: 3,
    windowMs: 1000,
    now: clock.read,
  });

  const verdicts = [0, 100, 200, 300].map((at) => {
    clock.now = at;
    return limiter.hit('a');
  });

  expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
  expect(verdicts.map((v) => v.remaining)).toEqual([2, 1, 0, 0]);
  expect(verdicts[3]?.retryAfterMs).toBe(700);
});

test('the window slides: a hit leaves the count exactly windowMs later', () => {
  const clock = clockAt(0);
  const limiter = createSlidingWindowLimiter({
    limit: 2,
    windowMs: 1000,
    now: clock.read,
  });
  limiter.hit('a');
  clock.now = 500;
  limiter.hit('a');

  clock.now = 999;
  expect(limiter.peek('a').allowed).toBe(false);
  clock.now = 1000;
  expect(limiter.hit('a').allowed).toBe(true);
  expect(limiter.hit('a').allowed).toBe(false);
});

test('keys are independent, refused hits are not recorded, and reset forgets a key', () => {
  const clock = clockAt(0);
  const limiter = createSlidingWindowLimiter({
    limit: 1,
    windowMs: 1000,
    now: clock.read,
  });
  limiter.hit('a');
  for (let i = 0; i < 5; i += 1) limiter.hit('a');

  expect(limiter.hit('b').allowed).toBe(true);
  clock.now = 1000;
  expect(limiter.hit('a').allowed).toBe(true);
  limiter.reset('a');
  expect(limiter.peek('a')).toEqual({
    allowed: true,
    remaining: 1,
    retryAfterMs: 0,
  });
});
