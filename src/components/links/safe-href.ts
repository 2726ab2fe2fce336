/** Stands in for the console's own origin when a path is checked. */
const base = 'https://console.invalid';

/**
 * A stored address as a link's `href` or an image's `src`, or null when it
 * must show as text: an absolute http(s) address without a user name or
 * password, or a path on this site (the seed's pictures are served by the
 * API), and every %-escape well formed. Anything else could run code
 * (`javascript:`), mislead (`https://bank@evil.example`), leave the site by
 * a trick path (`//evil.example`, `/\evil.example`), or throw a URIError
 * where the console decodes it for a file name (`https://x/%zz`).
 *
 * @example
 * safeHref('https://cdn.zfood.my/receipt.pdf'); // 'https://cdn.zfood.my/receipt.pdf'
 * safeHref('javascript:alert(1)');              // null
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const isPath = value.startsWith('/');
  let url: URL;
  try {
    url = isPath ? new URL(value, base) : new URL(value);
    // Throws on a malformed escape, as decodeURIComponent would on a part.
    decodeURI(value);
  } catch {
    return null;
  }
  // The parser reads paths as a browser would, so a path that leaves the
  // site here leaves it there too.
  if (isPath) return url.origin === base ? value : null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return value;
}
