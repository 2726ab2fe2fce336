import { useEffect, useSyncExternalStore } from 'react';
import {
  presenceLink,
  type PresenceTarget,
} from '../../realtime/presence-link';
import { useAppStore } from '../../state/app-store';
import { lockHeldByOther, othersHere } from './presence-summary';

/**
 * Tells everyone watching that this tab has the record open (its page, or
 * its edit form, which takes the edit lock if it is free) for as long as
 * the component is mounted, and answers who else has it open.
 *
 * @example
 * const { others, lockHolder } = useRecordPresence('merchants', id, 'view');
 */
export function useRecordPresence(
  resource: string,
  id: string,
  mode: PresenceTarget['mode'],
) {
  const userId = useAppStore((s) => s.session.user?.id);
  // The profile may carry the id as text; presence frames carry numbers.
  const myUserId = userId === undefined ? undefined : Number(userId);
  useEffect(
    () => (id ? presenceLink.open({ resource, id, mode }) : undefined),
    [resource, id, mode],
  );
  const { presence, lockTaken } = useSyncExternalStore(
    presenceLink.subscribe,
    presenceLink.getState,
  );
  return {
    others: othersHere(presence, myUserId),
    /** Someone else holds the edit lock. */
    lockHolder: lockHeldByOther(presence, myUserId),
    /** This tab holds the lock. */
    isLockMine: presence?.lock?.isMine === true,
    /** Someone took the lock this tab held. */
    lockTaken,
  };
}
