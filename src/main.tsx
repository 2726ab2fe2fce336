import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { isSignedInRoute, preloadRoute } from './app-routes';
import { startListRequest } from './boot/start-list-request';
import { hasStoredSession } from './state/token-storage';
import { loginPathFor } from './registry/sign-in-paths';
import { pageNavigation } from './session/page-navigation';

const container = document.getElementById('root');
if (!container) {
  throw new Error(
    'index.html has no <div id="root">; the console mounts there.',
  );
}

const { pathname, search } = window.location;
if (!hasStoredSession() && isSignedInRoute(pathname)) {
  // A visitor: straight to the sign-in entry, before any page code loads.
  pageNavigation.replace(loginPathFor(pathname, search));
} else {
  // A list's data and the page's code at once, so the first render shows
  // the page rather than a fallback; a failed download still mounts, and
  // the page's own boundary reports it.
  if (hasStoredSession()) startListRequest(pathname, search);
  const pageReady = hasStoredSession()
    ? preloadRoute(pathname).catch(() => undefined)
    : Promise.resolve();
  void pageReady.then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
