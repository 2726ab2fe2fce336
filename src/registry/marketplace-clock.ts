/**
 * The marketplace's one clock. "Today", report days, statement periods, date
 * filters and every time on screen or in an export are read in the
 * marketplace's time zone, never the browser's or the server's: an operator
 * in another zone (or a server in UTC) must see the orders at the hour the
 * outlet took them. The API declares the zone (MARKETPLACE_TIME_ZONE,
 * Asia/Kuala_Lumpur by default) and hands it to the console with the
 * profile; both sides set it here once, and every helper below reads it.
 */
export const defaultMarketplaceTimeZone = 'Asia/Kuala_Lumpur';

let zone = defaultMarketplaceTimeZone;

/** Whether the runtime knows `name` as an IANA time zone. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name.trim() !== '';
  } catch {
    return false;
  }
}

export function marketplaceTimeZone(): string {
  return zone;
}

/** Declares the zone (the API's configuration, or the profile the console reads). */
export function setMarketplaceTimeZone(name: string): void {
  if (!isTimeZone(name)) throw new RangeError(`Unknown time zone "${name}"`);
  zone = name;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall clock at `instant`, to the second, as ICU formats it. */
function formattedParts(instant: Date, timeZone: string) {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  // Formatted once, not once per part: an export's instants spent half
  // its time here.
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '00';
  return {
    // Years before 1000 come unpadded; ISO text needs four digits.
    date: `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}`,
  };
}

const hourMs = 3_600_000;
/** Per zone, each UTC hour's offset, or NaN for an hour in which it changes. */
const hourOffsets = new Map<string, Map<number, number>>();
/** About eleven years of hours per zone; an export of every order reads a few. */
const keptHours = 100_000;

/** How far the zone's wall clock is ahead of UTC at the second of `ms`, from ICU. */
function formattedOffset(ms: number, timeZone: string): number {
  const { date, time } = formattedParts(new Date(ms), timeZone);
  return Date.parse(`${date}T${time}Z`) - Math.floor(ms / 1000) * 1000;
}

/**
 * The zone's offset throughout the UTC hour of `ms`: the same at its first
 * and last second, which no zone has ever left and come back to within one
 * hour. Undefined for an hour in which the offset changes.
 */
function hourOffset(ms: number, timeZone: string): number | undefined {
  let hours = hourOffsets.get(timeZone);
  if (!hours) {
    hours = new Map();
    hourOffsets.set(timeZone, hours);
  }
  const hour = Math.floor(ms / hourMs);
  let offset = hours.get(hour);
  if (offset === undefined) {
    const first = formattedOffset(hour * hourMs, timeZone);
    const last = formattedOffset(hour * hourMs + hourMs - 1000, timeZone);
    offset = first === last ? first : Number.NaN;
    if (hours.size >= keptHours) hours.clear();
    hours.set(hour, offset);
  }
  return Number.isNaN(offset) ? undefined : offset;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The zone's wall clock at `instant`, to the second: the UTC reading of the
 * instant moved by its hour's offset. ICU took 3.7 µs an instant, a third of
 * a readable export's CPU (its orders have ten time columns); an hour's
 * offset is read from ICU once. An hour in which the offset changes, and a
 * year of other than four digits, are formatted by ICU.
 */
function wallClockParts(instant: Date, timeZone: string) {
  const ms = instant.getTime();
  const offset = Number.isFinite(ms) ? hourOffset(ms, timeZone) : undefined;
  if (offset === undefined) return formattedParts(instant, timeZone);
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offset);
  const year = wall.getUTCFullYear();
  if (year < 1000 || year > 9999) return formattedParts(instant, timeZone);
  return {
    date: `${year}-${twoDigits(wall.getUTCMonth() + 1)}-${twoDigits(wall.getUTCDate())}`,
    time: `${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}:${twoDigits(wall.getUTCSeconds())}`,
  };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: Date, timeZone: string): number {
  const ms = instant.getTime();
  const hour = Number.isFinite(ms) ? hourOffset(ms, timeZone) : undefined;
  return hour ?? formattedOffset(ms, timeZone);
}

/** The marketplace day (`YYYY-MM-DD`) an instant falls on. */
export function marketplaceDate(instant: Date = new Date()): string {
  return wallClockParts(instant, zone).date;
}

/** The marketplace's wall clock at `instant`, as a picker holds it: `YYYY-MM-DDTHH:mm`. */
export function marketplaceWallClock(instant: Date): string {
  const { date, time } = wallClockParts(instant, zone);
  return `${date}T${time.slice(0, 5)}`;
}

/**
 * The instant a marketplace wall-clock reading (`YYYY-MM-DD` = its midnight,
 * or `YYYY-MM-DDTHH:mm[:ss]`) names. Across a daylight-saving change the
 * offset is taken again at the first guess, so the answer reads back as the
 * same wall clock wherever such a clock exists.
 */
export function marketplaceInstant(wallClock: string): Date {
  const text = wallClock.length === 10 ? `${wallClock}T00:00` : wallClock;
  const asUtc = Date.parse(`${text}Z`);
  const guess = asUtc - offsetAt(new Date(asUtc), zone);
  return new Date(asUtc - offsetAt(new Date(guess), zone));
}

/** The zone as people read it beside a time: "MYT", "GMT+8". */
export function marketplaceZoneLabel(instant: Date = new Date()): string {
  // One format per zone: a list's time columns ask for the label on every
  // render of their headers, and making a format is the costly part.
  let format = labelFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-MY', {
      timeZone: zone,
      timeZoneName: 'short',
    });
    labelFormats.set(zone, format);
  }
  return (
    format.formatToParts(instant).find((p) => p.type === 'timeZoneName')
      ?.value ?? zone
  );
}

const labelFormats = new Map<string, Intl.DateTimeFormat>();
