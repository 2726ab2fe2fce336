import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { emotionCaches } from '../theme/emotion-caches';
import { AuthApp } from './auth-app';

/**
 * The build's server render of `/login` in the default appearance (run by
 * scripts/vite/prerender-sign-in.ts): the form's HTML and the style tags it
 * needs, written into `login.prerendered.html` so the form shows before any script has
 * run. sign-in-main.tsx then hydrates it rather than drawing it again.
 */
export function prerenderSignIn(): { html: string; styles: string } {
  const emotionServer = createEmotionServer(emotionCaches.ltr);
  const html = renderToString(
    <StrictMode>
      <AuthApp />
    </StrictMode>,
  );
  return {
    html,
    styles: emotionServer.constructStyleTagsFromChunks(
      emotionServer.extractCriticalToChunks(html),
    ),
  };
}
