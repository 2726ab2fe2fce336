import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AuthApp } from './auth-app';

/**
 * Starts the sign-in pages in `container`: adopts the form the build
 * prerendered (`adopt`, when the page and look are the ones it was drawn
 * for: hydratesPrerender), else draws the page.
 */
export function startSignIn(container: HTMLElement, adopt: boolean): void {
  const app = (
    <StrictMode>
      <AuthApp />
    </StrictMode>
  );
  if (adopt) {
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
