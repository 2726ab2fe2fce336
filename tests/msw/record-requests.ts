import { onTestFinished } from 'vitest';
import { apiPaths, apiVersionPrefix } from '../../src/registry/paths';
import { server } from './server';

/** The user's own documents a page reads beside its resource: not the page's resource calls. */
const ownDocuments = new Set(
  [apiPaths.profile, apiPaths.listViews].map(
    (path) => `${apiVersionPrefix}${path}`,
  ),
);

/** Every URL the console asks for during the test, in order. */
export function recordRequests(): URL[] {
  const seen: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(new URL(request.url));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

/**
 * The resource calls among `seen` (`/admin/…`), as `path?query`: what a page
 * asks for itself, without the session's enums and profile and the list's
 * saved views.
 */
export function resourceCalls(seen: readonly URL[]): string[] {
  return seen
    .filter(
      (url) =>
        url.pathname.startsWith('/api/v1/admin/') &&
        !ownDocuments.has(url.pathname),
    )
    .map((url) => `${url.pathname.slice('/api/v1'.length)}${url.search}`);
}
