import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { queryRetryOptions } from './query-retry';

/**
 * The console's TanStack Query client, made before React so that the boot
 * can start the first list's query in it while the page's code downloads
 * (boot/start-list-request.ts); <Refine> takes it as it is. Refine's own
 * defaults (no refetch on window focus, the last page's rows kept while the
 * next loads) are written out here, since Refine adds them only to a client
 * it makes itself, with the console's retry policy.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        placeholderData: keepPreviousData,
        ...queryRetryOptions,
      },
    },
  });
}
