import { expect, test } from 'vitest';
import { buildMonthGrid, parseMonth } from './month-grid';

test('November 2026 starts on a Sunday, so its first week is padded from October', () => {
  const weeks = buildMonthGrid('2026-11', '2026-11-21');
  expect(weeks).toHaveLength(6);
  expect(weeks.every((w) => w.length === 7)).toBe(true);
  expect(weeks[0]?.[0]).toMatchObject({ date: '2026-10-26', isInMonth: false });
  expect(weeks[0]?.[6]).toMatchObject({
    date: '2026-11-01',
    isInMonth: true,
    dayOfMonth: 1,
  });
  expect(
    weeks
      .flat()
      .filter((d) => d.isToday)
      .map((d) => d.date),
  ).toEqual(['2026-11-21']);
  expect(weeks[5]?.[0]).toMatchObject({ date: '2026-11-30' });
});

test('February 2027 starts on a Monday and fits in four weeks', () => {
  const weeks = buildMonthGrid('2027-02', '2026-11-21');
  expect(weeks).toHaveLength(4);
  expect(weeks[0]?.[0]?.date).toBe('2027-02-01');
  expect(weeks[3]?.[6]?.date).toBe('2027-02-28');
});

test.each([
  ['2026-03', '2026-03'],
  ['2026-13', '2026-11'],
  [null, '2026-11'],
  ['garbage', '2026-11'],
])('?month=%s reads as %s', (raw, expected) => {
  expect(parseMonth(raw, '2026-11-21')).toBe(expected);
});
