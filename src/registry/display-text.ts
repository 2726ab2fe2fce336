/**
 * A record value as text for headings and cells: strings and numbers as they
 * are, anything else (null, objects from a bad row) as `fallback`, never
 * "[object Object]".
 */
export function displayText(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value === '' ? fallback : value;
  if (typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return fallback;
}
