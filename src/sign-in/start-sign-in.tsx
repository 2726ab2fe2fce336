import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useSettings } from '../settings/settings-store';
import { AuthApp } from './auth-app';
import { hydratesPrerender } from './hydrates-prerender';
import { leaveIfSignedIn } from './leave-if-signed-in';

/**
 * Starts the sign-in pages in `container`: adopts the form the build
 * prerendered when the page and look are the ones it was drawn for, else
 * draws the page; a signed-in user goes to the console instead.
 */
export function startSignIn(container: HTMLElement): void {
  if (leaveIfSignedIn()) return;
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
