import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnyResource } from '../../registry/define-resource';
import { BulkResultDialog } from './bulk-result-dialog';
import { LtrValue } from '../fields/ltr-value';
import { Phrase } from '../fields/phrase';
import { OpenActionDialogView } from './record-actions';
import { useBulkActions } from './use-bulk-actions';

interface BulkActionBarProps {
  resource: AnyResource;
  resourceKey: string;
  selectedIds: (string | number)[];
  /** After the call: the ids that succeeded (to drop from the selection). */
  onDone: (succeeded: (string | number)[]) => void;
}

/**
 * The selection's bulk actions (`bulk: true`) that the user may run: the
 * record actions' dialog, one bulk call, then the report of which rows
 * failed and why.
 */
export function BulkActionBar({
  resource,
  resourceKey,
  selectedIds,
  onDone,
}: BulkActionBarProps) {
  const bulk = useBulkActions({ resource, resourceKey, onDone });
  return (
    <>
      {selectedIds.length > 0 && (
        <Paper
          variant="outlined"
          sx={{ px: 4, py: 2, bgcolor: 'action.selected' }}
          role="region"
          aria-label="Bulk actions"
        >
          <Stack direction="row" spacing={3} alignItems="center">
            <Typography variant="body2" fontWeight={600}>
              <Phrase>
                <LtrValue>{selectedIds.length}</LtrValue> selected
              </Phrase>
            </Typography>
            {bulk.available.map(([key, action]) => (
              <Button
                key={key}
                size="small"
                variant="contained"
                color={action.tone ?? 'primary'}
                onClick={() => bulk.open(key, selectedIds)}
              >
                {/* One text run: a button lays out its children as flex items, which
                    would read "Review ( 2 )" to a screen reader. */}
                <Phrase>
                  {action.label} (<LtrValue>{selectedIds.length}</LtrValue>)
                </Phrase>
              </Button>
            ))}
          </Stack>
        </Paper>
      )}
      <OpenActionDialogView dialog={bulk.dialog} />
      <BulkResultDialog
        title={bulk.finished?.title ?? ''}
        report={bulk.finished?.report ?? null}
        onClose={bulk.closeReport}
      />
    </>
  );
}
