import { useCallback } from 'react';
import {
  useCustom,
  useCustomMutation,
  useDataProvider,
  type BaseRecord,
  type HttpError,
  type UseCustomProps,
} from '@refinedev/core';
import type { Transfer } from '../http/api-client';
import type { AdminCall, CallQuery } from './admin-api';
import { sendAdminCall } from './send-admin-call';

type Answer<T> = T & BaseRecord;

interface AdminQueryOptions<T> {
  queryOptions?: UseCustomProps<
    Answer<T>,
    HttpError,
    unknown,
    unknown,
    Answer<T>
  >['queryOptions'];
  /** False where the screen shows the failure itself. */
  errorNotification?: false;
}

/**
 * Reads a call with Refine's `useCustom` (cached by its url, method and
 * query; refetchable; a failure as an `HttpError`).
 *
 * @example
 * const { answer, query } = useAdminQuery(adminApi.dashboard());
 */
export function useAdminQuery<T>(
  call: AdminCall<T>,
  { queryOptions, errorNotification }: AdminQueryOptions<T> = {},
) {
  const { query, result } = useCustom<Answer<T>>({
    url: call.url,
    method: call.method,
    config: {
      query: call.query,
      headers: call.headers,
      filters: call.filters ? [...call.filters] : undefined,
      sorters: call.sorters ? [...call.sorters] : undefined,
    },
    meta: call.meta,
    queryOptions,
    errorNotification,
  });
  return { query, answer: result.data as T | undefined };
}

/** A mutation's query string in its URL: Refine's mutation has no query of its own. */
function urlWithQuery(url: string, query: CallQuery | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  return search.size > 0 ? `${url}?${search.toString()}` : url;
}

/**
 * Sends writes with Refine's `useCustomMutation`, so they count as
 * mutations (the pending-payout dot recounts after one) and a success can
 * be a toast; a failure is thrown for the caller to show where it belongs.
 *
 * @example
 * const { send, isPending } = useAdminMutation();
 * await send(adminApi.bulkAction(settlements, 'review', ids), {
 *   successMessage: 'Reviewed',
 * });
 */
export function useAdminMutation() {
  const { mutateAsync, mutation } = useCustomMutation<
    BaseRecord,
    HttpError,
    unknown
  >();
  const send = useCallback(
    async <T>(
      call: AdminCall<T>,
      {
        successMessage,
      }: {
        /** A toast on success; a function words it from the answer. */
        successMessage?: string | ((answer: T) => string);
      } = {},
    ): Promise<T> => {
      if (call.method === 'get')
        throw new Error(`${call.url} is a read; use useAdminQuery`);
      const { data } = await mutateAsync({
        url: urlWithQuery(call.url, call.query),
        method: call.method,
        values: call.payload,
        config: { headers: call.headers },
        meta: call.meta,
        successNotification: successMessage
          ? (answer) => ({
              type: 'success',
              message:
                typeof successMessage === 'string'
                  ? successMessage
                  : successMessage(answer?.data as T),
            })
          : false,
        errorNotification: false,
      });
      return data as T;
    },
    [mutateAsync],
  );
  return { send, isPending: mutation.isPending };
}

/**
 * Sends one call on demand through the app's data provider, outside the
 * query cache: a file download a click asks for, with its own cancel and
 * progress when `transfer` gives them.
 *
 * @example
 * const fetchCall = useAdminFetch();
 * const file = await fetchCall(adminApi.exportCsv(orders, view), {
 *   signal: controller.signal,
 *   onCsvProgress: ({ rows }) => setRows(rows),
 * });
 */
export function useAdminFetch() {
  const getDataProvider = useDataProvider();
  return useCallback(
    <T>(call: AdminCall<T>, transfer?: Transfer) =>
      sendAdminCall(call, { custom: getDataProvider().custom, transfer }),
    [getDataProvider],
  );
}
