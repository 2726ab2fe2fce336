import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useSettings } from './settings/settings-store';
import { AuthApp } from './sign-in/auth-app';
import { hydratesPrerender } from './sign-in/hydrates-prerender';
import { leaveIfSignedIn } from './sign-in/leave-if-signed-in';

const container = document.getElementById('root');
if (!container) {
  throw new Error(
    'login.html has no <div id="root">; the sign-in pages mount there.',
  );
}

if (!leaveIfSignedIn()) {
  const app = (
    <StrictMode>
      <AuthApp />
    </StrictMode>
  );
  if (
    hydratesPrerender(
      container,
      window.location.pathname,
      useSettings.getState().settings,
    )
  ) {
    // The form is already on screen: adopting it in a transition lets React
    // yield to the browser every few milliseconds instead of holding the
    // main thread for the whole tree.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
