import { useId } from 'react';
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
  /** The rows the list has loaded: what the bar knows of the selection (who reviewed it, its warnings). */
  rows?: readonly Record<string, unknown>[];
  /** After the call: the ids that succeeded (to drop from the selection). */
  onDone: (succeeded: (string | number)[]) => void;
}

const noRows: readonly Record<string, unknown>[] = [];

/**
 * The selection's bulk actions (`bulk: true`) that the user may run: the
 * record actions' dialog, one bulk call, then the report of which rows
 * failed and why. Rows four eyes bar the user from are left out of an
 * action's count and call, and the bar says so; an action left with none
 * is disabled.
 */
export function BulkActionBar({
  resource,
  resourceKey,
  selectedIds,
  rows = noRows,
  onDone,
}: BulkActionBarProps) {
  const bulk = useBulkActions({ resource, resourceKey, onDone });
  const leftOutId = useId();
  const plans = bulk.available.map(
    ([key, action]) =>
      [key, action, bulk.selectionFor(action, selectedIds, rows)] as const,
  );
  return (
    <>
      {selectedIds.length > 0 && (
        <Paper
          variant="outlined"
          sx={{ px: 4, py: 2, bgcolor: 'action.selected' }}
          role="region"
          aria-label="Bulk actions"
        >
          <Stack
            direction="row"
            spacing={3}
            alignItems="center"
            flexWrap="wrap"
            useFlexGap
          >
            <Typography variant="body2" fontWeight={600}>
              <Phrase>
                <LtrValue>{selectedIds.length}</LtrValue> selected
              </Phrase>
            </Typography>
            {plans.map(([key, action, selection]) => (
              <Button
                key={key}
                size="small"
                variant="contained"
                color={action.tone ?? 'primary'}
                disabled={selection.ids.length === 0}
                aria-describedby={
                  selection.leftOut ? `${leftOutId}-${key}` : undefined
                }
                onClick={() => bulk.open(key, selectedIds, rows)}
              >
                {/* One text run: a button lays out its children as flex items, which
                    would read "Review ( 2 )" to a screen reader. */}
                <Phrase>
                  {action.label} (<LtrValue>{selection.ids.length}</LtrValue>)
                </Phrase>
              </Button>
            ))}
            {plans.map(([key, , selection]) =>
              selection.leftOut ? (
                <Typography
                  key={key}
                  id={`${leftOutId}-${key}`}
                  variant="caption"
                  color="text.secondary"
                  sx={{ flexBasis: '100%' }}
                >
                  {selection.leftOut}
                </Typography>
              ) : null,
            )}
          </Stack>
        </Paper>
      )}
      <OpenActionDialogView dialog={bulk.dialog} />
      <BulkResultDialog
        title={bulk.finished?.title ?? ''}
        report={bulk.finished?.report ?? null}
        nameOf={bulk.finished?.nameOf}
        onClose={bulk.closeReport}
      />
    </>
  );
}
