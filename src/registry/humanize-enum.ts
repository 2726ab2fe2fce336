/**
 * A band of numbers, as an enum spells it after the word that names what is
 * counted (`AGE_35_44`, `AGE_55_PLUS`); the field's label says what it is.
 */
const numberBand = /^[A-Z]+_(\d+)_(\d+|PLUS)$/;

/**
 * How an enum value reads to a person, in the console and in the API's
 * messages alike: `PENDING_VERIFICATION` → `Pending verification`, and a
 * band of numbers as its figures: `AGE_35_44` → `35–44`, `AGE_55_PLUS` → `55+`.
 */
export function humanizeEnum(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '—';
  const band = numberBand.exec(value);
  if (band) return band[2] === 'PLUS' ? `${band[1]}+` : `${band[1]}–${band[2]}`;
  const words = value.replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
