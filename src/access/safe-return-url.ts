const GUEST_PATHS = ['/login', '/auth/'];

function hasControlOrBackslash(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

/**
 * Where a `returnUrl` may take the user: only a path inside the app, never
 * another origin (an open redirect would let a phishing link borrow our
 * login page). Anything doubtful, and a loop back to the
 * login pages, gives `/`.
 *
 * @example
 * safeReturnUrl('/admin/orders?status=NEW') // '/admin/orders?status=NEW'
 * safeReturnUrl('//evil.example')           // '/'
 */
export function safeReturnUrl(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return '/';
  const value = raw.trim();
  // Only "/x": not "//host", not "/\host" (browsers read "\" as "/"), no control characters.
  if (
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return '/';
  if (hasControlOrBackslash(value)) return '/';
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return '/';
  }
  if (
    decoded.startsWith('//') ||
    decoded.startsWith('/\\') ||
    decoded.includes('\\')
  )
    return '/';
  const base = 'https://app.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return '/';
  }
  if (url.origin !== base) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  const isGuestPath = GUEST_PATHS.some(
    (p) => url.pathname === p || url.pathname.startsWith(p),
  );
  return isGuestPath ? '/' : path;
}
