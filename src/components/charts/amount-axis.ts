const compactCount = new Intl.NumberFormat('en-MY', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A money tick in ringgit, as short as it can be read: "RM 0", "RM 500", "RM 1.5K", "RM 2.3M". */
export function ringgitTick(ringgit: number): string {
  // Built by hand: Intl's compact currency writes "RM 0.0" and "RM 12.0K".
  const sign = ringgit < 0 ? '-' : '';
  return `${sign}RM ${compactCount.format(Math.abs(ringgit))}`;
}

/**
 * A value axis for an amount (a count, or money in ringgit). It starts at
 * zero, so that a bar's length, an area's height or a line's rise is the
 * amount itself: an axis from the lowest day (RM 1K) made a day with a
 * third more sales look several times bigger. Below zero only when a value
 * is (a net after refunds). Counts tick at whole numbers.
 */
export function amountAxis(
  measure: 'count' | 'money',
  values: readonly number[],
) {
  return {
    min: Math.min(0, ...values),
    ...(measure === 'count' ? { tickMinStep: 1 } : {}),
    valueFormatter: (value: number) =>
      measure === 'money' ? ringgitTick(value) : compactCount.format(value),
  };
}
