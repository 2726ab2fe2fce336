import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { appStore } from '../../../state/app-store';

/**
 * Asks before a form with unsaved changes is left, so work is never lost
 * silently: links,
 * the menu and the browser's Back through the router's blocker; reload and
 * tab close through `beforeunload`. An ending session, maintenance and
 * offline are not asked about: they leave regardless, and the form's draft
 * keeps what was typed.
 */
export function useLeaveGuard(isDirty: boolean) {
  const isDirtyRef = useRef(isDirty);
  const isReleasedRef = useRef(false);
  useEffect(() => {
    isDirtyRef.current = isDirty;
  }, [isDirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (!isDirtyRef.current || isReleasedRef.current) return false;
      if (currentLocation.pathname === nextLocation.pathname) return false;
      const { isLogout, isOffline, isMaintenanceMode } =
        appStore.getState().common;
      return !(isLogout || isOffline > 0 || isMaintenanceMode);
    },
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!isReleasedRef.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return {
    isAsking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    /** After a successful save: the redirect that follows is not a loss. */
    release: () => {
      isReleasedRef.current = true;
    },
  };
}
