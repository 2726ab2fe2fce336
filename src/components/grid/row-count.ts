import { createContext } from 'react';

// Two figures and a unit: an estimate claims no more than it knows.
const rough = new Intl.NumberFormat('en-MY', {
  notation: 'compact',
  minimumSignificantDigits: 2,
  maximumSignificantDigits: 2,
});
// Below a thousand there is no unit, and a whole count has no tenths.
const roughSmall = new Intl.NumberFormat('en-MY', {
  maximumSignificantDigits: 2,
});

/**
 * An estimated count in at most two figures, with a unit from a thousand
 * on: 4,980,211 → `5.0M`, 2,000 → `2.0K`, 987 → `990`, 8 → `8`.
 */
export function roughCount(count: number): string {
  return Math.abs(count) < 1000
    ? roughSmall.format(count)
    : rough.format(count);
}

/**
 * The server's estimate of a list's rows (`meta.totalIsEstimate`: it
 * counts exactly only up to a limit), for the list's pager: a grid whose
 * count is an estimate is given no count (-1, so that it never offers a
 * page past an end it cannot know) and its label reads "1–25 of about
 * 5.0M". Undefined where the count is exact.
 */
export const EstimatedRowCount = createContext<number | undefined>(undefined);
