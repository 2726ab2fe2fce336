import type { Ref } from 'react';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DownloadProgress } from '../../http/download';
import { LtrValue } from '../fields/ltr-value';
import { RowCountValue } from '../grid/row-count-value';

const grouped = new Intl.NumberFormat('en-MY');

/**
 * The rows the progress text names: whole steps of about a hundredth of
 * the rows expected (10,000 of 5.0M), so that a screen reader hears it
 * change a hundred times at most, not with every chunk.
 */
function shownRows({ rows, expected }: DownloadProgress): number {
  const hundredth = (expected?.rows ?? 100_000) / 100;
  const step = hundredth < 10 ? 1 : 10 ** Math.floor(Math.log10(hundredth));
  return Math.floor(rows / step) * step;
}

/** How much of the expected rows has arrived, 0–100; undefined where no count was given. */
function percentOf({ rows, expected }: DownloadProgress): number | undefined {
  if (!expected || expected.rows === 0) return undefined;
  return Math.min(100, Math.floor((rows / expected.rows) * 100));
}

interface ExportProgressProps {
  /** Null until the server answers. */
  progress: DownloadProgress | null;
  onCancel: () => void;
  cancelRef: Ref<HTMLButtonElement>;
}

/**
 * A running export: how many rows have arrived of how many (about) the
 * server expects, as a bar and as text read out politely, and its Cancel.
 */
export function ExportProgress({
  progress,
  onCancel,
  cancelRef,
}: ExportProgressProps) {
  const percent = progress ? percentOf(progress) : undefined;
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <Box sx={{ minWidth: 220 }}>
        <Typography
          variant="body2"
          color="text.secondary"
          role="status"
          aria-live="polite"
          aria-atomic="true"
        >
          {!progress ? (
            'Preparing the export…'
          ) : (
            <>
              Exporting{' '}
              <LtrValue>{grouped.format(shownRows(progress))}</LtrValue>
              {progress.expected && (
                <>
                  {' of '}
                  <RowCountValue
                    count={progress.expected.rows}
                    isEstimate={progress.expected.isEstimate}
                  />
                </>
              )}{' '}
              rows
            </>
          )}
        </Typography>
        <LinearProgress
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label="Export progress"
          sx={{ mt: 0.5, borderRadius: 1 }}
        />
      </Box>
      <Button
        ref={cancelRef}
        variant="outlined"
        size="small"
        onClick={onCancel}
      >
        Cancel export
      </Button>
    </Stack>
  );
}
