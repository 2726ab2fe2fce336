import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { ServerConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import type {
  Db,
  Listening,
  NotificationHandlers,
  QueryOptions,
  QueryResult,
} from './db';
import { listenOnPostgres } from './postgres-listener';
import { poolSize, warmPool } from './warm-pool';

/** Where the database lives: a PostgreSQL url, a PGlite directory, or PGlite in memory. */
export interface OpenDatabaseOptions {
  url?: string;
  /** A directory, or `'memory'` (the same as leaving it out) for a database that lives only in this process. */
  dataDir?: string;
  /**
   * Open every pooled PostgreSQL connection before the first request, each
   * with the schema's tables already known to it (`warmPool`): a server's,
   * not a one-off command's.
   */
  warm?: boolean;
}

const OID = {
  int8: 20,
  numeric: 1700,
  date: 1082,
  time: 1083,
  timestamptz: 1184,
  timestamp: 1114,
  int8Array: 1016,
} as const;

/** bigint ids and sen amounts fit a double far beyond any real marketplace; keep the text past that. */
function toNumber(text: string): number | string {
  const n = Number(text);
  return Number.isSafeInteger(n) || !Number.isInteger(n) ? n : text;
}

/** `{1,2,3}` → [1, 2, 3]; bigint[] columns only ever hold ids. */
function parseInt8Array(text: string): (number | string | null)[] {
  const inner = text.slice(1, -1).trim();
  if (inner === '') return [];
  return inner
    .split(',')
    .map((part) => (part === 'NULL' ? null : toNumber(part)));
}

/**
 * The wire format wants dates as `YYYY-MM-DD`, times as `HH:mm` and instants
 * as ISO-8601; both drivers would otherwise hand back Date objects shifted
 * into the host's time zone.
 */
const textParsers: Record<number, (text: string) => unknown> = {
  [OID.int8]: toNumber,
  [OID.numeric]: (text) => Number(text),
  [OID.date]: (text) => text,
  [OID.time]: (text) => text.slice(0, 5),
  [OID.timestamptz]: (text) => new Date(text).toISOString(),
  [OID.timestamp]: (text) => new Date(`${text}Z`).toISOString(),
  [OID.int8Array]: parseInt8Array,
};

/**
 * A turn of the event loop. PGlite runs a query synchronously on this thread
 * and settles its promise as a microtask, so a chain of queries (the rollup
 * catching up a year of days, a bulk job, an import) never lets Node read a
 * socket: every other request waited for the whole chain (a merchant's new
 * commission held the API for 4 s). Each statement outside a transaction, and
 * each transaction, waits for one turn first; PGlite's lock is first come,
 * first served, so requests that arrived meanwhile go in between.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function pgliteDb(lite: PGlite, onClose: () => void): Db {
  const listen = async (
    channel: string,
    handlers: NotificationHandlers,
  ): Promise<Listening> => {
    // In-process: the one connection delivers its own notifications, at
    // commit, and never drops, so `onReconnect` is never needed.
    const unlisten = await lite.listen(channel, handlers.onNotification);
    return { stop: () => unlisten() };
  };
  const wrap = (runner: Pick<PGlite, 'query'>, inTx: boolean): Db => {
    const db: Db = {
      engine: 'pglite',
      async query<T>(
        sql: string,
        params?: readonly unknown[],
      ): Promise<QueryResult<T>> {
        if (!inTx) await nextTurn();
        const result = await runner.query<T>(
          sql,
          params ? [...params] : undefined,
        );
        return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
      },
      async copyFrom(target, text) {
        if (!inTx) await nextTurn();
        await runner.query(`COPY ${target} FROM '/dev/blob'`, [], {
          blob: new Blob([text]),
        });
      },
      async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
        // PGlite has one connection: a nested call joins the open transaction.
        if (inTx) return fn(wrap(runner, true));
        await nextTurn();
        return lite.transaction((tx) => fn(wrap(tx, true)));
      },
      withConnection: (fn) => fn(db),
      listen,
      async close() {
        await lite.close();
        onClose();
      },
    };
    return db;
  };
  return wrap(lite, false);
}

/** A statement as node-postgres sends it: named, so prepared once per connection, when asked. */
const statement = (
  sql: string,
  params: readonly unknown[] | undefined,
  options: QueryOptions | undefined,
): pg.QueryConfig => ({
  text: sql,
  values: params ? [...params] : undefined,
  name: options?.name,
});

/** Streams COPY text to the server on the client's connection (its transaction, if one is open). */
async function copyOnClient(
  client: pg.PoolClient,
  target: string,
  text: string,
): Promise<void> {
  const stream = client.query(copyFrom(`COPY ${target} FROM STDIN`));
  await pipeline(Readable.from([text]), stream);
}

function postgresDb(pool: pg.Pool, url: string): Db {
  const onClient = (client: pg.PoolClient, inTx: boolean): Db => {
    const db: Db = {
      engine: 'postgres',
      async query<T>(
        sql: string,
        params?: readonly unknown[],
        options?: QueryOptions,
      ): Promise<QueryResult<T>> {
        const result = await client.query(statement(sql, params, options));
        return {
          rows: result.rows as T[],
          affectedRows: result.rowCount ?? 0,
        };
      },
      copyFrom: (target, text) => copyOnClient(client, target, text),
      // Inside a transaction a nested call joins it.
      transaction: (fn) =>
        inTx ? fn(onClient(client, true)) : inTransaction(client, fn),
      withConnection: (fn) => fn(db),
      listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
      close: () => Promise.resolve(),
    };
    return db;
  };
  const inTransaction = async <T>(
    client: pg.PoolClient,
    fn: (tx: Db) => Promise<T>,
  ): Promise<T> => {
    await client.query('BEGIN');
    try {
      const value = await fn(onClient(client, true));
      await client.query('COMMIT');
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  };
  const onOwnClient = async <T>(
    fn: (client: pg.PoolClient) => Promise<T>,
  ): Promise<T> => {
    const client = await pool.connect();
    try {
      return await fn(client);
    } finally {
      // The pool drops a connection that died meanwhile instead of reusing it.
      client.release();
    }
  };
  return {
    engine: 'postgres',
    async query<T>(
      sql: string,
      params?: readonly unknown[],
      options?: QueryOptions,
    ): Promise<QueryResult<T>> {
      const result = await pool.query(statement(sql, params, options));
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
    },
    copyFrom: (target, text) =>
      onOwnClient((client) => copyOnClient(client, target, text)),
    transaction: (fn) => onOwnClient((client) => inTransaction(client, fn)),
    withConnection: (fn) =>
      onOwnClient((client) => fn(onClient(client, false))),
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

/**
 * The url with JIT compilation off for its sessions (kept beside any other
 * `options` it has): the API's queries are short, and a report whose plan
 * guesses high (the orders of days behind its rollups, usually none) spent
 * 1.4 s of its 2 s compiling at 1M orders.
 */
function withoutJit(url: string): string {
  try {
    const parsed = new URL(url);
    const options = parsed.searchParams.get('options') ?? '';
    parsed.searchParams.set('options', `${options} -c jit=off`.trim());
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * Opens the server's database: node-postgres when `url` is given, else PGlite
 * persisted in `dataDir` (or in memory for `'memory'` / no dir). Both return
 * ids, money and numerics as JS numbers and temporal values as strings.
 *
 * @throws when `dataDir` is already open in another live process.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Db> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: withoutJit(opts.url),
      max: poolSize,
      // A connection once opened is kept, as a fixed-size pool keeps it: a
      // new one costs its first statements' plans again (warmPool).
      min: poolSize,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          const parser = textParsers[oid];
          if (parser && format !== 'binary') return parser;
          const fallback: unknown = pg.types.getTypeParser(
            oid,
            format ?? 'text',
          );
          return fallback;
        }) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client's network error would otherwise crash the process.
    pool.on('error', () => undefined);

    await pool.query('SELECT 1');
    if (opts.warm) await warmPool(pool);
    return postgresDb(pool, opts.url);
  }
  const dataDir =
    opts.dataDir && opts.dataDir !== 'memory' ? opts.dataDir : undefined;
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  try {
    const lite = await createPglite(dataDir);
    return pgliteDb(lite, () => lock?.release());
  } catch (error) {
    lock?.release();
    throw error;
  }
}

function createPglite(dataDir: string | undefined, copyOf?: Blob) {
  const parsers = Object.fromEntries(
    Object.entries(textParsers).map(([oid, parse]) => [
      oid,
      (text: string) => parse(text),
    ]),
  );
  return PGlite.create(dataDir, {
    parsers: { ...parsers, [pgliteTypes.INT8]: toNumber },
    // Trigram indexes serve `q`'s match-anywhere search, as on PostgreSQL.
    extensions: { pg_trgm },
    ...(copyOf ? { loadDataDir: copyOf } : {}),
  });
}

/**
 * An in-memory PGlite database, empty or a copy of another (`copy()`'s
 * tarball of its data directory), and a way to copy it in turn. Tests seed
 * one and start every server from a copy: loading a copy takes a fraction
 * of migrating and seeding.
 */
export async function openCopyableDatabase(
  copyOf?: Blob,
): Promise<{ db: Db; copy(): Promise<Blob> }> {
  const lite = await createPglite(undefined, copyOf);
  return {
    db: pgliteDb(lite, () => undefined),
    copy: () => lite.dumpDataDir('none'),
  };
}

/** The database the configuration names: DATABASE_URL's PostgreSQL, else PGlite in memory or in DATA_DIR. */
export function openConfiguredDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseMode' | 'dataDir'>,
  { warm = false }: Pick<OpenDatabaseOptions, 'warm'> = {},
): Promise<Db> {
  return openDatabase({
    url: config.databaseUrl,
    warm,
    dataDir:
      config.databaseMode === 'memory'
        ? 'memory'
        : join(config.dataDir, 'pglite'),
  });
}
