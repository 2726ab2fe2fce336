/**
 * The only module that touches the session's localStorage keys.
 * localStorage, not memory, because every tab of the console shares one
 * session: a token another tab obtained must be the one this tab sends next.
 */

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
  hasFinanceRole: 'hasFinanceRole',
  hasReviewerRole: 'hasReviewerRole',
  refreshRetry: 'refreshRetry',
} as const;

/** The signed-in user as the profile call returns it, kept under `userData`. */
export interface UserData {
  id: string | number;
  name: string;
  email?: string;
  userType: string;
  imageUrl?: string | null;
  userRoles: readonly { role: { name: string } }[];
  /**
   * The permission keys of the user's roles, which the console's ability is
   * built from (absent in a profile stored before the API sent them: none).
   */
  permissions?: readonly string[];
  /** The marketplace's IANA time zone, which every day and time on screen is read in. */
  timeZone?: string;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage; the session then lives for this page only.
  }
}

export function getAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return read(STORAGE_KEYS.refreshToken);
}

/**
 * Whether the user is signed in: with no stored access token the user is
 * not logged in. A refresh token alone is not a session; it only
 * serves the 401 → refresh → replay path of requests sent with an access token.
 */
export function hasStoredSession(): boolean {
  return getAccessToken() !== null;
}

/** Raw strings (no JSON quoting). New tokens make a pending refresh's retry key obsolete. */
export function setTokens({ accessToken, refreshToken }: TokenPair): void {
  write(STORAGE_KEYS.accessToken, accessToken);
  write(STORAGE_KEYS.refreshToken, refreshToken);
  write(STORAGE_KEYS.refreshRetry, null);
}

export function clearTokens(): void {
  write(STORAGE_KEYS.accessToken, null);
  write(STORAGE_KEYS.refreshToken, null);
  write(STORAGE_KEYS.refreshRetry, null);
}

interface RefreshRetry {
  /** The refresh token being spent. */
  token: string;
  key: string;
}

/**
 * The key of the refresh that spends `refreshToken`: the one stored when an
 * earlier attempt's answer was lost (a reload, a closed tab, a dropped
 * connection), else a new one, stored before the attempt leaves. The server
 * answers the same key with a new pair instead of treating the spent token
 * as stolen (server/auth/session-store.ts `retryWindowMs`).
 */
export function refreshRetryKey(refreshToken: string): string {
  try {
    const stored = JSON.parse(
      read(STORAGE_KEYS.refreshRetry) ?? 'null',
    ) as Partial<RefreshRetry> | null;
    if (stored?.token === refreshToken && typeof stored.key === 'string')
      return stored.key;
  } catch {
    // A damaged record is replaced below.
  }
  // getRandomValues, unlike randomUUID, works on plain http too.
  const key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  const retry: RefreshRetry = { token: refreshToken, key };
  write(STORAGE_KEYS.refreshRetry, JSON.stringify(retry));
  return retry.key;
}

function isUserData(value: unknown): value is UserData {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<UserData>;
  return (
    typeof candidate.userType === 'string' && Array.isArray(candidate.userRoles)
  );
}

export function getUserData(): UserData | null {
  const raw = read(STORAGE_KEYS.userData);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUserData(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function setUserData(user: UserData | null): void {
  write(STORAGE_KEYS.userData, user === null ? null : JSON.stringify(user));
}

/** The finance flags, stored as JSON booleans (`true`/`false`). */
export function readFlag(key: 'hasFinanceRole' | 'hasReviewerRole'): boolean {
  return read(STORAGE_KEYS[key]) === 'true';
}

export function writeFlag(
  key: 'hasFinanceRole' | 'hasReviewerRole',
  value: boolean | null,
): void {
  write(STORAGE_KEYS[key], value === null ? null : JSON.stringify(value));
}

/** Everything a logout must leave behind: no tokens, no user, no finance flags. */
export function clearSessionStorage(): void {
  clearTokens();
  setUserData(null);
  writeFlag('hasFinanceRole', null);
  writeFlag('hasReviewerRole', null);
}
