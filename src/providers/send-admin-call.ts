import type {
  BaseRecord,
  CustomParams,
  DataProvider,
  MetaQuery,
} from '@refinedev/core';
import type { AdminCall } from './admin-api';
import { customCall } from './data-provider';

/** A call as the parameters of a data provider's `custom`. */
function toCustomParams(
  call: AdminCall<unknown>,
  queryContext: MetaQuery['queryContext'],
): CustomParams {
  return {
    url: call.url,
    method: call.method,
    query: call.query,
    filters: call.filters ? [...call.filters] : undefined,
    sorters: call.sorters ? [...call.sorters] : undefined,
    payload: call.payload,
    headers: call.headers ? { ...call.headers } : undefined,
    meta: queryContext ? { ...call.meta, queryContext } : call.meta,
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
  }: {
    /** A query function's context: its signal cancels the call. */
    queryContext?: MetaQuery['queryContext'];
    custom?: DataProvider['custom'];
  } = {},
): Promise<T> {
  if (!custom) throw new Error('The data provider has no custom method');
  const { data } = await custom<BaseRecord>(toCustomParams(call, queryContext));
  return data as T;
}
