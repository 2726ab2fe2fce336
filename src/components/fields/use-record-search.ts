import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type SyntheticEvent,
} from 'react';
import { useList, useMany, type BaseRecord } from '@refinedev/core';

/** How long typing pauses before the search goes out. */
const SEARCH_DELAY_MS = 300;

interface RecordSearchOptions {
  /** The Refine resource (route key) to search. */
  resource: string;
  /** Whether the search may run (a filter searches once its picker opens). */
  enabled?: boolean;
  /** Chosen ids whose records must be options too, loaded together. */
  chosenIds?: readonly (string | number)[];
}

/**
 * Options for a record picker: the first 20 records of `resource`, then
 * those matching what the user types (`q contains`, after a pause), plus
 * the chosen records. What `@refinedev/mui`'s `useAutocomplete` did for us,
 * without that package, whose entry pulls a markdown renderer into every
 * page that imports it.
 */
export function useRecordSearch<T extends BaseRecord>({
  resource,
  enabled = true,
  chosenIds = [],
}: RecordSearchOptions) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const { result, query } = useList<T>({
    resource,
    filters: search
      ? [{ field: 'q', operator: 'contains', value: search }]
      : [],
    pagination: { currentPage: 1, pageSize: 20 },
    queryOptions: { enabled },
    // Said in the picker's list (noOptionsText), not in a toast too.
    errorNotification: false,
  });
  const chosen = useMany<T>({
    resource,
    ids: [...chosenIds],
    queryOptions: { enabled: chosenIds.length > 0 },
  });

  const found = result.data;
  const chosenRecords = chosen.result.data;
  // The same array while the answers are the same, so a reader may watch it.
  const records = useMemo(() => {
    const foundIds = new Set(found.map((record) => String(record.id)));
    return [
      ...found,
      ...chosenRecords.filter((record) => !foundIds.has(String(record.id))),
    ];
  }, [found, chosenRecords]);
  /** For MUI Autocomplete: searches what the user types, not the picked option's label. */
  const onInputChange = useCallback(
    (_event: SyntheticEvent, value: string, reason: string) => {
      if (reason === 'input') setTyped(value);
      if (reason === 'clear') setTyped('');
    },
    [],
  );
  return {
    records,
    isLoading: query.isFetching || chosen.query.isFetching,
    onInputChange,
    /** What the open picker says with no option to show: a failed search is not "No options". */
    noOptionsText: query.isError
      ? `Could not search: ${query.error.message}`
      : 'No options',
  };
}

/** What `useRecordSearch` gives its picker. */
export type RecordSearch<T extends BaseRecord> = ReturnType<
  typeof useRecordSearch<T>
>;
