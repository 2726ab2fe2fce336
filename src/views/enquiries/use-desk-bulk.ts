import { useState } from 'react';
import { useCustomMutation, type HttpError } from '@refinedev/core';
import { enquiries } from '../../registry/resources/management';
import { deskPaths, type DeskBulkVerb } from '../../registry/enquiry-desk';
import { apiPaths } from '../../registry/paths';
import { apiResourceName } from '../../registry/resource-key';
import type { BulkReport } from '../../components/actions/bulk-result-dialog';

/**
 * A desk bulk call: one of the desk's own, or resolve, which is the state
 * machine's action run on each enquiry with the one resolution typed (the
 * registry offers no bulk action that needs a reason).
 */
export type DeskBulk =
  | { verb: DeskBulkVerb; values: Record<string, unknown> }
  | { verb: 'resolve'; values: { reason: string } };

/** A finished bulk call: its title and the contract's per-row report. */
export interface FinishedBulk {
  title: string;
  report: BulkReport;
}

/**
 * Runs a bulk call over the selected enquiries and keeps its report for
 * the result dialog; a call that fails as a whole (a 422 on its body)
 * leaves the reason in `error` instead.
 */
export function useDeskBulk(onDone: (succeeded: number[]) => void) {
  const { mutateAsync, mutation } = useCustomMutation<{ data: BulkReport }>();
  const [finished, setFinished] = useState<FinishedBulk | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: act } = useCustomMutation();

  /** The contract's bulk report for resolve, one call per enquiry in turn. */
  const resolveEach = async (
    ids: readonly number[],
    reason: string,
  ): Promise<BulkReport> => {
    const report: BulkReport = { succeeded: [], failed: [] };
    for (const id of ids) {
      try {
        await act({
          url: apiPaths.action(apiResourceName(enquiries), id, 'resolve'),
          method: 'post',
          values: { reason },
          successNotification: false,
          errorNotification: false,
        });
        report.succeeded.push(id);
      } catch (e) {
        report.failed.push({
          id,
          message: (e as Partial<HttpError>).message ?? 'Not resolved',
        });
      }
    }
    return report;
  };

  const run = async (
    title: string,
    ids: readonly number[],
    call: DeskBulk,
  ): Promise<boolean> => {
    setError(null);
    try {
      const report =
        call.verb === 'resolve'
          ? await resolveEach(ids, call.values.reason)
          : (
              await mutateAsync({
                url: deskPaths.bulk(call.verb),
                method: 'post',
                values: { ids: [...ids], ...call.values },
                successNotification: false,
                errorNotification: false,
              })
            ).data.data;
      setFinished({ title, report });
      onDone(report.succeeded.map(Number));
      return true;
    } catch (e) {
      setError(
        (e as Partial<HttpError>).message ??
          'The bulk action failed; try again.',
      );
      return false;
    }
  };

  return {
    run,
    isPending: mutation.isPending,
    error,
    clearError: () => setError(null),
    finished,
    closeReport: () => setFinished(null),
  };
}
