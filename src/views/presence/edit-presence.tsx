import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LtrValue } from '../../components/fields/ltr-value';
import { presenceLink } from '../../realtime/presence-link';
import { PresenceStrip } from './presence-strip';
import { clockTime } from './presence-summary';
import { useRecordPresence } from './use-record-presence';

interface EditPresenceProps {
  resource: string;
  id: string;
  /** "Keep viewing": back to the record's page. */
  onView: () => void;
}

/** What counts as working on the form: the lock stays while any of it happens. */
const activityEvents = ['keydown', 'pointermove', 'input'] as const;

/**
 * The edit form's soft lock. Opening the form takes the lock when nobody
 * else holds it; when someone does, this says who and since when, with a
 * way back to viewing or to take over. A holder whose lock is taken is
 * told at once (an alert, read out by screen readers) and keeps what they
 * typed: the lock only informs, and If-Match still refuses a stale save.
 */
export function EditPresence({ resource, id, onView }: EditPresenceProps) {
  const { others, lockHolder, lockTaken } = useRecordPresence(
    resource,
    id,
    'edit',
  );

  useEffect(() => {
    const onActivity = () => presenceLink.active();
    for (const event of activityEvents)
      document.addEventListener(event, onActivity, { passive: true });
    return () => {
      for (const event of activityEvents)
        document.removeEventListener(event, onActivity);
    };
  }, []);

  // Alone on the record, the form looks as it always did.
  if (others.length === 0 && !lockHolder && !lockTaken) return null;
  return (
    <Stack spacing={3}>
      <PresenceStrip others={others} lockHolder={null} />
      {lockTaken && (
        <Alert
          severity="warning"
          role="alert"
          onClose={() => presenceLink.dismissLockTaken()}
        >
          <bdi>{lockTaken.by.name}</bdi> took over editing at{' '}
          <LtrValue>{clockTime(lockTaken.at)}</LtrValue>. Your unsaved changes
          are kept here; if they save first, your save will show what they
          changed.
        </Alert>
      )}
      {lockHolder && !lockTaken && (
        <Alert
          severity="info"
          // Polite: it says who is here, it does not interrupt.
          role="status"
          action={
            <Stack direction="row" spacing={2}>
              <Button color="inherit" size="small" onClick={onView}>
                Keep viewing
              </Button>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                onClick={() => presenceLink.takeOver()}
              >
                Take over
              </Button>
            </Stack>
          }
        >
          <bdi>{lockHolder.name}</bdi> is editing since{' '}
          <LtrValue>{clockTime(lockHolder.since)}</LtrValue>. Your changes may
          clash with theirs.
        </Alert>
      )}
    </Stack>
  );
}
