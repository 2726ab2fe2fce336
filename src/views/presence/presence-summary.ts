import {
  marketplaceWallClock,
  marketplaceZoneLabel,
} from '../../registry/marketplace-clock';
import type { RecordPresence } from '../../realtime/presence-link';

/** Someone else with the record open, once however many tabs they have. */
export interface OtherViewer {
  userId: number;
  name: string;
  mode: 'view' | 'edit';
}

/**
 * Everyone but the signed-in user who has the record open, in the order
 * they opened it; a person with a tab on the form and one on the page
 * counts as editing.
 */
export function othersHere(
  presence: RecordPresence | null,
  myUserId: number | undefined,
): OtherViewer[] {
  const others = new Map<number, OtherViewer>();
  for (const viewer of presence?.viewers ?? []) {
    if (viewer.isMe || viewer.userId === myUserId) continue;
    const known = others.get(viewer.userId);
    if (!known || viewer.mode === 'edit')
      others.set(viewer.userId, {
        userId: viewer.userId,
        name: viewer.name,
        mode: known?.mode === 'edit' ? 'edit' : viewer.mode,
      });
  }
  return [...others.values()];
}

/**
 * The edit lock when someone else holds it. The user's own other tab does
 * not count: opening the form here takes the lock from it.
 */
export function lockHeldByOther(
  presence: RecordPresence | null,
  myUserId: number | undefined,
): RecordPresence['lock'] {
  const lock = presence?.lock ?? null;
  return lock && !lock.isMine && lock.userId !== myUserId ? lock : null;
}

/** An instant as the marketplace's wall clock with its zone: "10:42 MYT". */
export function clockTime(iso: string): string {
  const instant = new Date(iso);
  return `${marketplaceWallClock(instant).slice(11)} ${marketplaceZoneLabel(instant)}`;
}

/** "AR" for Aisyah Rahman: an avatar's letters, beside the name in text. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return letters
    .map((word) => [...(word ?? '')][0] ?? '')
    .join('')
    .toUpperCase();
}
