import { z } from 'zod';
import type { RecordPresence, RecordRef } from './presence-store';

/** `presence.open`: this socket has a record's page (view) or edit form (edit) open. */
export const openFrameSchema = z.object({
  resource: z.string().min(1).max(100),
  id: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().min(1).max(100)),
  mode: z.enum(['view', 'edit']),
});

/** The events a socket sends about the record it has open. */
export const presenceEvents = [
  'presence.open',
  'presence.leave',
  'presence.active',
  'presence.takeOver',
] as const;

export type PresenceEvent = (typeof presenceEvents)[number];

export const isPresenceEvent = (event: string): event is PresenceEvent =>
  (presenceEvents as readonly string[]).includes(event);

/**
 * The `presence` frame one socket receives: who has the record open and who
 * holds its edit lock, with this socket's own entries marked. Sockets are
 * named by their user only; their ids stay on the server.
 */
export function presenceFrame(
  ref: RecordRef,
  presence: RecordPresence,
  socketId: string,
): object {
  const { lock } = presence;
  return {
    event: 'presence',
    data: {
      resource: ref.resource,
      id: ref.recordId,
      viewers: presence.entries.map((entry) => ({
        userId: entry.userId,
        name: entry.name,
        mode: entry.mode,
        since: entry.since,
        isMe: entry.socketId === socketId,
      })),
      lock: lock && {
        userId: lock.userId,
        name: lock.name,
        since: lock.since,
        isMine: lock.socketId === socketId,
      },
    },
  };
}
