/**
 * GETs started before the code that reads them exists: the boot starts the
 * first page's list request while the page's code still downloads, and the
 * page's own identical GET then takes that answer instead of asking again.
 * Each answer is taken once, and only while fresh.
 */
export const FRESH_MS = 10_000;

const started = new Map<string, { answer: Promise<unknown>; at: number }>();

/** The key of a GET: its path and query, as sent. */
export function earlyKey(url: string, search?: URLSearchParams): string {
  const query = search?.toString();
  return query ? `${url}?${query}` : url;
}

/** Keeps `answer` for the first identical GET; a failure is forgotten. */
export function keepEarly(key: string, answer: Promise<unknown>): void {
  const entry = { answer, at: Date.now() };
  started.set(key, entry);
  answer.catch(() => {
    if (started.get(key) === entry) started.delete(key);
  });
}

/** The answer an identical GET started early, if there is a fresh one. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const entry = started.get(key);
  if (!entry) return undefined;
  started.delete(key);
  return Date.now() - entry.at <= FRESH_MS
    ? (entry.answer as Promise<T>)
    : undefined;
}

/**
 * The boot's list request, by the page address it was made for, with its
 * answer once it came. The list page renders its first rows from it in the
 * same render as the rest of the page, instead of a loading grid first and
 * the rows in a second render.
 */
let firstList: { page: string; at: number; answer?: unknown } | undefined;

/** Keeps the boot's list answer for `page` (pathname + search) once it arrives. */
export function keepFirstList(page: string, answer: Promise<unknown>): void {
  const entry: { page: string; at: number; answer?: unknown } = {
    page,
    at: Date.now(),
  };
  firstList = entry;
  answer.then(
    (value) => {
      entry.answer = value;
    },
    () => {
      if (firstList === entry) firstList = undefined;
    },
  );
}

/**
 * The boot's list answer if it was for `page`, has arrived and is fresh (a
 * user who left the list before it rendered and comes back later gets no
 * old rows); taken once.
 */
export function takeFirstList<T>(page: string): T | undefined {
  const entry = firstList;
  if (entry?.page !== page || entry.answer === undefined) return undefined;
  firstList = undefined;
  // The page draws this answer and does not ask for it: the identical GET
  // kept for a page that asks before it came would otherwise answer the
  // page's next refresh (a change notice) with these same, older rows.
  started.clear();
  return Date.now() - entry.at <= FRESH_MS ? (entry.answer as T) : undefined;
}
