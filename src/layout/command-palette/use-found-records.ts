import { useEffect, useMemo, useState } from 'react';
import { adminApi } from '../../providers/admin-api';
import { useRegistry } from '../../providers/registry-context';
import { useAdminQuery } from '../../providers/use-admin-call';
import { findText, minFindLength } from '../../registry/found-records';
import { recordOptions, type PaletteOption } from './palette-options';

/**
 * How long typing must pause before the records are asked for: one call
 * per word typed, not per key (ten keys of a phone number are one call).
 */
const settleMs = 200;

/** `value`, once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The records the API finds for what is typed, as palette options, once
 * typing pauses: none for text too short to search. `isSearching` while
 * the answer for the latest text is awaited; the previous answer stays on
 * screen meanwhile, so the list does not jump at every key.
 */
export function useFoundRecords(typed: string): {
  options: PaletteOption[];
  isSearching: boolean;
  hasFailed: boolean;
} {
  const registry = useRegistry();
  const text = findText(typed);
  const settled = useSettled(text, settleMs);
  const isSearchable = settled.length >= minFindLength;
  const { query, answer } = useAdminQuery(adminApi.search(settled), {
    queryOptions: {
      enabled: isSearchable,
      placeholderData: (previous) => previous,
      staleTime: 30_000,
    },
    // The palette says so in its list; a toast would cover it.
    errorNotification: false,
  });
  const isCurrent = text.length >= minFindLength;
  const found = isCurrent && isSearchable ? answer?.data : undefined;
  const options = useMemo(
    () => recordOptions(found ?? [], registry),
    [found, registry],
  );
  return {
    options,
    isSearching: isCurrent && (text !== settled || query.isFetching),
    hasFailed: isCurrent && query.isError,
  };
}
