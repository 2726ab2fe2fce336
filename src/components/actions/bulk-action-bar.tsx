import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnyResource } from '../../registry/define-resource';
import { BulkResultDialog } from './bulk-result-dialog';
import { LtrValue } from '../fields/ltr-value';
import { Phrase } from '../fields/phrase';
import { OpenActionDialogView } from './record-actions';
import { BulkJobProgress } from './bulk-job-progress';
import { useBulkActions, type AllMatching } from './use-bulk-actions';

interface BulkActionBarProps {
  resource: AnyResource;
  resourceKey: string;
  selectedIds: (string | number)[];
  /** The rows the list has loaded: what the bar knows of the selection (who reviewed it, its warnings). */
  rows?: readonly Record<string, unknown>[];
  /** After the call: the ids that succeeded (to drop from the selection). */
  onDone: (succeeded: (string | number)[]) => void;
  /**
   * What the list shows (its filters, search, sort and how many match), so
   * a selection of the whole page can grow to every matching row.
   */
  matching?: AllMatching;
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
  matching,
}: BulkActionBarProps) {
  const bulk = useBulkActions({ resource, resourceKey, onDone });
  const leftOutId = useId();
  const [wantsAll, setWantsAll] = useState(false);
  const [isProgressHidden, setProgressHidden] = useState(false);
  const chosen = new Set(selectedIds.map(String));
  const isPageSelected =
    rows.length > 0 && rows.every((row) => chosen.has(String(row.id)));
  const canGrow =
    matching !== undefined && isPageSelected && matching.total > rows.length;
  // Unticking a row (or another page) takes the whole set back to the ticks.
  if (wantsAll && !canGrow) setWantsAll(false);
  const allMatching = wantsAll ? matching : undefined;
  const plans = bulk.available.map(
    ([key, action]) =>
      [key, action, bulk.selectionFor(action, selectedIds, rows)] as const,
  );
  const countOf = (ids: readonly unknown[]) => allMatching?.total ?? ids.length;
  const running = bulk.running;
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
                {allMatching ? 'All ' : ''}
                <LtrValue>
                  {countOf(selectedIds).toLocaleString('en-MY')}
                </LtrValue>{' '}
                {allMatching ? 'matching selected' : 'selected'}
              </Phrase>
            </Typography>
            {canGrow && (
              <Button size="small" onClick={() => setWantsAll(!wantsAll)}>
                {wantsAll ? (
                  'Select only this page'
                ) : (
                  <Phrase>
                    Select all{' '}
                    <LtrValue>
                      {matching.total.toLocaleString('en-MY')}
                    </LtrValue>{' '}
                    matching
                  </Phrase>
                )}
              </Button>
            )}
            {plans.map(([key, action, selection]) => (
              <Button
                key={key}
                size="small"
                variant="contained"
                color={action.tone ?? 'primary'}
                disabled={selection.ids.length === 0 || running !== null}
                aria-describedby={
                  selection.leftOut ? `${leftOutId}-${key}` : undefined
                }
                onClick={() => {
                  setProgressHidden(false);
                  bulk.open(key, selectedIds, rows, allMatching);
                }}
              >
                {/* One text run: a button lays out its children as flex items, which
                    would read "Review ( 2 )" to a screen reader. */}
                <Phrase>
                  {action.label} (
                  <LtrValue>
                    {(
                      allMatching?.total ?? selection.ids.length
                    ).toLocaleString('en-MY')}
                  </LtrValue>
                  )
                </Phrase>
              </Button>
            ))}
            {running && isProgressHidden && (
              <Button size="small" onClick={() => setProgressHidden(false)}>
                {running.title}: show progress
              </Button>
            )}
            {plans.map(([key, , selection]) =>
              !allMatching && selection.leftOut ? (
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
      {running && (
        <BulkJobProgress
          key={running.id}
          jobId={running.id}
          title={running.title}
          isShown={!isProgressHidden}
          onHide={() => setProgressHidden(true)}
          onFinished={bulk.finishJob}
        />
      )}
      <BulkResultDialog
        title={bulk.finished?.title ?? ''}
        report={bulk.finished?.report ?? null}
        nameOf={bulk.finished?.nameOf}
        onClose={bulk.closeReport}
      />
    </>
  );
}
