import { expect, test } from 'vitest';
import { inboxWhen } from './inbox-when';

// 29 Nov 2026, 2:40 pm in Kuala Lumpur (UTC+8).
const now = new Date('2026-11-29T06:40:00Z');

test("today's enquiry reads as its time, an older one as its day", () => {
  // (Intl writes a no-break space before am/pm.)
  expect(inboxWhen('2026-11-29T01:11:00Z', now)).toMatch(/^9:11\sam$/);
  expect(inboxWhen('2026-11-10T22:11:00Z', now)).toBe('11 Nov 2026');
  // The marketplace's day, not UTC's: 28 Nov, 11 pm UTC is 29 Nov there.
  expect(inboxWhen('2026-11-28T23:00:00Z', now)).toMatch(/^7:00\sam$/);
  expect(inboxWhen(null, now)).toBe('—');
});
