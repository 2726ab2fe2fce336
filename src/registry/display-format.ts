/**
 * How money and calendar dates read, for the console's screens and the
 * API's documents (a statement's PDF) alike: pure, so the server may
 * import it with the registry.
 */
const moneyFormat = new Intl.NumberFormat('en-MY', {
  style: 'currency',
  currency: 'MYR',
  minimumFractionDigits: 2,
});
const dateFormat = new Intl.DateTimeFormat('en-MY', { dateStyle: 'medium' });

/** Money travels as integer sen; people read ringgit. */
export function formatMoney(sen: unknown): string {
  if (typeof sen !== 'number' || !Number.isFinite(sen)) return '—';
  return moneyFormat.format(sen / 100);
}

/** A calendar date (`YYYY-MM-DD`) or an instant, as a day. */
export function formatDate(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // A calendar date has no time zone; parsing it as UTC would shift it a day west of Greenwich.
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return dateFormat.format(new Date(y, m - 1, d));
  }
  const date = toDate(value);
  return date ? dateFormat.format(date) : '—';
}

export function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
