import { useEffect, useState } from 'react';
import { loadEnums } from '../../session/load-enums';
import { appStore } from '../../state/app-store';

/** One probe of the API; when it answers, maintenance and offline are over. */
function probeApi(): Promise<void> {
  return loadEnums().then(
    () => {
      const state = appStore.getState();
      state.resetMaintenanceMode();
      state.resetOffline();
    },
    () => {
      // Still down: the page stays and the scheduled probes carry on. A 503
      // has meanwhile set maintenance mode with the server's ETA.
    },
  );
}

/**
 * "Try again" on the maintenance and offline pages: one probe of the API now
 * instead of waiting for the scheduled one. When it answers, the state is
 * reset and the session effects take the user back to where they were.
 * `checkOnMount` probes at once, for a page reached without the console
 * having seen the API fail (a link, the sign-in page), so that it shows
 * what the server says rather than nothing.
 */
export function useRecoveryCheck({ checkOnMount = false } = {}): {
  check: () => void;
  isChecking: boolean;
} {
  const [isChecking, setIsChecking] = useState(checkOnMount);
  useEffect(() => {
    if (checkOnMount) void probeApi().finally(() => setIsChecking(false));
  }, [checkOnMount]);
  const check = () => {
    setIsChecking(true);
    void probeApi().finally(() => setIsChecking(false));
  };
  return { check, isChecking };
}
