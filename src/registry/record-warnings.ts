/**
 * What the server finds suspicious about a record of an entry that declares
 * a `warnings` check: it answers them as the record's `warnings` (show and
 * list) and beside each row of a bulk report. Pure data, like the registry:
 * the API builds them, the console shows them as they come.
 */

/** The record field the API answers the warnings in. */
export const warningsField = 'warnings';

export interface RecordWarning {
  /** Stable, for a client to tell the warnings apart: `payout-holder-mismatch`. */
  code: string;
  /** A few words for a list's marker: "Holder mismatch". */
  label: string;
  /** The sentence saying what is wrong, with the values that make it so. */
  message: string;
}

/** A bulk report's warnings of one row, beside its outcome. */
export interface RowWarnings {
  id: number;
  warnings: RecordWarning[];
}

const isWarning = (value: unknown): value is RecordWarning =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RecordWarning).code === 'string' &&
  typeof (value as RecordWarning).label === 'string' &&
  typeof (value as RecordWarning).message === 'string';

/** A record's warnings as the API answered them; none when it sent none. */
export function warningsOf(record: Readonly<Record<string, unknown>>) {
  const value = record[warningsField];
  return Array.isArray(value) ? value.filter(isWarning) : [];
}
