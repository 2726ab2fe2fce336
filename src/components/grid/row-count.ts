import { createContext } from 'react';

// Two figures and a unit: an estimate claims no more than it knows.
const rough = new Intl.NumberFormat('en-MY', {
  notation: 'compact',
  minimumSignificantDigits: 2,
  maximumSignificantDigits: 2,
});

/** An estimated count in two figures and a unit: 4,980,211 → `5.0M`. */
export function roughCount(count: number): string {
  return rough.format(count);
}

/**
 * The server's estimate of a list's rows (`meta.totalIsEstimate`: it
 * counts exactly only up to a limit), for the list's pager: a grid whose
 * count is an estimate is given no count (-1, so that it never offers a
 * page past an end it cannot know) and its label reads "1–25 of about
 * 5.0M". Undefined where the count is exact.
 */
export const EstimatedRowCount = createContext<number | undefined>(undefined);
