import { useCallback } from 'react';
import { useDataProvider, type GetListResponse } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { aheadStaleTime, fetchedAhead } from '../../../providers/fetched-ahead';
import { listQueryHash, listQueryKey, type ListParams } from './list-params';

/**
 * Fetches a list request ahead of the page that will show it, into the
 * query the page's table reads it from (`listQueryHash`), marked as fetched
 * ahead so the table takes it without asking again (fetched-ahead.ts). The
 * boot does the same for a page's first request (boot/start-list-request.ts).
 * Settles with the answer, or fails with the read's error.
 */
export function useFetchAhead(): (params: ListParams) => Promise<unknown> {
  const queryClient = useQueryClient();
  const getList = useDataProvider()().getList;
  return useCallback(
    (params: ListParams) =>
      queryClient.fetchQuery<GetListResponse>({
        queryKey: listQueryKey(params),
        queryKeyHashFn: listQueryHash,
        queryFn: () => getList(params).then(fetchedAhead),
        staleTime: aheadStaleTime,
        // A failure is the page's to show and retry, once it reads the query.
        retry: false,
      }),
    [queryClient, getList],
  );
}

/**
 * The answer to a list request fetched ahead (or read before), if it is in
 * memory: what the page will show once it asks for `params`.
 */
export function useAnswerInMemory(): (
  params: ListParams,
) => GetListResponse | undefined {
  const queryClient = useQueryClient();
  return useCallback(
    (params: ListParams) =>
      queryClient
        .getQueryCache()
        .get<GetListResponse>(listQueryHash(listQueryKey(params)))?.state.data,
    [queryClient],
  );
}
