import type { Db } from '../db/db';

/**
 * Who has which record open, and who holds its edit lock, shared by every
 * API instance on the database. A row is one socket's: it goes when the
 * socket closes, and its instance refreshes `seen_at` while it runs, so the
 * rows of an instance that crashed age out. A lock belongs to a presence
 * row and goes with it.
 */
export const presenceDdl: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS record_presence (
    socket_id text PRIMARY KEY,
    instance_id text NOT NULL,
    resource text NOT NULL,
    record_id text NOT NULL,
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    user_name text NOT NULL,
    mode text NOT NULL CHECK (mode IN ('view', 'edit')),
    since timestamptz NOT NULL DEFAULT now(),
    seen_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS record_presence_record
     ON record_presence (resource, record_id)`,
  `CREATE INDEX IF NOT EXISTS record_presence_instance
     ON record_presence (instance_id)`,
  `CREATE TABLE IF NOT EXISTS record_edit_locks (
    resource text NOT NULL,
    record_id text NOT NULL,
    socket_id text NOT NULL REFERENCES record_presence (socket_id) ON DELETE CASCADE,
    user_id bigint NOT NULL,
    user_name text NOT NULL,
    since timestamptz NOT NULL DEFAULT now(),
    active_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (resource, record_id)
  )`,
  `CREATE INDEX IF NOT EXISTS record_edit_locks_socket
     ON record_edit_locks (socket_id)`,
];

/** One record, as the socket frames name it. */
export interface RecordRef {
  resource: string;
  recordId: string;
}

export type PresenceMode = 'view' | 'edit';

/** A socket's user, with the socket that has the record open. */
export interface Visitor {
  socketId: string;
  userId: number;
  name: string;
}

export interface PresenceEntry extends Visitor {
  mode: PresenceMode;
  /** ISO instant the socket opened the record (in this mode). */
  since: string;
}

export interface EditLock extends Visitor {
  /** ISO instant the holder took the lock. */
  since: string;
}

export interface RecordPresence {
  entries: PresenceEntry[];
  lock: EditLock | null;
}

interface Row {
  socket_id: string;
  user_id: string | number;
  user_name: string;
  mode?: PresenceMode;
  since: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const visitorOf = (row: Row): Visitor => ({
  socketId: row.socket_id,
  userId: Number(row.user_id),
  name: row.user_name,
});

/** Seconds as a parameter PostgreSQL reads as an interval. */
const interval = (ms: number) => `${ms / 1000} seconds`;

export interface PresenceStoreOptions {
  instanceId: string;
  /** A presence row not refreshed for this long belongs to a dead instance. */
  staleAfterMs: number;
  /** A lock whose holder has been idle this long is free. */
  lockIdleMs: number;
}

/**
 * The presence tables' queries. Times are the database's, so instances
 * with skewed clocks agree on who is idle.
 */
export function presenceStore(
  db: Db,
  { instanceId, staleAfterMs, lockIdleMs }: PresenceStoreOptions,
) {
  /**
   * Takes the lock on `ref` for `visitor` if it is free, lapsed, or held by
   * the same user (another tab of theirs); with `force`, whoever holds it.
   * Returns the socket it was taken from, if another one held it.
   */
  async function takeLock(
    tx: Db,
    ref: RecordRef,
    visitor: Visitor,
    force: boolean,
  ): Promise<{ taken: boolean; from: Visitor | null }> {
    const { rows: held } = await tx.query<Row>(
      `SELECT socket_id, user_id, user_name, since FROM record_edit_locks
        WHERE resource = $1 AND record_id = $2 FOR UPDATE`,
      [ref.resource, ref.recordId],
    );
    const holder = held[0] ? visitorOf(held[0]) : null;
    const { rows } = await tx.query(
      `INSERT INTO record_edit_locks (resource, record_id, socket_id, user_id, user_name)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (resource, record_id) DO UPDATE
         SET socket_id = EXCLUDED.socket_id, user_id = EXCLUDED.user_id,
             user_name = EXCLUDED.user_name, active_at = now(),
             since = CASE WHEN record_edit_locks.user_id = EXCLUDED.user_id
                          THEN record_edit_locks.since ELSE now() END
       WHERE $6 OR record_edit_locks.user_id = EXCLUDED.user_id
          OR record_edit_locks.active_at < now() - $7::interval
       RETURNING socket_id`,
      [
        ref.resource,
        ref.recordId,
        visitor.socketId,
        visitor.userId,
        visitor.name,
        force,
        interval(lockIdleMs),
      ],
    );
    const taken = rows.length > 0;
    const from =
      taken && holder && holder.socketId !== visitor.socketId ? holder : null;
    return { taken, from };
  }

  return {
    /**
     * Records that `visitor`'s socket has `ref` open in `mode` (it has one
     * record open at a time), drops a lock it holds elsewhere, and in edit
     * mode takes the lock if it is free.
     */
    open(ref: RecordRef, visitor: Visitor, mode: PresenceMode) {
      return db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO record_presence
             (socket_id, instance_id, resource, record_id, user_id, user_name, mode)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (socket_id) DO UPDATE
             SET resource = EXCLUDED.resource, record_id = EXCLUDED.record_id,
                 mode = EXCLUDED.mode, seen_at = now(),
                 since = CASE
                   WHEN (record_presence.resource, record_presence.record_id, record_presence.mode)
                      = (EXCLUDED.resource, EXCLUDED.record_id, EXCLUDED.mode)
                   THEN record_presence.since ELSE now() END`,
          [
            visitor.socketId,
            instanceId,
            ref.resource,
            ref.recordId,
            visitor.userId,
            visitor.name,
            mode,
          ],
        );
        await tx.query(
          `DELETE FROM record_edit_locks
            WHERE socket_id = $1
              AND NOT ($2 AND resource = $3 AND record_id = $4)`,
          [visitor.socketId, mode === 'edit', ref.resource, ref.recordId],
        );
        if (mode === 'edit') await takeLock(tx, ref, visitor, false);
      });
    },

    /** The socket closed the record (and with it any lock it held). */
    async leave(socketId: string): Promise<void> {
      await db.query('DELETE FROM record_presence WHERE socket_id = $1', [
        socketId,
      ]);
    },

    /**
     * The holder is still at work: its lock's idle clock restarts. A holder
     * whose lock lapsed takes it back if nobody else took it meanwhile.
     * @returns whether the lock changed hands (others must be told).
     */
    active(ref: RecordRef, visitor: Visitor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const { affectedRows } = await tx.query(
          `UPDATE record_edit_locks SET active_at = now()
            WHERE socket_id = $1 AND resource = $2 AND record_id = $3`,
          [visitor.socketId, ref.resource, ref.recordId],
        );
        if (affectedRows > 0) return false;
        return (await takeLock(tx, ref, visitor, false)).taken;
      });
    },

    /** Moves the lock to `visitor`; returns whom it was taken from. */
    takeOver(ref: RecordRef, visitor: Visitor): Promise<Visitor | null> {
      return db.transaction(
        async (tx) => (await takeLock(tx, ref, visitor, true)).from,
      );
    },

    /** Who has `ref` open, and who holds its lock, now. */
    async read(ref: RecordRef): Promise<RecordPresence> {
      const [entries, locks] = await Promise.all([
        db.query<Row>(
          `SELECT socket_id, user_id, user_name, mode, since FROM record_presence
            WHERE resource = $1 AND record_id = $2
              AND seen_at > now() - $3::interval
            ORDER BY since, socket_id`,
          [ref.resource, ref.recordId, interval(staleAfterMs)],
        ),
        db.query<Row>(
          `SELECT socket_id, user_id, user_name, since FROM record_edit_locks
            WHERE resource = $1 AND record_id = $2
              AND active_at > now() - $3::interval`,
          [ref.resource, ref.recordId, interval(lockIdleMs)],
        ),
      ]);
      const lock = locks.rows[0];
      return {
        entries: entries.rows.map((row) => ({
          ...visitorOf(row),
          mode: row.mode ?? 'view',
          since: iso(row.since),
        })),
        lock: lock ? { ...visitorOf(lock), since: iso(lock.since) } : null,
      };
    },

    /**
     * This instance's heartbeat, then the sweep every instance runs: rows
     * of dead instances and lapsed locks go.
     * @returns the records whose presence changed.
     */
    async sweep(): Promise<RecordRef[]> {
      await db.query(
        'UPDATE record_presence SET seen_at = now() WHERE instance_id = $1',
        [instanceId],
      );
      const gone = await db.query<{ resource: string; record_id: string }>(
        `DELETE FROM record_presence WHERE seen_at < now() - $1::interval
         RETURNING resource, record_id`,
        [interval(staleAfterMs)],
      );
      const lapsed = await db.query<{ resource: string; record_id: string }>(
        `DELETE FROM record_edit_locks WHERE active_at < now() - $1::interval
         RETURNING resource, record_id`,
        [interval(lockIdleMs)],
      );
      return distinctRefs([...gone.rows, ...lapsed.rows]);
    },

    /** Everything this instance's sockets had open, on shutdown. */
    async leaveAll(): Promise<RecordRef[]> {
      const { rows } = await db.query<{ resource: string; record_id: string }>(
        `DELETE FROM record_presence WHERE instance_id = $1
         RETURNING resource, record_id`,
        [instanceId],
      );
      return distinctRefs(rows);
    },
  };
}

export type PresenceStore = ReturnType<typeof presenceStore>;

function distinctRefs(
  rows: readonly { resource: string; record_id: string }[],
): RecordRef[] {
  const refs = new Map<string, RecordRef>();
  for (const row of rows)
    refs.set(JSON.stringify([row.resource, row.record_id]), {
      resource: row.resource,
      recordId: row.record_id,
    });
  return [...refs.values()];
}
