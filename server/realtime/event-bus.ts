import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db, Listening } from '../db/db';

const changeSchema = z.object({
  resource: z.string(),
  type: z.enum(['created', 'updated', 'deleted']),
  ids: z.array(z.union([z.number(), z.string()])),
  audience: z
    .object({
      userIds: z.array(z.number()),
      may: z.array(z.object({ resource: z.string(), verb: z.string() })),
    })
    .optional(),
});

const messageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('changed'), change: changeSchema }),
  z.object({
    kind: z.literal('maintenance'),
    state: z.object({ on: z.boolean(), etaTime: z.string().nullable() }),
    /** The stored switch's revision: a late message never undoes a newer state. */
    revision: z.number(),
  }),
  /** Who has a record open, or holds its edit lock, changed: re-read and push it. */
  z.object({
    kind: z.literal('presence'),
    resource: z.string(),
    recordId: z.string(),
  }),
  /** Someone took over an edit lock: the instance holding `socketId` tells it. */
  z.object({
    kind: z.literal('lock-taken'),
    socketId: z.string(),
    resource: z.string(),
    recordId: z.string(),
    by: z.object({ userId: z.number(), name: z.string() }),
    at: z.string(),
  }),
]);

/** What one API instance tells every instance on the same database. */
export type BusMessage = z.infer<typeof messageSchema>;

export interface EventBus {
  /**
   * Sends `messages` as part of `tx`: every instance receives them when
   * `tx` commits, and none does if it rolls back. Outside a transaction
   * (`tx` being the database itself) they go at once.
   */
  announce(tx: Db, messages: readonly BusMessage[]): Promise<void>;
  /** Receives every message; a handler's failure goes to `onError`. */
  subscribe(handler: (message: BusMessage) => void | Promise<void>): void;
  /**
   * Called whenever the bus starts listening, the first time and after a
   * lost connection: messages sent while it was not listening are gone,
   * so state they carry must be re-read.
   */
  onListening(handler: () => void | Promise<void>): void;
  /** Starts delivering messages; subscribe first. */
  listen(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; a margin keeps
 * every chunk well below.
 */
export const maxPayloadBytes = 7900;

/**
 * The channel of the database `db` is connected to. NOTIFY channels are per
 * database, not per schema, so the name hashes both: servers (and parallel
 * test runs) on other schemas of one database never hear each other.
 */
export async function busChannel(db: Db): Promise<string> {
  const { rows } = await db.query<{ database: string; schema: string }>(
    'SELECT current_database() AS database, current_schema() AS schema',
  );
  const where = `${rows[0]?.database ?? ''}/${rows[0]?.schema ?? ''}`;
  return `zfood_events_${createHash('sha256').update(where).digest('hex').slice(0, 24)}`;
}

/**
 * A message as one or more payloads under the size limit: a change with
 * many ids (an import of thousands of rows) is split into changes of the
 * same resource and type that together name every id.
 */
export function toPayloads(message: BusMessage): string[] {
  const whole = JSON.stringify(message);
  if (message.kind !== 'changed' || Buffer.byteLength(whole) <= maxPayloadBytes)
    return [whole];
  const withIds = (ids: (number | string)[]) =>
    JSON.stringify({ ...message, change: { ...message.change, ids } });
  const emptyBytes = Buffer.byteLength(withIds([]));
  const chunks: (number | string)[][] = [];
  let chunk: (number | string)[] = [];
  let bytes = emptyBytes;
  for (const id of message.change.ids) {
    const idBytes = Buffer.byteLength(JSON.stringify(id)) + 1;
    if (chunk.length > 0 && bytes + idBytes > maxPayloadBytes) {
      chunks.push(chunk);
      chunk = [];
      bytes = emptyBytes;
    }
    chunk.push(id);
    bytes += idBytes;
  }
  chunks.push(chunk);
  return chunks.map(withIds);
}

/** A payload from the channel, or null when it is not a message this version understands. */
export function parsePayload(payload: string): BusMessage | null {
  try {
    const parsed = messageSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The fan-out between API instances: `NOTIFY` on `channel`, sent inside the
 * transaction whose data it announces, and `LISTEN` on a connection of its
 * own (see `Db.listen`). On PostgreSQL that reaches every instance; on
 * PGlite the same statements make an in-process bus with the same
 * commit-or-nothing delivery.
 */
export function createEventBus(
  db: Db,
  channel: string,
  onError: (error: unknown) => void,
): EventBus {
  const handlers: ((message: BusMessage) => void | Promise<void>)[] = [];
  const listeningHandlers: (() => void | Promise<void>)[] = [];
  let listening: Listening | undefined;

  const run = (handler: () => void | Promise<void>) => {
    try {
      Promise.resolve(handler()).catch(onError);
    } catch (error) {
      onError(error);
    }
  };
  const deliver = (payload: string) => {
    const message = parsePayload(payload);
    if (!message) {
      onError(
        new Error(
          `Ignored an event bus message it does not understand: ${payload.slice(0, 200)}`,
        ),
      );
      return;
    }
    for (const handler of handlers) run(() => handler(message));
  };
  const announceListening = () => {
    for (const handler of listeningHandlers) run(handler);
  };

  return {
    async announce(tx, messages) {
      const payloads = messages.flatMap(toPayloads);
      if (payloads.length === 0) return;
      await tx.query(
        'SELECT pg_notify($1, p) FROM unnest($2::text[]) WITH ORDINALITY AS t(p, n) ORDER BY n',
        [channel, payloads],
      );
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    onListening(handler) {
      listeningHandlers.push(handler);
    },
    async listen() {
      listening = await db.listen(channel, {
        onNotification: deliver,
        onReconnect: announceListening,
      });
      announceListening();
    },
    async close() {
      await listening?.stop();
      listening = undefined;
    },
  };
}
