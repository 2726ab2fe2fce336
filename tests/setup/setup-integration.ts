import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../msw/server';
import './fail-on-console';

// findBy* waits this long: a DataGrid re-render after a refetch can take
// seconds on a busy two-core machine, and a slow pass is not a failure.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no user-agent stylesheet: a <bdi> (a figure isolated for
// right-to-left pages) has no display, and accessible names then get spaces
// around it ("Review ( 2 )"). Browsers draw it inline, as here.
const userAgentStyles = document.createElement('style');
userAgentStyles.textContent = 'bdi { display: inline; }';
document.head.append(userAgentStyles);

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
