import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';

/** Icon, message, and a way out when filters hide everything. */
export function EmptyState({
  message,
  onClear,
}: {
  message: string;
  onClear?: () => void;
}) {
  return (
    <Stack
      alignItems="center"
      justifyContent="center"
      spacing={2}
      sx={{ height: '100%', py: 12 }}
    >
      <SearchOff color="disabled" sx={{ fontSize: 48 }} />
      <Typography color="text.secondary">{message}</Typography>
      {onClear && (
        <Button size="small" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Stack>
  );
}
