import { useState } from 'react';
import type { HttpError } from '@refinedev/core';
import { adminApi } from '../../providers/admin-api';
import type { BulkReport } from '../../providers/admin-answers';
import { useAdminMutation } from '../../providers/use-admin-call';
import { enquiries } from '../../registry/resources/management';
import type { DeskBulkVerb } from '../../registry/enquiry-desk';
import type { FinishedBulk } from '../../components/actions/use-bulk-actions';

/**
 * A desk bulk call: one of the desk's own, or resolve, which is the state
 * machine's action run on each enquiry with the one resolution typed (the
 * registry offers no bulk action that needs a reason).
 */
export type DeskBulk =
  | { verb: DeskBulkVerb; values: Record<string, unknown> }
  | { verb: 'resolve'; values: { reason: string } };

/**
 * Runs a bulk call over the selected enquiries and keeps its report for
 * the result dialog; a call that fails as a whole (a 422 on its body)
 * leaves the reason in `error` instead.
 */
export function useDeskBulk(onDone: (succeeded: number[]) => void) {
  const { send, isPending } = useAdminMutation();
  const { send: act } = useAdminMutation();
  const [finished, setFinished] = useState<FinishedBulk | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** The contract's bulk report for resolve, one call per enquiry in turn. */
  const resolveEach = async (
    ids: readonly number[],
    reason: string,
  ): Promise<BulkReport> => {
    const report: BulkReport = { succeeded: [], failed: [] };
    for (const id of ids) {
      try {
        await act(adminApi.action(enquiries, id, 'resolve', { reason }));
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
          : (await send(adminApi.deskBulk(call.verb, ids, call.values))).data;
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
    isPending,
    error,
    clearError: () => setError(null),
    finished,
    closeReport: () => setFinished(null),
  };
}
