/**
 * The one GET started before the console's code exists: the head-start
 * script (boot/head-start.ts) sends the list request noted for the page
 * being opened, ahead of everything else, and the console's identical GET
 * takes that answer instead of asking again. Kept here rather than in the
 * console's query cache because that cache does not exist yet when the
 * script runs: the console hands the answer on to it (the boot's list
 * query, boot/start-list-request.ts). Each answer is taken once, and only
 * while fresh. No imports: the head-start script carries this module.
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

/** The answer an identical GET started early, if there is a fresh one; taken once. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const entry = started.get(key);
  if (!entry) return undefined;
  started.delete(key);
  return Date.now() - entry.at <= FRESH_MS
    ? (entry.answer as Promise<T>)
    : undefined;
}
