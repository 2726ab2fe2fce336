import type { AuditEntry } from '../audit/write-audit';
import type { AuthUser, ChangeNotice } from '../context';
import type { Db } from '../db/db';
import type { TableModel } from '../db/table-model';
import type { RequestOrigin } from '../http/request-origin';
import type { Expected } from './precondition';
import type { WireRecord } from './record-store';
import type { WriteScope } from './write-record';

/** The kinds of write; the kind decides which of the shared checks apply. */
export type WriteKind = 'create' | 'update' | 'delete' | 'action' | 'import';

/** The stored record a write changes. */
export interface WriteTarget {
  id: number;
  /** The version the caller read (If-Match); a record that moved on is a 409. */
  expected?: Expected;
}

/** What the audit row says happened; `writeRecord` adds who and from where. */
export type AuditChange = Omit<
  AuditEntry,
  'actorId' | 'resource' | 'ip' | 'userAgent'
>;

/** A write that happened: `writeRecord` checks what it left, audits and announces it. */
export interface Written<Result> {
  isWritten: true;
  /** What `writeRecord` answers with. */
  result: Result;
  /** The record as a create or an update left it, checked again before commit. */
  after?: WireRecord;
  audit: AuditChange;
  /** The notices for the sockets, in order, sent when the transaction commits. */
  notices: ChangeNotice[];
}

/** One record a write of many made (no `before`) or changed. */
export interface Touched {
  before?: WireRecord;
  after: WireRecord;
}

/** What `writeRecord` gives a change's `apply`. */
export interface ApplyScope extends WriteScope {
  /**
   * A write of many records (an import) hands over each batch it wrote, as
   * it goes, and the writer stores their revisions at once: no write holds
   * every record of a 100,000-row file. A write of one record leaves this
   * alone; its kind says which revision it leaves.
   */
  touched(records: readonly Touched[]): Promise<void>;
}

/**
 * A call its entry may hold for approval (`approval` on an action,
 * `editApproval`, a member set's `approval`): what `writeRecord` stores
 * when it holds it, so it can run later exactly as asked. An approved
 * call's run has none, so it is never held again.
 */
export interface ApprovalHold<Result> {
  /** The held operation (`heldOperations`): the action's verb, `update`, `set:<path>`. */
  operation: string;
  /**
   * The call as sent: an action's reason and input, a set's member ids.
   * Without it, the values the change's `check` gave: what an edit sets.
   */
  payload?: WireRecord;
  /** The version the caller sent (If-Match). */
  expected?: Expected;
  /**
   * What the call would change, one line each ("Account number: 1234 →
   * 5678"), for the approver to judge; an empty list means it changes
   * nothing, so it runs (as the no-op it is) instead of waiting. Without
   * it, the request shows its payload.
   */
  describe?(tx: Db, before: WireRecord, values: WireRecord): Promise<string[]>;
  /** What `writeRecord` answers with when it holds the call: the stored request. */
  held(request: WireRecord): Result;
}

/**
 * What a call its entry may hold led to: it ran (the record as it left
 * it), or it is held for approval (the pending request).
 */
export type HoldableOutcome = { ran: WireRecord } | { held: WireRecord };

/** A write that found nothing to change: nothing is written, audited or announced. */
export interface Unchanged<Result> {
  isWritten: false;
  result: Result;
}

export type Applied<Result> = Written<Result> | Unchanged<Result>;

/**
 * One write as `writeRecord` runs it: what is shared (locking the stored
 * record, its version, the record-level policy, built-in records, accounts,
 * the checks after the write, audit and announcement) is the writer's; a
 * change supplies only what is its own. `Before` is the stored record the
 * writer locks, or `undefined` for a write that makes new records.
 */
export interface RecordChange<
  Result,
  Before extends WireRecord | undefined = WireRecord | undefined,
> {
  kind: WriteKind;
  /** The verb the record-level policy checks: the kind, or an action's name. */
  verb: string;
  user: AuthUser;
  model: TableModel;
  origin: RequestOrigin;
  /** The record to lock and check the version of; none for a create or an import. */
  target: Before extends WireRecord ? WriteTarget : undefined;
  /**
   * The values the write sets, checked against the entry's rules and
   * references (a 422 names the fields); the record-level policy and the
   * guards judge them.
   */
  check(tx: Db, before: Before): Promise<WireRecord>;
  /** The revision an update brings back (a restore; 0 the original), for the revision it leaves. */
  restoredFrom?: number;
  /** Rules of this kind of write on the stored state (a state machine, four eyes, delete blockers). */
  guard?(tx: Db, before: Before): Promise<void>;
  /** Set when the call may be held for approval instead of applied. */
  approval?: ApprovalHold<Result>;
  /**
   * Whose authority the write runs with, when not the actor's: an approved
   * call runs with its requester's (as they hold it now), the approver
   * having let it through. The actor (`user`) is who the audit names.
   */
  onBehalfOf?: AuthUser;
  /**
   * Writes, and says what it wrote. `writeRecord` gives its `scope`, for an
   * effect that writes through the writer (an approved call) and for the
   * records a write of many touched; a change that wraps another may leave
   * it out when the inner one is no action or import.
   */
  apply(
    tx: Db,
    before: Before,
    values: WireRecord,
    scope?: ApplyScope,
  ): Promise<Applied<Result>>;
}

/** A change of one stored record: an update, a delete, an action. */
export type ChangeOfRecord<Result> = RecordChange<Result, WireRecord>;

/** A change that makes new records: a create, an import. */
export type ChangeOfNewRecords<Result> = RecordChange<Result, undefined>;
