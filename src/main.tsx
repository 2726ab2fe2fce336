import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const container = document.getElementById('root');
if (!container) {
  throw new Error(
    'index.html has no <div id="root">; the console mounts there.',
  );
}

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
