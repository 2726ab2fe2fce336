import type { Plugin } from 'vite';
import { isSignInPath } from '../../src/registry/sign-in-paths';

/**
 * In `vite dev`, answers the sign-in paths with the sign-in entry
 * (`login.html`), as the reference API does for the build.
 */
export function signInEntry(): Plugin {
  return {
    name: 'zfood:sign-in-entry',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [path = '/', query] = (request.url ?? '/').split('?');
        if (isSignInPath(path))
          request.url = `/login.html${query ? `?${query}` : ''}`;
        next();
      });
    },
  };
}
