/**
 * SQL for the marketplace's days (src/registry/marketplace-clock.ts), the
 * zone always a bound parameter. `timestamptz AT TIME ZONE z` is the wall
 * clock there; `timestamp AT TIME ZONE z` is the instant a wall clock names.
 * Queries compare `placed_at` with day starts, never a function of the
 * column, so its index serves them.
 */

/** The marketplace day a timestamptz column falls on. */
export const marketplaceDay = (column: string, zone: string) =>
  `(${column} AT TIME ZONE ${zone})::date`;

/** Today in the marketplace. */
export const marketplaceToday = (zone: string) => marketplaceDay('now()', zone);

/** The instant a marketplace day (a date expression) starts. */
export const dayStartsAt = (day: string, zone: string) =>
  `((${day})::date::timestamp AT TIME ZONE ${zone})`;
