import type { HttpError } from '@refinedev/core';
import Alert from '@mui/material/Alert';

interface RecordLoadErrorProps {
  /** "Order", "Settlement": the entry's singular label. */
  label: string;
  id: string;
  error: Partial<HttpError>;
}

/**
 * What every show page says when its record cannot be loaded: a 404 is a
 * record that is gone, anything else is the server's reason.
 */
export function RecordLoadError({ label, id, error }: RecordLoadErrorProps) {
  return error.statusCode === 404 ? (
    <Alert severity="warning">
      {label} #{id} does not exist (it may have been deleted).
    </Alert>
  ) : (
    <Alert severity="error">
      {label} #{id} could not be loaded: {error.message ?? 'unknown error'}
    </Alert>
  );
}
