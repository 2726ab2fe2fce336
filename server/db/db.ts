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

export interface Db {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<T>>;
  /** Runs `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly engine: 'pglite' | 'postgres';
}
