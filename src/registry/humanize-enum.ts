/**
 * How an enum value reads to a person, in the console and in the API's
 * messages alike: `PENDING_VERIFICATION` → `Pending verification`.
 */
export function humanizeEnum(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '—';
  const words = value.replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
