/**
 * How money, calendar dates and times read, for the console's screens and
 * the API's documents (a statement's PDF, an export) alike: pure but for the
 * marketplace's zone, so the server may import it with the registry.
 */
import { marketplaceTimeZone } from './marketplace-clock';

const moneyFormat = new Intl.NumberFormat('en-MY', {
  style: 'currency',
  currency: 'MYR',
  minimumFractionDigits: 2,
});
const calendarFormat = new Intl.DateTimeFormat('en-MY', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per (style, zone): building Intl formats is slow, a grid formats thousands of cells. */
function zoned(style: 'date' | 'dateTime' | 'wallClock'): Intl.DateTimeFormat {
  const timeZone = marketplaceTimeZone();
  const key = `${style} ${timeZone}`;
  let format = zonedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      'en-MY',
      style === 'date'
        ? { dateStyle: 'medium', timeZone }
        : {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZone,
            ...(style === 'dateTime' && { timeZoneName: 'short' as const }),
          },
    );
    zonedFormats.set(key, format);
  }
  return format;
}

/** Money travels as integer sen; people read ringgit. */
export function formatMoney(sen: unknown): string {
  if (typeof sen !== 'number' || !Number.isFinite(sen)) return '—';
  return moneyFormat.format(sen / 100);
}

/** A calendar date (`YYYY-MM-DD`) as it reads, or an instant as its marketplace day. */
export function formatDate(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    // A calendar date has no time zone: read at UTC midnight and printed in UTC, it stays that day.
    return calendarFormat.format(new Date(`${value}T00:00:00Z`));
  const date = toDate(value);
  return date ? zoned('date').format(date) : '—';
}

/**
 * An instant as the marketplace's wall clock without the zone's name, for
 * a grid column whose header names it ("Placed (MYT)"): "29 Nov 2026, 4:34 pm".
 */
export function formatWallClock(value: unknown): string {
  const date = toDate(value);
  return date ? zoned('wallClock').format(date) : '—';
}

/** An instant as the marketplace's wall clock, naming the zone: "29 Nov 2026, 4:34 pm MYT". */
export function formatDateTime(value: unknown): string {
  const date = toDate(value);
  return date ? zoned('dateTime').format(date) : '—';
}

export function toDate(value: unknown): Date | null {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
