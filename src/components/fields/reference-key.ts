/** An id as the key it is fetched and looked up by; undefined when there is none. */
export function referenceKey(id: unknown): string | undefined {
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  if (typeof id === 'string' && id !== '') return id;
  return undefined;
}

/**
 * The distinct ids of `values`, each a single id or (for `references`
 * fields) an array of ids, sorted so that every caller holding the same set
 * builds the same query key and React Query sends one request for all.
 */
export function distinctReferenceKeys(values: readonly unknown[]): string[] {
  const keys = new Set<string>();
  for (const value of values) {
    for (const id of Array.isArray(value) ? (value as unknown[]) : [value]) {
      const key = referenceKey(id);
      if (key !== undefined) keys.add(key);
    }
  }
  return [...keys].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}
