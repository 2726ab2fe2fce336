import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import './fail-on-console';
import './indexed-style-rules';

// The files of a worker share one process (isolate: false), and the
// libraries (React, MUI, Refine) load once per worker. The console's own
// modules hold the page's state (the session store, the HTTP layer's caches,
// the realtime link), so they are evaluated afresh for each file, as a new
// page would load them.
vi.resetModules();
const { server } = await import('../msw/server');

// findBy* waits this long: a DataGrid re-render after a refetch can take
// seconds on a busy two-core machine, and a slow pass is not a failure. Its
// errors print the DOM lazily (below).
configure({ asyncUtilTimeout: 5_000, getElementError: lazyElementError });

/**
 * Testing Library's error for a query that found nothing, with the DOM printed
 * only when the message is read. Its default prints the whole DOM into every
 * error, and `findBy*` and `waitFor` make one on each failed try and throw
 * away all but the last: 0.9 of the 4.3 busy seconds of a grid file. A failure
 * reads it at once, so it shows the DOM as it was when the query gave up.
 */
function lazyElementError(
  message: string | null,
  container: Element | Document,
): Error {
  const error = new Error(message ?? '');
  // The trace starts at the query, as the default's does, so a failure
  // points at the test's line and not at this file.
  Error.captureStackTrace(error, lazyElementError);
  error.name = 'TestingLibraryElementError';
  let full: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () =>
      (full ??= [
        message,
        `Ignored nodes: comments, script, style\n${prettyDOM(container) || ''}`,
      ]
        .filter(Boolean)
        .join('\n\n')),
  });
  return error;
}

// jsdom has no user-agent stylesheet: a <bdi> (a figure isolated for
// right-to-left pages) has no display, and accessible names then get spaces
// around it ("Review ( 2 )"). Browsers draw it inline, as here. Once per
// page: the files of a worker share it.
if (!document.head.querySelector('style[data-user-agent]')) {
  const userAgentStyles = document.createElement('style');
  userAgentStyles.dataset.userAgent = '';
  userAgentStyles.textContent = 'bdi { display: inline; }';
  document.head.append(userAgentStyles);
}

// jsdom lays nothing out and has no scrollIntoView, which every browser has:
// here it scrolls nothing, as there is nothing laid out to scroll.
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: () => undefined,
    configurable: true,
    writable: true,
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
