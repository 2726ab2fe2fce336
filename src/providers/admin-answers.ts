import type { RowWarnings } from '../registry/record-warnings';
import type { UserData } from '../state/token-storage';
import type { ReferenceTitles } from './response-extras';

type Row = Record<string, unknown>;

/** One record in the contract's envelope (an action's answer: the updated record). */
export interface RecordAnswer<T = Row> {
  data: T;
}

/** Rows of a report or a record's report section, with their total and references' titles. */
export interface RowsAnswer<T = Row> {
  data: T[];
  meta?: { total?: number; titles?: ReferenceTitles };
}

/** A list asked for its size alone (`perPage=1`): `meta.total` is the count. */
export interface CountAnswer {
  meta?: { total?: number };
}

/** The contract's bulk report: `{ succeeded: [ids], failed: [{ id, message }] }`. */
export interface BulkReport {
  succeeded: (string | number)[];
  failed: { id: string | number; message: string }[];
  /** Rows whose call waits for approval (an approval policy), each with its request. */
  held?: { id: string | number; requestId: string | number }[];
  /** Where the resource checks its records: the rows with warnings, beside their outcome. */
  warnings?: RowWarnings[];
}

/**
 * A bulk action run as a job on the server (a selection of every matching
 * row, thousands of them): its progress while it runs, then its report.
 */
export interface BulkJob extends BulkReport {
  id: number;
  status: 'RUNNING' | 'DONE' | 'FAILED';
  /** Rows the job runs on, and rows with an outcome so far. */
  total: number;
  done: number;
  /** Why the job stopped before its end (its owner was suspended). */
  failureReason?: string;
}

/** The contract's import report (a dry run's, or a committed import's). */
export interface ImportReport {
  created: number;
  updated: number;
  /** The first 1,000 failed rows, lowest row first. */
  failed: { row: number; errors: string[] | Record<string, string[]> }[];
  /** Every failed row, listed or not (absent from servers older than the cap). */
  failedCount?: number;
  failedTruncated?: boolean;
  rowsChecked?: number;
}

/** The signed-in user's profile. */
export type ProfileAnswer = RecordAnswer<UserData>;
