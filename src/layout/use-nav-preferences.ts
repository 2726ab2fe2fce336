import {
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryFunctionContext,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { toHttpError } from '../http/http-error';
import { adminApi } from '../providers/admin-api';
import { sendAdminCall } from '../providers/send-admin-call';
import {
  emptyNavPreferences,
  withPin,
  withVisit,
  type NavPreferences,
  type StoredNavPreferences,
} from '../registry/nav-preferences';
import { notify } from '../state/notify';
import { appStore } from '../state/app-store';

const queryKey = ['nav-preferences'] as const;

/**
 * The last answer, kept in this browser per user: the sidebar draws its
 * Recent and favourites at first paint instead of pushing the menu down
 * when the API answers (a layout shift), then reads the API's again.
 */
const cacheKey = () =>
  `navPreferences:${String(appStore.getState().session.user?.id ?? '')}`;

function readCached(): StoredNavPreferences | undefined {
  try {
    const raw = localStorage.getItem(cacheKey());
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return parsed &&
      typeof parsed === 'object' &&
      Array.isArray((parsed as NavPreferences).favourites) &&
      Array.isArray((parsed as NavPreferences).recents)
      ? (parsed as StoredNavPreferences)
      : undefined;
  } catch {
    return undefined;
  }
}

function writeCached(preferences: StoredNavPreferences): void {
  try {
    localStorage.setItem(cacheKey(), JSON.stringify(preferences));
  } catch {
    // A full or blocked storage only costs the first-paint lists.
  }
}

type Change = (preferences: NavPreferences) => NavPreferences;

async function fetchPreferences(
  queryContext?: QueryFunctionContext,
): Promise<StoredNavPreferences> {
  const answer = await sendAdminCall(adminApi.profilePreferences(), {
    queryContext,
  });
  writeCached(answer.data);
  return answer.data;
}

/** The stale-write answer's document: what another tab or device left. */
function conflictingDocument(error: unknown): StoredNavPreferences | null {
  const failure = toHttpError(error);
  return failure.statusCode === 409 && failure.current
    ? (failure.current as unknown as StoredNavPreferences)
    : null;
}

/** Saves `change` applied to `base`, the document as the API last had it; unchanged, nothing is sent. */
async function saveOn(
  base: StoredNavPreferences,
  change: Change,
): Promise<StoredNavPreferences> {
  const next = change(base);
  if (next === base) return base;
  const answer = await sendAdminCall(
    adminApi.replaceProfilePreferences(next, base.version),
  );
  return answer.data;
}

/**
 * Each client's writes, one after another, each resolving to the document
 * as the API saved it: the next write starts from that version instead of
 * all sending the same one and all but one meeting a 409. Null when it is
 * not known (before the first write, after a failure).
 */
const writes = new WeakMap<QueryClient, Promise<StoredNavPreferences | null>>();

/**
 * Shows `change` at once and queues its write. A write that meets another
 * tab's or device's save (409) is applied once more to that document,
 * which is why changes set rather than toggle.
 */
function queueChange(
  queryClient: QueryClient,
  change: Change,
  onFailure: (message: string) => void,
) {
  const cached = queryClient.getQueryData<StoredNavPreferences>(queryKey);
  if (cached) {
    const next = change(cached);
    if (next === cached) return;
    queryClient.setQueryData(queryKey, { ...next, version: cached.version });
  } else {
    // Not loaded, or cleared by a sign-out: nothing queued before counts.
    writes.delete(queryClient);
  }
  const write: Promise<StoredNavPreferences | null> = (
    writes.get(queryClient) ?? Promise.resolve(null)
  )
    .then(async (saved) => {
      // The document as the API has it, for its version. While the query's
      // own read is under way (a page's first visit is recorded as the
      // sidebar loads) its answer serves; otherwise a read of its own, which
      // leaves the query's data (and the change shown in it) alone.
      const isReading =
        queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching';
      const base =
        saved ??
        (isReading
          ? await queryClient.fetchQuery<StoredNavPreferences>({
              queryKey,
              queryFn: fetchPreferences,
            })
          : await fetchPreferences());
      let result: StoredNavPreferences;
      try {
        result = await saveOn(base, change);
      } catch (error) {
        const current = conflictingDocument(error);
        if (!current) throw error;
        result = await saveOn(current, change);
      }
      // A later change still queued keeps showing until its own answer.
      if (writes.get(queryClient) === write)
        queryClient.setQueryData(queryKey, result);
      writeCached(result);
      return result;
    })
    .catch((error: unknown) => {
      void queryClient.invalidateQueries({ queryKey });
      onFailure(toHttpError(error).message);
      return null;
    });
  writes.set(queryClient, write);
}

const ignore = () => undefined;

/**
 * The signed-in user's pinned and recent sidebar pages, kept by the API
 * per user, so they follow the user to another browser and survive signing
 * out. Until they load (or when they cannot) the lists are empty.
 *
 * @example
 * const { preferences, setPinned } = useNavPreferences();
 * setPinned('orders', !preferences.favourites.includes('orders'));
 */
export function useNavPreferences() {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey,
    queryFn: fetchPreferences,
    // Drawn at once from this browser's copy, then asked of the API.
    initialData: readCached,
    initialDataUpdatedAt: 0,
    // Read once for the shell's several readers; again on returning to the
    // window after a minute, for what another device changed.
    staleTime: 60_000,
    // The sidebar works without them; a failure shows no lists, not an error.
    retry: false,
  });
  const setPinned = useCallback(
    (key: string, isPinned: boolean) =>
      queueChange(
        queryClient,
        (preferences) => withPin(preferences, key, isPinned),
        (message) =>
          notify({
            message: `Favourites not saved: ${message}`,
            variant: 'error',
            key: 'nav-favourites',
          }),
      ),
    [queryClient],
  );
  const recordVisit = useCallback(
    (key: string) =>
      // A visit not remembered costs nothing worth a toast.
      queueChange(
        queryClient,
        (preferences) => withVisit(preferences, key, new Date().toISOString()),
        ignore,
      ),
    [queryClient],
  );
  return {
    preferences: data ?? emptyNavPreferences,
    setPinned,
    recordVisit,
  };
}
