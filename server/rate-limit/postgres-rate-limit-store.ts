import type { Db } from '../db/db';
import type { RateLimitStore } from './rate-limit-store';
import { slidingWindowVerdict } from './sliding-window-limiter';

/**
 * One row per limited key: the times (epoch ms, oldest first) of its hits
 * still in the window. UNLOGGED because counts are worth no WAL: a crash
 * that loses them only forgives a few failed sign-ins.
 */
export const rateLimitDdl: readonly string[] = [
  `CREATE UNLOGGED TABLE IF NOT EXISTS rate_limit_windows (
    key text PRIMARY KEY,
    hits bigint[] NOT NULL,
    last_refused boolean NOT NULL,
    seen_ms bigint NOT NULL,
    expires_ms bigint NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS rate_limit_windows_expires_idx ON rate_limit_windows (expires_ms)',
];

const nowMs = '(extract(epoch FROM clock_timestamp()) * 1000)::bigint';

/** The hits of row `w` still in the window at EXCLUDED.seen_ms ($3 = window ms). */
const liveHits =
  'ARRAY(SELECT h FROM unnest(w.hits) AS h WHERE h > EXCLUDED.seen_ms - $3 ORDER BY h)';

/**
 * Records one hit in a single statement: the upsert locks the key's row, so
 * concurrent hits from every instance are counted one after another and
 * never both take the last place. The database's clock is the only one
 * used, so instances whose clocks differ still agree on the window.
 */
const hitSql = `
  INSERT INTO rate_limit_windows AS w (key, hits, last_refused, seen_ms, expires_ms)
  SELECT $1, ARRAY[now.ms], false, now.ms, now.ms + $3 FROM (SELECT ${nowMs} AS ms) now
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN cardinality(${liveHits}) < $2
                THEN ${liveHits} || EXCLUDED.seen_ms
                ELSE ${liveHits} END,
    last_refused = cardinality(${liveHits}) >= $2,
    seen_ms = EXCLUDED.seen_ms,
    expires_ms = EXCLUDED.expires_ms
  RETURNING hits, last_refused, seen_ms`;

const peekSql = `
  SELECT coalesce(w.hits, '{}') AS hits, now.ms AS seen_ms
    FROM (SELECT ${nowMs} AS ms) now
    LEFT JOIN rate_limit_windows w ON w.key = $1`;

/** Stale rows are deleted once every this many hits. */
const pruneEvery = 1000;

/**
 * Counts in PostgreSQL, so that every API instance on the database sees
 * the same windows: failed sign-ins spread over instances behind a load
 * balancer add up. Same sliding-window semantics as the in-memory limiter.
 */
export function postgresRateLimitStore(db: Db): RateLimitStore {
  let hitsSincePrune = 0;
  const pruneNowAndThen = async () => {
    hitsSincePrune += 1;
    if (hitsSincePrune < pruneEvery) return;
    hitsSincePrune = 0;
    await db.query(
      `DELETE FROM rate_limit_windows WHERE expires_ms < ${nowMs}`,
    );
  };

  return {
    limiter(name, window) {
      const keyOf = (key: string) => `${name}:${key}`;
      return {
        async hit(key) {
          await pruneNowAndThen();
          const { rows } = await db.query<{
            hits: number[];
            last_refused: boolean;
            seen_ms: number;
          }>(hitSql, [keyOf(key), window.limit, window.windowMs]);
          const row = rows[0];
          if (!row) throw new Error('The rate-limit upsert returned no row');
          // Judge the hit against the window as it was before it.
          const before = row.last_refused ? row.hits : row.hits.slice(0, -1);
          return slidingWindowVerdict(before, row.seen_ms, window, true);
        },
        async peek(key) {
          const { rows } = await db.query<{ hits: number[]; seen_ms: number }>(
            peekSql,
            [keyOf(key)],
          );
          const at = rows[0]?.seen_ms ?? Date.now();
          const live = (rows[0]?.hits ?? []).filter(
            (t) => t > at - window.windowMs,
          );
          return slidingWindowVerdict(live, at, window, false);
        },
        async reset(key) {
          await db.query('DELETE FROM rate_limit_windows WHERE key = $1', [
            keyOf(key),
          ]);
        },
      };
    },
  };
}
