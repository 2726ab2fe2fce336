import type { HttpError } from '@refinedev/core';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutline';

interface LoadFailedProps {
  /** "Banks", "Orders": what the rows are, as the list's title names them. */
  label: string;
  error: Partial<HttpError>;
  onRetry: () => void;
}

/**
 * What a list shows in place of rows it could not read: that it failed,
 * the server's reason, and a way to ask again. Without it a failed read
 * looked like an empty list ("No results"), which is a wrong answer.
 */
export function LoadFailed({ label, error, onRetry }: LoadFailedProps) {
  return (
    // Said aloud as it appears. Never inside a grid, whose children may
    // only be rows.
    <Stack
      role="alert"
      alignItems="center"
      justifyContent="center"
      spacing={2}
      sx={{ height: '100%', py: 12, px: 4, textAlign: 'center' }}
    >
      <ErrorOutline color="error" sx={{ fontSize: 48 }} />
      <Typography fontWeight={600}>{label} could not be loaded</Typography>
      {error.message && (
        <Typography variant="body2" color="text.secondary">
          {error.message}
        </Typography>
      )}
      <Button size="small" variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
