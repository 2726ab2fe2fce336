import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LtrValue } from '../../components/fields/ltr-value';
import type { RecordPresence } from '../../realtime/presence-link';
import { clockTime, initialsOf, type OtherViewer } from './presence-summary';

interface PresenceStripProps {
  others: OtherViewer[];
  lockHolder: RecordPresence['lock'];
}

/**
 * Who else has the record open, by name (the avatar's letters only repeat
 * it), and who is editing it since when. Nothing when the user is alone.
 */
export function PresenceStrip({ others, lockHolder }: PresenceStripProps) {
  if (others.length === 0 && !lockHolder) return null;
  return (
    <Stack
      component="section"
      aria-label="Also on this record"
      direction="row"
      spacing={2}
      alignItems="center"
      flexWrap="wrap"
      useFlexGap
      sx={{ mt: 2 }}
    >
      <Typography variant="body2" color="text.secondary" component="span">
        Also here:
      </Typography>
      <Stack
        component="ul"
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {others.map((other) => (
          <li key={other.userId}>
            <Chip
              size="small"
              variant="outlined"
              color={other.mode === 'edit' ? 'warning' : 'default'}
              avatar={<Avatar aria-hidden>{initialsOf(other.name)}</Avatar>}
              label={`${other.name} · ${other.mode === 'edit' ? 'editing' : 'viewing'}`}
            />
          </li>
        ))}
      </Stack>
      {lockHolder && (
        <Typography variant="body2" color="warning.main" component="span">
          <bdi>{lockHolder.name}</bdi> is editing since{' '}
          <LtrValue>{clockTime(lockHolder.since)}</LtrValue>
        </Typography>
      )}
    </Stack>
  );
}
