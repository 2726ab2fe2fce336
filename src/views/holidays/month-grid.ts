import dayjs, { type Dayjs } from 'dayjs';

export interface CalendarDay {
  /** `YYYY-MM-DD`, the same form as a holiday's `date`. */
  date: string;
  dayOfMonth: number;
  isInMonth: boolean;
  isToday: boolean;
}

/**
 * The weeks a month spans, Monday first (as `calendar.dayOfWeek` and
 * Malaysian calendars run), padded with the neighbouring months' days so
 * every week has seven: 4 to 6 rows.
 */
export function buildMonthGrid(month: string, today: string): CalendarDay[][] {
  const first = dayjs(`${month}-01`);
  // dayjs counts Sunday as 0; shift so Monday is the first column.
  const lead = (first.day() + 6) % 7;
  const start = first.subtract(lead, 'day');
  const end = first.endOf('month');
  const weeks: CalendarDay[][] = [];
  for (let cursor: Dayjs = start; !cursor.isAfter(end, 'day');) {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      const date = cursor.format('YYYY-MM-DD');
      week.push({
        date,
        dayOfMonth: cursor.date(),
        isInMonth: cursor.month() === first.month(),
        isToday: date === today,
      });
      cursor = cursor.add(1, 'day');
    }
    weeks.push(week);
  }
  return weeks;
}

/** `YYYY-MM` of a `?month=` value, falling back to the current month when it is missing or malformed. */
export function parseMonth(raw: string | null, today: string): string {
  return raw && /^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? raw : today.slice(0, 7);
}
