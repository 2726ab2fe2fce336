import { expect, test } from 'vitest';
import { formatCountdown, maintenanceEta } from './maintenance-eta';

const now = Date.parse('2030-05-01T10:00:00Z');

test('an ISO time ahead gives the time and what is left', () => {
  expect(maintenanceEta('2030-05-01T10:30:00Z', now)).toEqual({
    kind: 'known',
    at: new Date('2030-05-01T10:30:00Z'),
    remainingMs: 30 * 60 * 1000,
  });
});

test('an offset time is read in its own zone', () => {
  const eta = maintenanceEta('2030-05-01T18:15:00+08:00', now);
  expect(eta).toMatchObject({ kind: 'known', remainingMs: 15 * 60 * 1000 });
});

test('a time already passed leaves nothing to count down', () => {
  const eta = maintenanceEta('2030-05-01T09:00:00Z', now);
  expect(eta).toMatchObject({ kind: 'known', remainingMs: 0 });
});

test.each([
  null,
  undefined,
  '',
  '   ',
  'soon',
  'garbage-2030',
  'Invalid Date',
  '2030-13-45T99:99:00Z',
  42,
  {},
  [],
])('etaTime %j is unknown', (etaTime) => {
  expect(maintenanceEta(etaTime, now)).toEqual({ kind: 'unknown' });
});

test.each([
  [0, '00:00'],
  [999, '00:01'],
  [65_000, '01:05'],
  [59 * 60_000 + 59_000, '59:59'],
  [3_600_000, '01:00:00'],
  [2 * 3_600_000 + 5 * 60_000 + 9_000, '02:05:09'],
  [86_400_000 + 2 * 3_600_000 + 5 * 60_000 + 9_000, '1 d 02:05:09'],
  [-5_000, '00:00'],
])('%d ms counts down as %s', (ms, expected) => {
  expect(formatCountdown(ms)).toBe(expected);
});
