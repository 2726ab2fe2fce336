import type { FieldSpec } from '../define-resource';
import { displayText } from '../display-text';
import type { Parsed } from './kind-traits';
import { echoed } from './messages';

/** A stored scalar as a CSV cell's text. */
export const scalarCell = (value: unknown): string => displayText(value);

/** NOT NULL for a required field: the clause most kinds stop at. */
export const notNullIfRequired = (field: FieldSpec): string[] =>
  field.required ? ['NOT NULL'] : [];

/** Every operator of the list query but the text ones. */
export const comparisonOps = [
  'eq',
  'ne',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'nin',
  'between',
  'null',
] as const;

/** What a typed value means as it is: text trimmed, anything else unchanged. */
export const typedAsIs = (_field: FieldSpec, raw: unknown): Parsed => ({
  value: typeof raw === 'string' ? raw.trim() : raw,
});

/** An API value shown in an input as it is. */
export const shownAsIs = (_field: FieldSpec, value: unknown): unknown => value;

/** A number written in text, whole when `integer`. */
export function parseNumber(text: string, integer: boolean): Parsed {
  const trimmed = text.trim();
  const n = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(n)) return { error: `${echoed(text)} is not a number` };
  if (integer && !Number.isSafeInteger(n))
    return { error: `${echoed(text)} is not a whole number` };
  return { value: n };
}

/**
 * An emptied input means "no value" (null), so clearing an optional field
 * clears it on the server too; anything else is read by `read`.
 */
export const emptyIsNull =
  <F extends FieldSpec>(read: (field: F, raw: unknown) => Parsed) =>
  (field: F, raw: unknown): Parsed =>
    raw === '' || raw === null || raw === undefined
      ? { value: null }
      : read(field, raw);
