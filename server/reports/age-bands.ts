/**
 * The demographic report's age bands (`report.ageBand`) as SQL: a customer's
 * age on `today`, a marketplace date, by their date of birth. A band ends
 * on the birthday its limit is reached: born on or before the day `limit`
 * years before today, they are that old.
 */
/** Each band and the age that ends it, the youngest first; older customers are 55 and up. */
export const bandLimits = [
  ['UNDER_18', 18],
  ['AGE_18_24', 25],
  ['AGE_25_34', 35],
  ['AGE_35_44', 45],
  ['AGE_45_54', 55],
] as const;

/** The band of a birth date (a date expression, null for unknown) on `today`. */
export const ageBandOf = (birthDate: string, today: string) =>
  `CASE WHEN ${birthDate} IS NULL THEN 'UNKNOWN'
    ${bandLimits
      .map(
        ([band, limit]) =>
          `WHEN ${birthDate} > ${today} - interval '${limit} years' THEN '${band}'`,
      )
      .join('\n    ')}
    ELSE 'AGE_55_PLUS' END`;

/**
 * The band the rollups give a year of birth's customers on `today`: that of
 * its 1 July. Where a band's limit falls in the year, those born between
 * the limit and 1 July are in the band beside it: at most half a year's
 * births for each of the five limits, about 1% of the customers.
 */
export const yearBandOf = (year: string, today: string) =>
  ageBandOf(`make_date(${year}, 7, 1)`, today);

/**
 * The first days of the years whose births can be banded apart from their
 * year on `today`: the calendar years a band's limit falls in. In any other
 * year a birth date and the year's 1 July lie on the same side of every
 * limit, so the demographic report reads these few years' customers alone.
 */
export const limitYearsOf = (today: string) =>
  `SELECT make_date(extract(year FROM ${today})::int - years, 1, 1) AS first
   FROM (VALUES ${bandLimits.map(([, limit]) => `(${limit})`).join(', ')}) limits(years)`;
