import { useCallback, useState } from 'react';
import { createSingleFlight } from './single-flight';
import {
  useCustomMutation,
  useInvalidate,
  type HttpError,
} from '@refinedev/core';
import { apiPaths } from '../../registry/paths';

/** Why the last run failed; a conflict means the record moved on meanwhile. */
export interface ActionFailure {
  message: string;
  isConflict: boolean;
}

interface RunOptions {
  /** API segment, e.g. 'orders'. */
  apiName: string;
  id: string | number;
  action: string;
  values: { reason?: string };
  successMessage: string;
}

/**
 * Runs `POST /admin/{resource}/{id}/{action}` and refreshes what shows the
 * record. A failure stays in `error` for the dialog instead of a toast, so a
 * 409 ("the order is now CANCELLED") is read next to the button that caused it;
 * the record is refetched either way so the screen shows the true state.
 */
export function useRecordAction(resourceKey: string) {
  const { mutateAsync, mutation } =
    useCustomMutation<Record<string, unknown>>();
  const invalidate = useInvalidate();
  const [error, setError] = useState<ActionFailure | null>(null);
  const [once] = useState(createSingleFlight);

  const execute = async ({
    apiName,
    id,
    action,
    values,
    successMessage,
  }: RunOptions) => {
    setError(null);
    try {
      await mutateAsync({
        url: apiPaths.action(apiName, id, action),
        method: 'post',
        values,
        successNotification: { type: 'success', message: successMessage },
        errorNotification: false,
      });
      return true;
    } catch (e) {
      const httpError = e as Partial<HttpError>;
      setError({
        message: httpError.message ?? 'The action failed; try again.',
        isConflict: httpError.statusCode === 409,
      });
      return false;
    } finally {
      await invalidate({
        resource: resourceKey,
        invalidates: ['list', 'detail'],
        id,
      });
    }
  };

  /** True when the action succeeded; a call while one runs is dropped. */
  const run = async (options: RunOptions) =>
    (await once(() => execute(options))) ?? false;

  return {
    run,
    isPending: mutation.isPending,
    error,
    clearError: useCallback(() => setError(null), []),
  };
}
