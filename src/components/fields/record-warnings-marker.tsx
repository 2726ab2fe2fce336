import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { warningsOf } from '../../registry/record-warnings';

/**
 * A list row's or card's mark for what the server found wrong with the
 * record (a payout into another company's account): an icon and the
 * warnings' short labels, in words, so it does not rest on colour; the
 * full sentences on hover. Nothing when there is nothing wrong.
 */
export function RecordWarningsMarker({
  record,
}: {
  record: Readonly<Record<string, unknown>>;
}) {
  const warnings = warningsOf(record);
  if (warnings.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      title={warnings.map((warning) => warning.message).join('\n')}
      sx={{ color: 'warning.dark', minWidth: 0 }}
    >
      <WarningAmber fontSize="small" aria-hidden="true" />
      <Typography variant="body2" component="span" noWrap fontWeight={600}>
        {warnings.map((warning) => warning.label).join(' · ')}
      </Typography>
    </Stack>
  );
}
