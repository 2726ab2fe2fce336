import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './theme/inter-fallback.css';
import { readStoredSettings } from './settings/stored-settings';
import { holdEarlySubmits } from './sign-in/held-submits';
import { hydratesPrerender } from './sign-in/hydrates-prerender';
import { leaveIfSignedIn } from './sign-in/leave-if-signed-in';

const container = document.getElementById('root');
if (!container) {
  throw new Error(
    'login.html has no <div id="root">; the sign-in pages mount there.',
  );
}

// A signed-in user leaves at once, before any of the pages' code loads.
if (!leaveIfSignedIn()) startSignInPages(container);

function startSignInPages(container: HTMLElement): void {
  // Before anything else: a click on the drawn form's button is not lost.
  holdEarlySubmits(container);

  const adopts = hydratesPrerender(
    container,
    window.location.pathname,
    readStoredSettings(),
  );
  if (container.hasAttribute('data-prerendered') && !adopts) {
    // Drawn in the default look, not this user's: taken away before anyone
    // types into a form that is about to be drawn anew.
    container.replaceChildren();
  }

  const start = () => {
    void import('./sign-in/start-sign-in').then(({ startSignIn }) =>
      startSignIn(container, adopts),
    );
  };

  if (adopts) {
    // The form came drawn in the HTML: it paints first, and React is
    // fetched and run after that frame instead of ahead of it.
    requestAnimationFrame(() => setTimeout(start));
  } else {
    start();
  }
}
