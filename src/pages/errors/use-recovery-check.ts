import { useState } from 'react';
import { loadEnums } from '../../session/load-enums';
import { useAppStore } from '../../state/app-store';

/**
 * "Try again" on the maintenance and offline pages: one probe of the API now
 * instead of waiting for the scheduled one. When it answers, the state is
 * reset and the session effects take the user back to where they were.
 */
export function useRecoveryCheck(): { check: () => void; isChecking: boolean } {
  const [isChecking, setIsChecking] = useState(false);
  const resetMaintenanceMode = useAppStore((s) => s.resetMaintenanceMode);
  const resetOffline = useAppStore((s) => s.resetOffline);
  const check = () => {
    setIsChecking(true);
    loadEnums()
      .then(() => {
        resetMaintenanceMode();
        resetOffline();
      })
      .catch(() => {
        // Still down: the page stays and the scheduled probes carry on.
      })
      .finally(() => setIsChecking(false));
  };
  return { check, isChecking };
}
