/**
 * The list requests a cold load may send before the console's code has
 * arrived: for each generic list page (`/admin/orders`), the API request its
 * first render reads (`/admin/orders?page=1&perPage=25&…`), as the console
 * worked it out for the signed-in user on a previous load. `head-start.ts`
 * sends the one for the page being opened from the HTML's first script, so
 * the answer is on its way while the code downloads; the console takes it
 * only if it asks exactly the same (early-answers.ts), and asks itself
 * otherwise. No imports: the head-start script carries this module and
 * nothing else of the console's.
 */
const STORAGE_KEY = 'zfood-admin:list-head-starts';
/** Addresses with a search (a page, a sort, filters) kept besides the lists' own. */
const MAX_RECENT = 10;

interface Stored {
  user: string;
  /** Each generic list's address without a search → its first request. */
  lists: Record<string, string>;
  /** Addresses left with a search (a reload's), newest last → their first request. */
  recent: [string, string][];
}

const isPair = (value: unknown): value is [string, string] =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((part) => typeof part === 'string');

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const { user, lists, recent } = value as Partial<Stored>;
  return (
    typeof user === 'string' &&
    typeof lists === 'object' &&
    lists !== null &&
    Object.values(lists).every((request) => typeof request === 'string') &&
    Array.isArray(recent) &&
    recent.every(isPair)
  );
}

function readStored(): Stored | undefined {
  try {
    const parsed: unknown = JSON.parse(
      localStorage.getItem(STORAGE_KEY) ?? 'null',
    );
    return isStored(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function writeStored(stored: Stored): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage refused (private mode, full): cold loads just start later.
  }
}

/**
 * Only the console's own API paths, so a value planted in storage can
 * never send the token anywhere else.
 */
const isApiPath = (request: string) => /^\/admin\/[^/]/.test(request);

/**
 * The request to send early for `page` (pathname and search) of `user`'s
 * session, if the console noted one.
 */
export function headStartOf(
  page: string,
  user: string | number,
): string | undefined {
  const stored = readStored();
  if (stored?.user !== String(user)) return undefined;
  const request =
    stored.lists[page] ??
    stored.recent.find(([address]) => address === page)?.[1];
  return request !== undefined && isApiPath(request) ? request : undefined;
}

/**
 * Notes `lists` (address without a search → request) as `user`'s, replacing
 * the lists noted before; the addresses noted with a search stay while the
 * user is the same.
 */
export function noteHeadStarts(
  user: string | number,
  lists: Record<string, string>,
): void {
  const stored = readStored();
  const recent = stored?.user === String(user) ? stored.recent : [];
  writeStored({ user: String(user), lists, recent });
}

/**
 * Notes the request of one address with a search (`/admin/orders?currentPage=2…`),
 * as the newest of the last few such addresses of `user`.
 */
export function noteRecentHeadStart(
  user: string | number,
  address: string,
  request: string,
): void {
  const stored = readStored();
  const mine = stored?.user === String(user) ? stored : undefined;
  const recent = (mine?.recent ?? []).filter(([kept]) => kept !== address);
  const latest: [string, string] = [address, request];
  writeStored({
    user: String(user),
    lists: mine?.lists ?? {},
    recent: [...recent, latest].slice(-MAX_RECENT),
  });
}
