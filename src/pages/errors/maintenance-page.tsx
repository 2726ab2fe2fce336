import Construction from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { appStore, useAppStore } from '../../state/app-store';
import { ErrorPageFrame } from './error-page-frame';
import { formatCountdown, maintenanceEta } from './maintenance-eta';
import { LtrValue } from '../../components/fields/ltr-value';
import { formatDateTime } from '../../components/fields/format';
import { useRecoveryCheck } from './use-recovery-check';

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /503: maintenance, with the expected end in the marketplace's time and a countdown
 * when the server gave one, and "unknown" otherwise.
 */
export default function MaintenancePage() {
  const etaTime = useAppStore((s) => s.common.maintenanceModeEta);
  const now = useNow();
  const eta = maintenanceEta(etaTime, now);
  // Arriving here from the sign-in page or a link, the console has not yet
  // heard the 503 (nor its ETA): ask the API once.
  const [checkOnMount] = useState(
    () => !appStore.getState().common.isMaintenanceMode,
  );
  const { check, isChecking } = useRecoveryCheck({ checkOnMount });

  return (
    <ErrorPageFrame
      code="503"
      title="Under maintenance"
      icon={Construction}
      actions={
        <Button variant="contained" onClick={check} disabled={isChecking}>
          {isChecking ? 'Checking…' : 'Check again'}
        </Button>
      }
    >
      <Typography sx={{ mb: 6 }}>
        We are improving the console. You will be taken back to where you were
        as soon as it is ready.
      </Typography>
      <Box
        sx={{
          display: 'inline-flex',
          flexDirection: 'column',
          gap: 1,
          px: 6,
          py: 4,
          borderRadius: 1,
          bgcolor: 'background.paper',
          boxShadow: (theme) => theme.shadows[3],
        }}
      >
        <Typography variant="overline" color="text.secondary">
          Expected back
        </Typography>
        {eta.kind === 'known' ? (
          <>
            <Typography
              variant="h5"
              component="p"
              data-testid="maintenance-eta"
              color="text.primary"
            >
              <LtrValue>{formatDateTime(eta.at)}</LtrValue>
            </Typography>
            <Typography
              variant="body2"
              color="primary.main"
              role="timer"
              aria-label="Time left"
              sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
            >
              {eta.remainingMs > 0 ? (
                <>
                  in <LtrValue>{formatCountdown(eta.remainingMs)}</LtrValue>
                </>
              ) : (
                'any moment now'
              )}
            </Typography>
          </>
        ) : (
          <Typography
            variant="h5"
            component="p"
            data-testid="maintenance-eta"
            color="text.primary"
          >
            unknown
          </Typography>
        )}
      </Box>
    </ErrorPageFrame>
  );
}
