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

/** How a statement is sent. */
export interface QueryOptions {
  /**
   * Prepares the statement under this name once per connection and reuses
   * its plan (PostgreSQL; PGlite, in this process, plans each time). Only
   * for fixed SQL run on nearly every request whose plan cannot depend on
   * its values, such as a lookup by primary keys: PostgreSQL may switch a
   * prepared statement to one generic plan after five runs, which a
   * statement whose best plan depends on its values (a list's filters)
   * must not get.
   */
  name: string;
}

export interface Db {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
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
