import { useCallback, useState } from 'react';
import { adminApi } from '../../providers/admin-api';
import type { BulkReport } from '../../providers/admin-answers';
import { useRegistry } from '../../providers/registry-context';
import type { ActionSpec, AnyResource } from '../../registry/define-resource';
import { recordLabel } from '../../registry/record-label';
import { bulkActionTexts } from './action-texts';
import { bulkActions } from './available-actions';
import { useActionDialog, type OpenActionDialog } from './use-action-dialog';
import { useAllowedActions } from './use-allowed-actions';

/** A finished bulk call's report and the action it was for. */
export interface FinishedBulk {
  title: string;
  report: BulkReport;
}

export interface BulkActionsController {
  /** The resource's bulk actions the user's ability allows. */
  available: [string, ActionSpec][];
  /** Opens an action's dialog for the selection (kept as it was when opened). */
  open: (actionKey: string, ids: readonly (string | number)[]) => void;
  dialog: OpenActionDialog | null;
  /** The last report: which rows succeeded, which failed and why. */
  finished: FinishedBulk | null;
  closeReport: () => void;
}

/**
 * The record actions' controller for a selection: the same dialog (confirm,
 * reason), single call, refresh and kept failure as `useRecordActions`, with
 * one bulk call for every selected row and its per-row report. The report
 * outlives the selection: when every row succeeded the selection empties,
 * but the report still shows.
 *
 * @example
 * const bulk = useBulkActions({ resource, resourceKey, onDone: deselect });
 * bulk.open('review', [1, 2]);
 */
export function useBulkActions({
  resource,
  resourceKey,
  onDone,
}: {
  resource: AnyResource;
  resourceKey: string;
  /** After the call: the ids that succeeded (to drop from the selection). */
  onDone: (succeeded: (string | number)[]) => void;
}): BulkActionsController {
  const allowed = useAllowedActions(resource);
  const label = recordLabel(resource, useRegistry());
  const { open: openDialog, dialog } = useActionDialog<{ data: BulkReport }>({
    resourceKey,
  });
  const [finished, setFinished] = useState<FinishedBulk | null>(null);
  const open = useCallback(
    (actionKey: string, ids: readonly (string | number)[]) => {
      const action = resource.actions?.[actionKey];
      if (!action) return;
      const selected = [...ids];
      openDialog({
        action,
        ...bulkActionTexts(action, selected.length, label),
        call: (values) =>
          adminApi.bulkAction(resource, actionKey, selected, values),
        onAnswer: ({ data: report }) => {
          setFinished({ title: `${action.label}: result`, report });
          onDone(report.succeeded);
        },
      });
    },
    [onDone, openDialog, resource, label],
  );
  return {
    available: allowed(bulkActions(resource)),
    open,
    dialog,
    finished,
    closeReport: () => setFinished(null),
  };
}
