import WifiOff from '@mui/icons-material/WifiOff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ErrorPageFrame } from './error-page-frame';
import { useRecoveryCheck } from './use-recovery-check';

/** /_offline: the API cannot be reached; recovery is automatic. */
export default function OfflinePage() {
  const { check, isChecking } = useRecoveryCheck();
  return (
    <ErrorPageFrame
      code="Offline"
      title="You are offline"
      icon={WifiOff}
      actions={
        <Button variant="contained" onClick={check} disabled={isChecking}>
          {isChecking ? 'Checking…' : 'Try again'}
        </Button>
      }
    >
      <Typography>
        The console cannot reach the server. Check your connection; you will be
        taken back to where you were as soon as it is restored.
      </Typography>
    </ErrorPageFrame>
  );
}
