import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isSignInPath } from '../../src/registry/sign-in-paths';
import { withBootEnums } from './console-html';

const immutable = 'public, max-age=31536000, immutable';
const PRERENDERED_LOGIN = 'login.prerendered.html';

/** Paths that belong to the API or the socket, never to the console's router. */
function isServerPath(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/admin_frontend' ||
    path.startsWith('/admin_frontend/')
  );
}

/** `/assets/x.js`, `/favicon.ico`: a file the build should have had. */
function looksLikeFile(path: string): boolean {
  return /\/[^/]*\.[a-z0-9]+$/i.test(path);
}

/**
 * Serves the console's Vite build from `staticDir` when it exists: hashed
 * `/assets/*` cached for a year and sent as the brotli or gzip file the
 * build wrote beside them (never compressed again per request), HTML
 * revalidated on every load (so a deploy is picked up), the sign-in paths
 * answered with the sign-in entry `login.html` (`/login` with the form
 * already drawn in, when the build prerendered it), and any other non-API GET
 * with `index.html` (the enums written in, see console-html.ts) so that
 * deep links like `/admin/orders?page=3` reach the client-side router.
 * Returns whether the build was found.
 */
export async function registerStatic(
  app: FastifyInstance,
  staticDir: string,
  { enums }: { enums: unknown },
): Promise<boolean> {
  const indexPath = join(staticDir, 'index.html');
  if (!existsSync(indexPath)) return false;
  const hasSignInEntry = existsSync(join(staticDir, 'login.html'));
  // The build's server render of the sign-in form (scripts/vite/prerender-sign-in.ts):
  // `/login` alone, as the other sign-in paths show other forms.
  const hasPrerenderedLogin = existsSync(join(staticDir, PRERENDERED_LOGIN));
  const consoleHtml = withBootEnums(readFileSync(indexPath, 'utf8'), enums);
  const consoleEtag = `"${createHash('sha256').update(consoleHtml).digest('base64url').slice(0, 27)}"`;

  await app.register(fastifyStatic, {
    root: staticDir,
    // Routes are made for the files present at start; the catch-all below
    // then owns every other path instead of the plugin's own wildcard.
    wildcard: false,
    // `/` is the console's page, enums included: the catch-all serves it.
    index: false,
    // `scripts/vite/precompress.ts` wrote `x.js.br` and `x.js.gz` at build time.
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, path) {
      const isHashedAsset = path.startsWith(join(staticDir, 'assets') + '/');
      reply.header('cache-control', isHashedAsset ? immutable : 'no-cache');
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler(request, reply) {
      const path = request.url.split('?')[0] ?? '/';
      if (isServerPath(path) || looksLikeFile(path))
        return reply.callNotFound();
      if (isSignInPath(path) && hasSignInEntry)
        return reply.sendFile(
          path === '/login' && hasPrerenderedLogin
            ? PRERENDERED_LOGIN
            : 'login.html',
        );
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('etag', consoleEtag);
      if (request.headers['if-none-match'] === consoleEtag)
        return reply.code(304).send();
      return reply.send(consoleHtml);
    },
  });
  return true;
}
