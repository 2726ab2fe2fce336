import type { Db } from './db';

/** What a seed decided before its first row: kept, so a resumed seed makes the same marketplace. */
export interface SeedPlan {
  /** The instant the seed's timeline ends at (ms). */
  now: number;
  scale: number;
}

/**
 * A seed's progress, a row per step it has committed ('plan', 'before-orders',
 * 'day:17', …, 'done', 'rolled-up'), written in each step's own transaction: a seed that
 * dies (a killed process, a full disk) starts again where it stopped.
 */
export class SeedProgress {
  private constructor(
    private readonly steps: Map<string, unknown>,
    readonly plan: SeedPlan | undefined,
  ) {}

  static async read(db: Db): Promise<SeedProgress> {
    await db.query(
      `CREATE TABLE IF NOT EXISTS seed_progress (
         step text PRIMARY KEY,
         detail jsonb,
         done_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await db.query<{ step: string; detail: unknown }>(
      'SELECT step, detail FROM seed_progress',
    );
    const steps = new Map(rows.map((r) => [r.step, r.detail]));
    return new SeedProgress(steps, steps.get('plan') as SeedPlan | undefined);
  }

  has(step: string): boolean {
    return this.steps.has(step);
  }

  get started(): boolean {
    return this.steps.size > 0;
  }

  /** Marks a step done, inside the transaction that did it. */
  async mark(tx: Db, step: string, detail: unknown = null): Promise<void> {
    await tx.query(
      'INSERT INTO seed_progress (step, detail) VALUES ($1, $2::text::jsonb) ON CONFLICT (step) DO UPDATE SET detail = EXCLUDED.detail',
      [step, JSON.stringify(detail)],
    );
    this.steps.set(step, detail);
  }
}

/** An index dropped for a big load, and the statement that builds it again. */
interface DroppedIndex {
  name: string;
  definition: string;
}

/**
 * Drops the secondary indexes of `tables` (not those behind a primary key
 * or a unique constraint), noting their definitions in the progress in the
 * same transaction: loading 75M rows and then building each index once is
 * several times faster than keeping 30 indexes up to date row by row.
 */
export async function dropSecondaryIndexes(
  db: Db,
  progress: SeedProgress,
  tables: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<DroppedIndex>(
      `SELECT i.indexname AS name, i.indexdef AS definition
         FROM pg_indexes i
        WHERE i.schemaname = current_schema()
          AND i.tablename = ANY($1::text[])
          AND NOT EXISTS (
            SELECT 1 FROM pg_constraint c
             WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
      [tables],
    );
    if (rows.length === 0) return;
    await progress.mark(tx, 'dropped-indexes', rows);
    for (const index of rows)
      await tx.query(`DROP INDEX ${quoted(index.name)}`);
    // Autovacuum would chase the load, vacuuming tables that grow by the
    // second; the seed vacuums and analyses everything once it is done.
    await progress.mark(tx, 'autovacuum-off', tables);
    for (const table of tables)
      await tx.query(
        `ALTER TABLE ${quoted(table)} SET (autovacuum_enabled = false)`,
      );
  });
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Builds again the indexes `dropSecondaryIndexes` dropped (one by one, each
 * skipped if a resumed seed built it already), gives the tables their
 * autovacuum back, then forgets both.
 */
export async function restoreSecondaryIndexes(
  db: Db,
  progress: SeedProgress,
  report: (line: string) => void,
): Promise<void> {
  const { rows } = await db.query<{ detail: DroppedIndex[] }>(
    "SELECT detail FROM seed_progress WHERE step = 'dropped-indexes'",
  );
  const dropped = rows[0]?.detail ?? [];
  if (dropped.length === 0) return;
  await db.withConnection(async (connection) => {
    // An index build sorts its table: the more memory, the fewer passes to disk.
    await connection.query("SET maintenance_work_mem = '512MB'");
    for (const [k, index] of dropped.entries()) {
      const started = Date.now();
      await connection.query(
        index.definition.replace(
          /^CREATE (UNIQUE )?INDEX /,
          (_, unique: string | undefined) =>
            `CREATE ${unique ?? ''}INDEX IF NOT EXISTS `,
        ),
      );
      report(
        `seed: index ${k + 1} of ${dropped.length} (${index.name}) built in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    await connection.query('RESET maintenance_work_mem');
  });
  const { rows: paused } = await db.query<{ detail: string[] }>(
    "SELECT detail FROM seed_progress WHERE step = 'autovacuum-off'",
  );
  await db.transaction(async (tx) => {
    for (const table of paused[0]?.detail ?? [])
      await tx.query(`ALTER TABLE ${quoted(table)} RESET (autovacuum_enabled)`);
    await tx.query(
      "DELETE FROM seed_progress WHERE step IN ('dropped-indexes', 'autovacuum-off')",
    );
    await progress.mark(tx, 'indexes-restored');
  });
}
