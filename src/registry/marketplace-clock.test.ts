import { afterEach, expect, test } from 'vitest';
import { formatDate, formatDateTime } from './display-format';
import {
  defaultMarketplaceTimeZone,
  isTimeZone,
  marketplaceDate,
  marketplaceInstant,
  marketplaceWallClock,
  setMarketplaceTimeZone,
} from './marketplace-clock';
import { temporalKinds } from './field-kinds/temporal-kinds';

afterEach(() => setMarketplaceTimeZone(defaultMarketplaceTimeZone));

const placedAt = '2026-11-28T19:41:00.000Z'; // 3:41 am on the 29th in Kuala Lumpur
const placed = new Date(placedAt);

test('times read on the marketplace clock and say which zone they are in', () => {
  expect(formatDateTime(placedAt)).toBe('29 Nov 2026, 3:41 am MYT');
  expect(formatDate(placed.toISOString())).toBe('29 Nov 2026');
  expect(marketplaceDate(placed)).toBe('2026-11-29');
  setMarketplaceTimeZone('Europe/London');
  expect(formatDateTime(placedAt)).toBe('28 Nov 2026, 7:41 pm GMT');
  expect(marketplaceDate(placed)).toBe('2026-11-28');
});

test('a calendar date is the same day in every zone', () => {
  setMarketplaceTimeZone('Pacific/Honolulu');
  expect(formatDate('2026-03-01')).toBe('1 Mar 2026');
});

test('a wall-clock reading names the instant in the marketplace zone', () => {
  expect(marketplaceInstant('2026-11-29').toISOString()).toBe(
    '2026-11-28T16:00:00.000Z',
  );
  expect(marketplaceInstant('2026-11-29T03:41').toISOString()).toBe(
    placed.toISOString(),
  );
  expect(marketplaceWallClock(placed)).toBe('2026-11-29T03:41');
  // Across daylight saving, both sides of the change.
  setMarketplaceTimeZone('America/New_York');
  expect(marketplaceInstant('2026-03-07T12:00').toISOString()).toBe(
    '2026-03-07T17:00:00.000Z',
  );
  expect(marketplaceInstant('2026-03-09T12:00').toISOString()).toBe(
    '2026-03-09T16:00:00.000Z',
  );
  expect(marketplaceWallClock(new Date('2026-03-09T16:00:00Z'))).toBe(
    '2026-03-09T12:00',
  );
});

test('form pickers hold the marketplace wall clock, whatever the browser zone', () => {
  const datetime = temporalKinds.datetime.form;
  expect(datetime.toForm({ kind: 'datetime', label: 'At' }, placedAt)).toBe(
    '2026-11-29T03:41',
  );
  expect(
    datetime.toApi({ kind: 'datetime', label: 'At' }, '2026-11-29T03:41'),
  ).toEqual({ value: placed.toISOString() });
});

test('only IANA zones are accepted', () => {
  expect(isTimeZone('Asia/Kuala_Lumpur')).toBe(true);
  expect(isTimeZone('Mars/Olympus')).toBe(false);
  expect(isTimeZone('')).toBe(false);
  expect(() => setMarketplaceTimeZone('Mars/Olympus')).toThrow(RangeError);
});

test('each instant reads as ICU formats it, and back, in zones whose offsets change by odd amounts', () => {
  // Daylight saving both ways, half and quarter hours, a 30-minute shift
  // (Lord Howe), a day skipped (Apia, 2011), Kuala Lumpur's own move from
  // +07:30 in 1981, and an offset with seconds (Monrovia's -00:44:30, left at
  // 00:44:30 UTC on 7 January 1972).
  const zones = [
    'Asia/Kuala_Lumpur',
    'America/New_York',
    'Europe/London',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'America/St_Johns',
    'Pacific/Apia',
    'Africa/Casablanca',
    'Africa/Monrovia',
  ];
  const starts = [
    '1972-01-05T00:00:00Z',
    '1981-12-31T00:00:00Z',
    '2011-12-29T00:00:00Z',
    '2026-03-07T00:00:00Z',
    '2026-10-03T00:00:00Z',
  ];
  for (const zone of zones) {
    // ICU by another road: Swedish writes `2026-11-29 03:41:07`. One
    // formatter per zone (toLocaleString makes one per call: the test took
    // 6.9 s on a busy machine, past its time).
    const swedish = new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    const expected = (instant: Date) =>
      swedish.format(instant).replace(' ', 'T').slice(0, 16);
    setMarketplaceTimeZone(zone);
    for (const start of starts) {
      // Four days around each start, every 7 minutes and 13 seconds.
      for (
        let ms = Date.parse(start);
        ms < Date.parse(start) + 4 * 86_400_000;
        ms += 433_000
      ) {
        const instant = new Date(ms);
        const wall = expected(instant);
        expect(
          marketplaceWallClock(instant),
          `${zone} ${instant.toISOString()}`,
        ).toBe(wall);
        expect(marketplaceDate(instant)).toBe(wall.slice(0, 10));
        // And back: the instant a reading names reads the same.
        expect(marketplaceWallClock(marketplaceInstant(wall))).toBe(wall);
      }
    }
  }
});
