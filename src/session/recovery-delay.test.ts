import { expect, test } from 'vitest';
import { recoveryDelay } from './recovery-delay';

const now = Date.parse('2030-01-01T10:00:00.000Z');

test('probes at a known ETA still ahead', () => {
  expect(recoveryDelay(0, '2030-01-01T10:05:00.000Z', now)).toBe(5 * 60 * 1000);
});

test('backs off exponentially from 1 s, capped at 30 s, when the ETA is unknown', () => {
  expect(
    [0, 1, 2, 3, 4, 5, 6, 10].map((n) => recoveryDelay(n, null, now)),
  ).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
});

test.each(['not a date', '2029-12-31T00:00:00.000Z', ''])(
  'an ETA that is garbage or past (%s) falls back to the backoff',
  (eta) => {
    expect(recoveryDelay(0, eta, now)).toBe(1000);
  },
);

test('after the ETA passes without recovery, the backoff takes over', () => {
  expect(recoveryDelay(1, '2030-01-01T10:05:00.000Z', now)).toBe(2000);
});
