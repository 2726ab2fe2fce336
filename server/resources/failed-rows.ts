import type { FieldErrors } from '../http/errors';

/** A row of an import that cannot be written, numbered as in a spreadsheet. */
export interface FailedRow {
  row: number;
  errors: FieldErrors;
}

export interface FailedRows {
  /** Counts the row, and keeps it while it is among the `limit` lowest row numbers. */
  add(row: number, errors: FieldErrors): void;
  /** Every row added, kept or not. */
  readonly count: number;
  /** The kept rows (at most `limit`), lowest row number first. */
  first(): FailedRow[];
}

/**
 * The first `limit` failed rows of an import and the number of all of them.
 * A file of 100,000 bad rows keeps at most twice `limit` error objects
 * alive, not 100,000. Rows may come out of order (reference checks come after the
 * field checks), so the list is cut back to the lowest rows whenever it
 * reaches twice the limit.
 */
export function failedRows(limit: number): FailedRows {
  let kept: FailedRow[] = [];
  let count = 0;
  const cut = () => {
    kept.sort((a, b) => a.row - b.row);
    if (kept.length > limit) kept = kept.slice(0, limit);
  };
  return {
    add(row, errors) {
      count += 1;
      kept.push({ row, errors });
      if (kept.length >= 2 * limit) cut();
    },
    get count() {
      return count;
    },
    first() {
      cut();
      return kept;
    },
  };
}
