/**
 * The one database interface the server codes against. PGlite (embedded, the
 * default) and node-postgres (when DATABASE_URL is set) both implement it, so
 * the same parameterised SQL runs on either engine. Values travel only as
 * `params` ($1, $2, …); SQL text is never built from values.
 */
export interface QueryResult<T> {
  rows: T[];
  /** Rows changed by INSERT/UPDATE/DELETE. */
  affectedRows: number;
}

/** What a listener does with a channel's notifications. */
export interface NotificationHandlers {
  /** Every payload sent to the channel by a transaction that committed. */
  onNotification: (payload: string) => void;
  /**
   * Called after a lost connection was replaced: notifications sent while
   * it was down are gone, so state they would have carried must be re-read.
   */
  onReconnect: () => void;
}

/** A channel being listened to; `stop` ends it. */
export interface Listening {
  stop(): Promise<void>;
}

export interface Db {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<T>>;
  /**
   * Loads rows in PostgreSQL's COPY text format into `target` ("table
   * (col, …)"): the bulk path of a large seed, many times faster than INSERTs.
   */
  copyFrom(target: string, text: string): Promise<void>;
  /** Runs `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` on one connection held for all of it, so that session state
   * such as an advisory lock lasts across its statements and transactions.
   */
  withConnection<T>(fn: (connection: Db) => Promise<T>): Promise<T>;
  /**
   * Receives `NOTIFY` payloads on `channel`, from this process and, on
   * PostgreSQL, from every other one (there on a connection of its own).
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<Listening>;
  close(): Promise<void>;
  readonly engine: 'pglite' | 'postgres';
}
