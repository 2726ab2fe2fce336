import { useCallback, useState } from 'react';
import {
  useGetIdentity,
  type CrudFilter,
  type CrudSort,
} from '@refinedev/core';
import { adminApi } from '../../providers/admin-api';
import type { BulkJob, BulkReport } from '../../providers/admin-answers';
import { useRegistry } from '../../providers/registry-context';
import type { ActionSpec, AnyResource } from '../../registry/define-resource';
import { fourEyesLeftOut, isFourEyesBarred } from '../../registry/four-eyes';
import { recordLabel } from '../../registry/record-label';
import { titleText } from '../../registry/record-title';
import { warningsOf } from '../../registry/record-warnings';
import type { ShellIdentity } from '../../session/identity';
import { bulkActionTexts } from './action-texts';
import { bulkActions } from './available-actions';
import { useActionDialog, type OpenActionDialog } from './use-action-dialog';
import { useAllowedActions } from './use-allowed-actions';

type Row = Record<string, unknown>;
type Id = string | number;

/**
 * Every row the list's filters and search match, not only the loaded ones:
 * the server resolves them when the job starts.
 */
export interface AllMatching {
  total: number;
  filters: readonly CrudFilter[];
  sorters: readonly CrudSort[];
}

/** A bulk action running as a job on the server. */
export interface RunningJob {
  id: number;
  title: string;
  nameOf: (id: Id) => string;
}

/** More rows than one page shows run as a job, with a progress bar. */
export const jobAbove = 100;

/** A finished bulk call's report and the action it was for. */
export interface FinishedBulk {
  title: string;
  report: BulkReport;
  /** How the report names a row: its title when the list had it loaded, else `#id`. */
  nameOf?: (id: Id) => string;
}

/** What a bulk action runs on: the selection less the rows four eyes bar the user from. */
export interface BulkSelection {
  ids: Id[];
  /** Why some selected rows are left out ("1 settlement you reviewed is left out; …"). */
  leftOut?: string;
}

export interface BulkActionsController {
  /** The resource's bulk actions the user's ability allows. */
  available: [string, ActionSpec][];
  /**
   * The selected ids an action runs on, given the rows the list has loaded:
   * those the user set the action's `fourEyes.notBy` on are left out.
   */
  selectionFor: (
    action: ActionSpec,
    ids: readonly Id[],
    rows: readonly Row[],
  ) => BulkSelection;
  /**
   * Opens an action's dialog for the selection (kept as it was when
   * opened), or for every matching row when `matching` is given.
   */
  open: (
    actionKey: string,
    ids: readonly Id[],
    rows: readonly Row[],
    matching?: AllMatching,
  ) => void;
  dialog: OpenActionDialog | null;
  /** The job a large selection runs as, while it runs. */
  running: RunningJob | null;
  /** The job ended: its report is shown like a bulk call's. */
  finishJob: (job: BulkJob) => void;
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
 * bulk.open('review', [1, 2], rows);
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
  const { data: me } = useGetIdentity<ShellIdentity>();
  const { open: openDialog, dialog } = useActionDialog<{
    data: BulkReport | BulkJob;
  }>({
    resourceKey,
  });
  const [finished, setFinished] = useState<FinishedBulk | null>(null);
  const [running, setRunning] = useState<RunningJob | null>(null);
  const selectionFor = useCallback(
    (action: ActionSpec, ids: readonly Id[], rows: readonly Row[]) => {
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      const barred = new Set(
        ids
          .map(String)
          .filter((id) => isFourEyesBarred(action, byId.get(id) ?? {}, me?.id)),
      );
      return {
        ids: ids.filter((id) => !barred.has(String(id))),
        leftOut:
          barred.size > 0
            ? fourEyesLeftOut(
                { fields: resource.fields, label },
                action,
                barred.size,
              )
            : undefined,
      };
    },
    [me?.id, resource.fields, label],
  );
  const open = useCallback(
    (
      actionKey: string,
      ids: readonly Id[],
      rows: readonly Row[],
      matching?: AllMatching,
    ) => {
      const action = resource.actions?.[actionKey];
      if (!action) return;
      const selected = selectionFor(action, ids, rows).ids;
      const count = matching?.total ?? selected.length;
      const isJob = matching !== undefined || selected.length > jobAbove;
      const names = new Map(
        rows.map((row) => [
          String(row.id),
          titleText(resource, row[resource.titleField ?? '']) ||
            `#${String(row.id)}`,
        ]),
      );
      const nameOf = (id: Id) => names.get(String(id)) ?? `#${String(id)}`;
      const chosen = new Set(selected.map(String));
      openDialog({
        action,
        ...bulkActionTexts(action, count, label),
        // What the server found wrong with the selected rows the list has loaded.
        warnings: rows
          .filter((row) => chosen.has(String(row.id)))
          .flatMap((row) =>
            warningsOf(row).map(
              (warning) => `${nameOf(String(row.id))}: ${warning.message}`,
            ),
          ),
        call: (values) =>
          isJob
            ? adminApi.bulkActionJob(
                resource,
                actionKey,
                matching ?? { ids: selected },
                values,
              )
            : adminApi.bulkAction(resource, actionKey, selected, values),
        onAnswer: ({ data: answer }) => {
          if ('status' in answer) {
            setRunning({
              id: answer.id,
              title: `${action.label}: ${count.toLocaleString('en-MY')} ${label.many.toLowerCase()}`,
              nameOf,
            });
            return;
          }
          setFinished({
            title: `${action.label}: result`,
            report: answer,
            nameOf,
          });
          onDone(answer.succeeded);
        },
      });
    },
    [onDone, openDialog, resource, label, selectionFor],
  );
  const finishJob = useCallback(
    (job: BulkJob) => {
      if (running?.id !== job.id) return;
      setFinished({
        title: `${running.title}: result`,
        report: job,
        nameOf: running.nameOf,
      });
      setRunning(null);
      onDone(job.succeeded);
    },
    [onDone, running],
  );
  return {
    available: allowed(bulkActions(resource)),
    selectionFor,
    open,
    dialog,
    running,
    finishJob,
    finished,
    closeReport: () => setFinished(null),
  };
}
