/**
 * When an access token lapses, if it says so. The API's access tokens are
 * JWTs, and the console may read their `exp` to save a request it knows
 * will be refused (it never trusts it: the API checks every token). A token
 * that does not parse is not known to lapse.
 */
function tokenLapsesAt(token: string): number | undefined {
  try {
    const claims = token.split('.')[1];
    if (!claims) return undefined;
    const json = atob(claims.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request sent with `token` now would be refused for its age: it
 * has lapsed, or lapses within the second (on its way).
 */
export function tokenHasLapsed(token: string, now = Date.now()): boolean {
  const lapses = tokenLapsesAt(token);
  return lapses !== undefined && lapses <= now + 1000;
}
