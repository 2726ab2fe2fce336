import { expect, test } from 'vitest';
import { buildWeekHours, changedDays } from './week-hours';

test('the week starts on Monday, takes stored regular hours and defaults the rest', () => {
  const week = buildWeekHours([
    {
      id: 5,
      dayOfWeek: 'TUESDAY',
      opensAt: '08:30:00',
      closesAt: '01:00',
      isClosed: false,
      planId: null,
    },
    {
      id: 6,
      dayOfWeek: 'SUNDAY',
      opensAt: '10:00',
      closesAt: '22:00',
      isClosed: true,
    },
    {
      id: 7,
      dayOfWeek: 'MONDAY',
      opensAt: '06:00',
      closesAt: '09:00',
      planId: 3,
    },
  ]);
  expect(week).toHaveLength(7);
  expect(week[0]).toEqual({
    dayOfWeek: 'MONDAY',
    id: undefined,
    opensAt: '10:00',
    closesAt: '22:00',
    isClosed: false,
  });
  expect(week[1]).toEqual({
    dayOfWeek: 'TUESDAY',
    id: 5,
    opensAt: '08:30',
    closesAt: '01:00',
    isClosed: false,
  });
  expect(week[6]?.isClosed).toBe(true);
});

test('only edited or unsaved days are saved', () => {
  const before = buildWeekHours(
    [
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
      'SUNDAY',
    ].map((d, i) => ({
      id: i + 1,
      dayOfWeek: d,
      opensAt: '10:00',
      closesAt: '22:00',
    })),
  );
  const after = before.map((d) =>
    d.dayOfWeek === 'FRIDAY' ? { ...d, isClosed: true } : d,
  );
  expect(changedDays(before, after).map((d) => d.dayOfWeek)).toEqual([
    'FRIDAY',
  ]);
});
