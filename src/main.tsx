import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './theme/inter-fallback.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { resources } from '../resources.config';
import { createConsoleApp } from './app';
import { hasStoredSession } from './state/token-storage';
import { appStore } from './state/app-store';
import { loginPathFor } from './registry/sign-in-paths';
import { pageNavigation } from './session/page-navigation';
import { whenIdle } from './components/when-idle';

/** How long a ready page waits for its list's answer before it renders without. */
const LIST_WAIT_MS = 250;

/** Settles when `promise` does, or after `ms`, whichever comes first. */
function withinMs(ms: number, promise: Promise<unknown>): Promise<unknown> {
  return Promise.race([
    promise,
    new Promise((resolve) => setTimeout(resolve, ms)),
  ]);
}

const container = document.getElementById('root');
if (!container) {
  throw new Error(
    'index.html has no <div id="root">; the console mounts there.',
  );
}

// The one place the product's registry enters the console; every module
// below gets it from here (docs/decisions/021).
const {
  App,
  isSignedInRoute,
  preloadRoute,
  startListRequest,
  noteListHeadStarts,
  noteListHeadStartAt,
} = createConsoleApp({ registry: resources });

const { pathname, search } = window.location;
if (!hasStoredSession() && isSignedInRoute(pathname)) {
  // A visitor: straight to the sign-in entry, before any page code loads.
  pageNavigation.replace(loginPathFor(pathname, search));
} else {
  // A list's data and the page's code at once, so the first render shows
  // the page rather than a fallback; a failed download still mounts, and
  // the page's own boundary reports it. Once the code is in, the list's
  // answer gets a moment more: arriving in it, the rows render with the
  // page in one pass instead of a loading grid first and the rows after.
  const listAnswer = hasStoredSession()
    ? startListRequest(pathname, search)
    : undefined;
  const pageReady = hasStoredSession()
    ? preloadRoute(pathname)
        .catch(() => undefined)
        .then(() => listAnswer && withinMs(LIST_WAIT_MS, listAnswer))
    : Promise.resolve();
  void pageReady.then(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    // The lists' first requests, noted afresh at every start for the next
    // cold load's head start (column choices and abilities change); once
    // idle, as the first render needs every millisecond before it.
    whenIdle(noteListHeadStarts);
  });
}

// Noted too when the session's user arrives or changes: the first load
// after signing in has no stored profile until the console loads it.
appStore.subscribe((state, previous) => {
  if (state.session.user && state.session.user !== previous.session.user)
    noteListHeadStarts();
});

// A list's address carries its page, sort and filters once Refine has
// written them: the one a reload opens is noted as the page goes.
window.addEventListener('pagehide', () =>
  noteListHeadStartAt(window.location.pathname, window.location.search),
);
