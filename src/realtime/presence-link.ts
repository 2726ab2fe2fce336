import { z } from 'zod';

/** The record a page has open: its show page (`view`) or its edit form (`edit`). */
export interface PresenceTarget {
  /** The registry entry's name, which is the API's resource. */
  resource: string;
  id: string;
  mode: 'view' | 'edit';
}

const presenceSchema = z.object({
  resource: z.string(),
  id: z.string(),
  viewers: z.array(
    z.object({
      userId: z.number(),
      name: z.string(),
      mode: z.enum(['view', 'edit']),
      since: z.string(),
      isMe: z.boolean(),
    }),
  ),
  lock: z
    .object({
      userId: z.number(),
      name: z.string(),
      since: z.string(),
      isMine: z.boolean(),
    })
    .nullable(),
});

const lockTakenSchema = z.object({
  resource: z.string(),
  id: z.string(),
  by: z.object({ userId: z.number(), name: z.string() }),
  at: z.string(),
});

/** Who has a record open (this tab included, as `isMe`) and who holds its edit lock. */
export type RecordPresence = z.infer<typeof presenceSchema>;
/** Someone took over the edit lock this tab held. */
export type LockTaken = z.infer<typeof lockTakenSchema>;

export interface PresenceState {
  presence: RecordPresence | null;
  lockTaken: LockTaken | null;
}

/**
 * While the user types or moves on the edit form, the lock's idle clock is
 * restarted at most this often: well inside any sensible EDIT_LOCK_IDLE,
 * and far below the socket's presence frame rate.
 */
export const ACTIVE_EVERY_MS = 10_000;

const isFor = (
  target: PresenceTarget | null,
  frame: { resource: string; id: string },
) =>
  target !== null &&
  target.resource === frame.resource &&
  target.id === frame.id;

/**
 * The page's side of record presence over the realtime socket: the record
 * this tab has open, announced again whenever the socket signs in (after a
 * reconnect the server has forgotten it), and the presence frames about it.
 * Views read it with `useSyncExternalStore`.
 */
export function createPresenceLink(now: () => number = () => Date.now()) {
  let send: ((frame: Record<string, unknown>) => void) | null = null;
  let target: PresenceTarget | null = null;
  let state: PresenceState = { presence: null, lockTaken: null };
  let lastActiveAt = 0;
  const listeners = new Set<() => void>();

  const setState = (next: PresenceState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const announce = () => {
    if (target) send?.({ event: 'presence.open', data: target });
  };

  return {
    /** The socket signed in: frames go through `sender` until `disconnect`. */
    connect(sender: (frame: Record<string, unknown>) => void) {
      send = sender;
      announce();
    },
    disconnect() {
      send = null;
    },
    /** A frame from the socket (`presence` or `presence.lockTaken`). */
    receive(event: string, data: unknown) {
      if (event === 'presence') {
        const parsed = presenceSchema.safeParse(data);
        if (parsed.success && isFor(target, parsed.data))
          setState({ ...state, presence: parsed.data });
        return;
      }
      const parsed = lockTakenSchema.safeParse(data);
      if (parsed.success && isFor(target, parsed.data))
        setState({ ...state, lockTaken: parsed.data });
    },
    /** This tab has `next` open; returns the function that closes it. */
    open(next: PresenceTarget): () => void {
      const isSameRecord = target !== null && isFor(target, next);
      target = next;
      lastActiveAt = now();
      if (!isSameRecord) setState({ presence: null, lockTaken: null });
      announce();
      return () => {
        if (target !== next) return;
        target = null;
        send?.({ event: 'presence.leave' });
        setState({ presence: null, lockTaken: null });
      };
    },
    /** The user is at work on the edit form: keeps the lock from lapsing. */
    active() {
      if (target?.mode !== 'edit' || now() - lastActiveAt < ACTIVE_EVERY_MS)
        return;
      lastActiveAt = now();
      send?.({ event: 'presence.active' });
    },
    takeOver() {
      send?.({ event: 'presence.takeOver' });
      setState({ ...state, lockTaken: null });
    },
    dismissLockTaken() {
      setState({ ...state, lockTaken: null });
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: (): PresenceState => state,
  };
}

export type PresenceLink = ReturnType<typeof createPresenceLink>;

/** The page's one link; `RealtimeSession` connects it to the socket. */
export const presenceLink = createPresenceLink();
