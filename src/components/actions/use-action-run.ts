import { useCallback, useState } from 'react';
import {
  useInvalidate,
  useNotification,
  type HttpError,
} from '@refinedev/core';
import type { AdminCall } from '../../providers/admin-api';
import { useAdminMutation } from '../../providers/use-admin-call';
import { createSingleFlight } from './single-flight';

/** Why the last run failed; a conflict means the record moved on meanwhile. */
export interface ActionFailure {
  message: string;
  isConflict: boolean;
}

/** A toast on success, fixed or read from the answer (the state a record reached). */
export type SuccessMessage<T> = string | ((answer: T) => string);

interface RunOptions<T> {
  /** A toast on success; a bulk action reports in its own dialog instead. */
  successMessage?: SuccessMessage<T>;
  /** The record to refetch beside the list, for one record's action. */
  recordId?: string;
}

/**
 * Sends an action's call (one record's or a selection's) and refreshes
 * what shows the resource. A failure stays in `error` for the dialog instead
 * of a toast, so a 409 ("the order is now CANCELLED") is read next to the
 * button that caused it; the list (and the record) is refetched either way
 * so the screen shows the true state.
 */
export function useActionRun(resourceKey: string) {
  const { send, isPending } = useAdminMutation();
  const invalidate = useInvalidate();
  const { open: notify } = useNotification();
  const [error, setError] = useState<ActionFailure | null>(null);
  const [once] = useState(createSingleFlight);

  const execute = async <T>(
    call: AdminCall<T>,
    { successMessage, recordId }: RunOptions<T>,
  ): Promise<{ answer: T } | undefined> => {
    setError(null);
    try {
      if (typeof successMessage !== 'function')
        return { answer: await send(call, { successMessage }) };
      const answer = await send(call);
      notify?.({ type: 'success', message: successMessage(answer) });
      return { answer };
    } catch (e) {
      const httpError = e as Partial<HttpError>;
      setError({
        message: httpError.message ?? 'The action failed; try again.',
        isConflict: httpError.statusCode === 409,
      });
      return undefined;
    } finally {
      await invalidate({
        resource: resourceKey,
        invalidates: recordId === undefined ? ['list'] : ['list', 'detail'],
        id: recordId,
      });
    }
  };

  /** The answer when the call succeeded; undefined when it failed or one was already running. */
  const run = async <T>(call: AdminCall<T>, options: RunOptions<T> = {}) =>
    await once(() => execute(call, options));

  return {
    run,
    isPending,
    error,
    clearError: useCallback(() => setError(null), []),
  };
}
