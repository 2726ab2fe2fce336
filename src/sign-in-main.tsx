import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthApp } from './sign-in/auth-app';
import { leaveIfSignedIn } from './sign-in/leave-if-signed-in';

const container = document.getElementById('root');
if (!container) {
  throw new Error(
    'login.html has no <div id="root">; the sign-in pages mount there.',
  );
}

if (!leaveIfSignedIn()) {
  createRoot(container).render(
    <StrictMode>
      <AuthApp />
    </StrictMode>,
  );
}
