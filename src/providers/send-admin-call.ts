import type {
  BaseRecord,
  CustomParams,
  DataProvider,
  MetaQuery,
} from '@refinedev/core';
import type { Transfer } from '../http/api-client';
import type { AdminCall } from './admin-api';
import { customCall } from './data-provider';

/** A call as the parameters of a data provider's `custom`. */
function toCustomParams(
  call: AdminCall<unknown>,
  queryContext: MetaQuery['queryContext'],
  transfer: Transfer | undefined,
): CustomParams {
  return {
    url: call.url,
    method: call.method,
    query: call.query,
    filters: call.filters ? [...call.filters] : undefined,
    sorters: call.sorters ? [...call.sorters] : undefined,
    payload: call.payload,
    headers: call.headers ? { ...call.headers } : undefined,
    meta:
      queryContext || transfer
        ? {
            ...call.meta,
            ...(queryContext && { queryContext }),
            ...(transfer && { transfer }),
          }
        : call.meta,
  };
}

/**
 * Sends a call through a data provider's `custom` (by default the
 * console's), so its failure is a Refine `HttpError` like any other: for
 * what is neither a screen's query nor its mutation (a file download, the
 * menu's counts, the profile loaded before Refine mounts).
 */
export async function sendAdminCall<T>(
  call: AdminCall<T>,
  {
    queryContext,
    custom = customCall,
    transfer,
  }: {
    /** A query function's context: its signal cancels the call. */
    queryContext?: MetaQuery['queryContext'];
    custom?: DataProvider['custom'];
    /** A download's cancel (its signal) and progress (a CSV's rows as they arrive). */
    transfer?: Transfer;
  } = {},
): Promise<T> {
  if (!custom) throw new Error('The data provider has no custom method');
  const { data } = await custom<BaseRecord>(
    toCustomParams(call, queryContext, transfer),
  );
  return data as T;
}
