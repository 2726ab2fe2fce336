import { enums } from '../../registry/enums';

type Row = Record<string, unknown>;

export type DayOfWeek = (typeof enums)['calendar.dayOfWeek'][number];

/** One day of the week editor; `id` is the stored row, absent until saved. */
export interface DayHours {
  dayOfWeek: DayOfWeek;
  id?: string | number;
  /** The stored row's version this day's hours are based on. */
  version?: number;
  opensAt: string;
  closesAt: string;
  isClosed: boolean;
}

const DEFAULT_OPENS = '10:00';
const DEFAULT_CLOSES = '22:00';

const hhmm = (value: unknown, fallback: string): string =>
  typeof value === 'string' && /^\d{2}:\d{2}/.test(value)
    ? value.slice(0, 5)
    : fallback;

/**
 * The outlet's regular week (rows without a plan; a plan's hours belong to
 * that plan), Monday first, one entry per day. A day with no row yet gets
 * the usual 10:00–22:00 so saving creates it.
 */
export function buildWeekHours(rows: readonly Row[]): DayHours[] {
  return enums['calendar.dayOfWeek'].map((dayOfWeek) => {
    const row = rows.find(
      (r) => r.dayOfWeek === dayOfWeek && (r.planId ?? null) === null,
    );
    return {
      dayOfWeek,
      id:
        typeof row?.id === 'number' || typeof row?.id === 'string'
          ? row.id
          : undefined,
      version: typeof row?.version === 'number' ? row.version : undefined,
      opensAt: hhmm(row?.opensAt, DEFAULT_OPENS),
      closesAt: hhmm(row?.closesAt, DEFAULT_CLOSES),
      isClosed: row?.isClosed === true,
    };
  });
}

/** Days whose hours differ from what is stored (or that have no row yet). */
export function changedDays(
  before: readonly DayHours[],
  after: readonly DayHours[],
): DayHours[] {
  return after.filter((day, i) => {
    const old = before[i];
    return (
      day.id === undefined ||
      !old ||
      old.opensAt !== day.opensAt ||
      old.closesAt !== day.closesAt ||
      old.isClosed !== day.isClosed
    );
  });
}
