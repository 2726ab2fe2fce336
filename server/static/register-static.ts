import { existsSync } from 'node:fs';
import type { FastifyReply, FastifyRequest, FastifyInstance } from 'fastify';
import { isSignInPath } from '../../src/registry/sign-in-paths';
import { withBootEnums } from './console-html';
import {
  etagOf,
  loadStaticFiles,
  pickEncoding,
  type StaticFile,
} from './static-files';

const immutable = 'public, max-age=31536000, immutable';
const PRERENDERED_LOGIN = '/login.prerendered.html';
const SIGN_IN_ENTRY = '/login.html';
const CONSOLE_PAGE = '/index.html';

/** The file a request path names: percent-decoded, or as it is when it cannot be. */
function fileKey(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

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
 * Sends one file of the build: brotli or gzip as the build wrote it when the
 * client takes it (never compressed again per request), a 304 to its ETag.
 * Hashed `/assets/*` are cached for a year; anything else revalidates, so
 * a deploy is picked up.
 */
function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  file: StaticFile,
) {
  const hasCopies = file.br !== undefined || file.gzip !== undefined;
  reply
    .type(file.contentType)
    .header(
      'cache-control',
      path.startsWith('/assets/') ? immutable : 'no-cache',
    )
    .header('etag', file.etag);
  if (hasCopies) reply.header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === file.etag)
    return reply.code(304).send();
  const { encoding, payload } = pickEncoding(
    file,
    request.headers['accept-encoding'],
  );
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(payload);
}

/**
 * Serves the console's Vite build from `staticDir` when it exists, from
 * memory (static-files.ts): its files by their paths, the sign-in paths
 * answered with the sign-in entry `login.html` (`/login` with the form
 * already drawn in, when the build prerendered it), and any other non-API
 * GET with `index.html` (the enums written in, see console-html.ts) so that
 * deep links like `/admin/orders?page=3` reach the client-side router.
 * Returns whether the build was found.
 */
export function registerStatic(
  app: FastifyInstance,
  staticDir: string,
  { enums }: { enums: unknown },
): boolean {
  if (!existsSync(staticDir)) return false;
  const files = loadStaticFiles(staticDir);
  const built = files.get(CONSOLE_PAGE);
  if (!built) return false;
  // Served as every deep link is, below: with the enums written in.
  files.delete(CONSOLE_PAGE);
  const consoleHtml = Buffer.from(
    withBootEnums(built.body.toString('utf8'), enums),
  );
  const consolePage: StaticFile = {
    contentType: 'text/html; charset=utf-8',
    etag: etagOf(consoleHtml),
    body: consoleHtml,
  };
  const signInEntry = files.get(SIGN_IN_ENTRY);
  const prerenderedLogin = files.get(PRERENDERED_LOGIN);

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler(request, reply) {
      const path = request.url.split('?')[0] ?? '/';
      if (isServerPath(path)) return reply.callNotFound();
      const file = files.get(fileKey(path));
      if (file) return sendFile(request, reply, path, file);
      if (looksLikeFile(path) && path !== CONSOLE_PAGE)
        return reply.callNotFound();
      if (isSignInPath(path) && signInEntry) {
        return path === '/login' && prerenderedLogin
          ? sendFile(request, reply, PRERENDERED_LOGIN, prerenderedLogin)
          : sendFile(request, reply, SIGN_IN_ENTRY, signInEntry);
      }
      return sendFile(request, reply, CONSOLE_PAGE, consolePage);
    },
  });
  return true;
}
