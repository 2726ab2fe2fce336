import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { AnyResource } from '../../src/registry/define-resource';
import type { AuthUser } from '../context';
import type { Db } from '../db/db';
import type { BusMessage } from '../realtime/event-bus';
import { sendFrame, type RealtimeHub } from '../realtime/realtime-hub';
import { createTokenBucket, type TokenBucket } from '../realtime/token-bucket';
import { tableModel } from '../db/table-model';
import { abilityFor } from '../resources/authorize';
import { readableRows } from '../resources/readable-rows';
import { selectById } from '../resources/record-store';
import {
  openFrameSchema,
  presenceFrame,
  type PresenceEvent,
} from './presence-frames';
import {
  presenceStore,
  type PresenceMode,
  type RecordRef,
  type Visitor,
} from './presence-store';

/**
 * Presence frames one socket may send. The console sends one `open` per
 * page and an `active` at most every 10 s while someone types; each frame
 * costs a few queries and a push to everyone on the record, so a socket
 * that floods is closed well before it could crowd out the others.
 */
export const presenceFrameRate = { perSecond: 2, burst: 10 } as const;

/** How often each instance marks its sockets' rows alive. */
const heartbeatMs = 10_000;
/** Rows not marked for three heartbeats belong to an instance that died. */
const staleAfterMs = 3 * heartbeatMs;

export interface PresenceServiceOptions {
  db: Db;
  hub: RealtimeHub;
  registry: readonly AnyResource[];
  /** Sends messages to every instance (this one included). */
  announce: (messages: BusMessage[]) => Promise<void>;
  lockIdleMs: number;
  /** Closes a socket that sends presence frames too fast. */
  closeFlooding: (socket: WebSocket) => void;
  onError: (error: unknown) => void;
}

export interface PresenceService {
  /** Handles one presence frame (`isPresenceEvent`) from a socket. */
  receive(socket: WebSocket, event: PresenceEvent, data: unknown): void;
  /** A bus message: pushes a record's presence to the sockets here that have it open. */
  onMessage(message: BusMessage): Promise<void>;
  /** Stops the heartbeat and removes this instance's rows; after the sockets closed. */
  stop(): Promise<void>;
}

interface SocketPresence {
  socketId: string;
  open: (RecordRef & { mode: PresenceMode }) | null;
  frames: TokenBucket;
  /** Frames of one socket run in order: a leave never overtakes its open. */
  queue: Promise<void>;
}

const sameRecord = (a: RecordRef, b: RecordRef) =>
  a.resource === b.resource && a.recordId === b.recordId;

const errorFrame = (statusCode: number, message: string) => ({
  event: 'error',
  statusCode,
  message,
});

/**
 * Record presence and soft edit locks over the realtime socket, shared by
 * every instance through the database and the event bus: a change is
 * stored, then announced, and each instance pushes the record's new
 * presence to its own sockets that have the record open and whose users
 * may read it. Locks only inform; If-Match still guards every save.
 */
export function createPresenceService({
  db,
  hub,
  registry,
  announce,
  lockIdleMs,
  closeFlooding,
  onError,
}: PresenceServiceOptions): PresenceService {
  const store = presenceStore(db, {
    instanceId: randomUUID(),
    staleAfterMs,
    lockIdleMs,
  });
  const sockets = new Map<WebSocket, SocketPresence>();
  const byName = new Map(registry.map((entry) => [entry.name, entry]));
  const may = (user: AuthUser, verb: 'read' | 'update', name: string) => {
    const entry = byName.get(name);
    return (
      entry !== undefined && abilityFor(user, entry).can(verb, entry.subject)
    );
  };

  /**
   * Where the policy reaches below the subject (an approval request only
   * its requester and approvers see), the record itself must be one the
   * user may read, as on its page: presence is no other road to who is on it.
   */
  const mayReadRow = async (user: AuthUser, name: string, id: string) => {
    const entry = byName.get(name);
    const scope = entry && readableRows(user, registry, entry);
    if (!entry || !scope) return true;
    const recordId = Number(id);
    if (!Number.isSafeInteger(recordId)) return false;
    const row = await selectById(db, tableModel(entry), recordId, false, scope);
    return row !== undefined;
  };

  const changed = (...refs: RecordRef[]) =>
    announce(refs.map((ref) => ({ kind: 'presence', ...ref })));

  const enqueue = (state: SocketPresence, task: () => Promise<void>) => {
    state.queue = state.queue.then(task).catch(onError);
  };

  const track = (socket: WebSocket): SocketPresence => {
    const known = sockets.get(socket);
    if (known) return known;
    const state: SocketPresence = {
      socketId: randomUUID(),
      open: null,
      frames: createTokenBucket(presenceFrameRate),
      queue: Promise.resolve(),
    };
    sockets.set(socket, state);
    socket.once('close', () => {
      enqueue(state, async () => {
        const { open } = state;
        state.open = null;
        if (!open) return;
        await store.leave(state.socketId);
        await changed(open);
      });
      void state.queue.then(() => sockets.delete(socket));
    });
    return state;
  };

  async function handle(
    socket: WebSocket,
    state: SocketPresence,
    user: AuthUser,
    event: PresenceEvent,
    data: unknown,
  ): Promise<void> {
    const visitor: Visitor = {
      socketId: state.socketId,
      userId: user.id,
      name: user.name,
    };
    const { open } = state;
    switch (event) {
      case 'presence.open': {
        const parsed = openFrameSchema.safeParse(data);
        if (!parsed.success) {
          sendFrame(
            socket,
            errorFrame(
              400,
              'presence.open takes {"resource":"merchants","id":"42","mode":"view"|"edit"}.',
            ),
          );
          return;
        }
        const { resource, id, mode } = parsed.data;
        const verb = mode === 'edit' ? 'update' : 'read';
        if (!may(user, verb, resource)) {
          sendFrame(
            socket,
            errorFrame(
              403,
              `You may not ${verb} ${resource}; nobody is told you are here.`,
            ),
          );
          return;
        }
        if (!(await mayReadRow(user, resource, id))) {
          sendFrame(
            socket,
            errorFrame(404, `No ${resource} record ${id} that you may read.`),
          );
          return;
        }
        const ref = { resource, recordId: id };
        state.open = { ...ref, mode };
        await store.open(ref, visitor, mode);
        await changed(ref, ...(open && !sameRecord(open, ref) ? [open] : []));
        return;
      }
      case 'presence.leave':
        state.open = null;
        if (!open) return;
        await store.leave(state.socketId);
        await changed(open);
        return;
      case 'presence.active':
        if (open?.mode === 'edit' && (await store.active(open, visitor)))
          await changed(open);
        return;
      case 'presence.takeOver': {
        if (open?.mode !== 'edit') {
          sendFrame(
            socket,
            errorFrame(
              409,
              'Open the record for editing (presence.open, mode "edit") before taking over.',
            ),
          );
          return;
        }
        const from = await store.takeOver(open, visitor);
        const messages: BusMessage[] = [{ kind: 'presence', ...open }];
        if (from)
          messages.push({
            kind: 'lock-taken',
            socketId: from.socketId,
            ...open,
            by: { userId: user.id, name: user.name },
            at: new Date().toISOString(),
          });
        await announce(messages);
      }
    }
  }

  async function pushPresence(ref: RecordRef): Promise<void> {
    const watchers = [...sockets].filter(
      ([, state]) => state.open && sameRecord(state.open, ref),
    );
    if (watchers.length === 0) return;
    const presence = await store.read(ref);
    for (const [socket, state] of watchers) {
      const user = hub.userOf(socket);
      // Permissions may have changed since the socket opened the record.
      if (user && may(user, 'read', ref.resource))
        sendFrame(socket, presenceFrame(ref, presence, state.socketId));
    }
  }

  let isSweeping = false;
  const sweeping = setInterval(
    () => {
      if (isSweeping) return;
      isSweeping = true;
      store
        .sweep()
        .then((refs) => (refs.length > 0 ? changed(...refs) : undefined))
        .catch(onError)
        .finally(() => {
          isSweeping = false;
        });
    },
    // Often enough that a lapsed lock frees within a quarter of its idle time.
    Math.max(100, Math.min(heartbeatMs, lockIdleMs / 4)),
  );
  sweeping.unref();

  return {
    receive(socket, event, data) {
      const state = track(socket);
      if (!state.frames.take()) {
        closeFlooding(socket);
        return;
      }
      const user = hub.userOf(socket);
      if (!user) {
        sendFrame(
          socket,
          errorFrame(401, 'Authenticate before sending presence frames.'),
        );
        return;
      }
      enqueue(state, () => handle(socket, state, user, event, data));
    },
    async onMessage(message) {
      if (message.kind === 'presence') {
        await pushPresence(message);
        return;
      }
      if (message.kind !== 'lock-taken') return;
      for (const [socket, state] of sockets) {
        if (state.socketId !== message.socketId) continue;
        sendFrame(socket, {
          event: 'presence.lockTaken',
          data: {
            resource: message.resource,
            id: message.recordId,
            by: message.by,
            at: message.at,
          },
        });
      }
    },
    async stop() {
      clearInterval(sweeping);
      await Promise.all([...sockets.values()].map((state) => state.queue));
      const refs = await store.leaveAll();
      if (refs.length > 0) await changed(...refs);
    },
  };
}
