import type { ReactNode } from 'react';
import type { HttpError } from '@refinedev/core';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutline';

interface LoadFailedProps {
  /** "Banks", "Items": what could not be read, as the page names it. */
  label: string;
  error: Partial<HttpError>;
  onRetry: () => void;
  /** Inside a card or section, rather than in place of a page's list. */
  dense?: boolean;
}

/**
 * What shows in place of records that could not be read: that they could
 * not, the server's reason, and a way to ask again. Without it a failed
 * read looked like an empty one ("No results", "No history recorded yet",
 * "No temporary status"), which is a wrong answer.
 */
export function LoadFailed({ label, error, onRetry, dense }: LoadFailedProps) {
  return (
    // Said aloud as it appears. In a grid only inside a row's cell: a
    // grid's children may only be rows.
    <Stack
      role="alert"
      alignItems="center"
      justifyContent="center"
      spacing={dense ? 1 : 2}
      sx={{ height: '100%', py: dense ? 4 : 12, px: 4, textAlign: 'center' }}
    >
      <ErrorOutline color="error" sx={{ fontSize: dense ? 32 : 48 }} />
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

/** What LoadFailed needs of a TanStack (Refine) query. */
interface Read {
  isError: boolean;
  data: unknown;
  error: Partial<HttpError> | null;
  refetch: () => unknown;
}

/**
 * A section's reads that failed with nothing from before to show: the
 * section's LoadFailed, whose "Try again" asks each of them again; null
 * when none did.
 *
 * @example
 * const failed = failedRead('Items', lines.query);
 * return failed ?? <OrderLines … />;
 */
export function failedRead(label: string, ...reads: Read[]): ReactNode {
  const failed = reads.filter(
    (read) => read.isError && read.data === undefined,
  );
  const [first] = failed;
  if (!first) return null;
  return (
    <LoadFailed
      label={label}
      error={first.error ?? {}}
      onRetry={() => failed.forEach((read) => void read.refetch())}
      dense
    />
  );
}
