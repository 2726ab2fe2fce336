import type { FastifyInstance } from 'fastify';

/**
 * The console's Content-Security-Policy. No 'unsafe-eval' and no inline
 * scripts; inline styles stay allowed because MUI (emotion) injects <style>
 * tags at run time. `frame-ancestors 'none'` stops clickjacking.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // Merchant logos and banners may live on a CDN; avatars may be data: URLs.
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const htmlHeaders = {
  'content-security-policy': contentSecurityPolicy,
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/**
 * Adds the browser-hardening headers: `nosniff` on every answer, the CSP
 * family on every HTML answer (whatever produced it), and `no-store` on API
 * answers that did not choose a cache policy, since they carry private data.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      reply.headers(htmlHeaders);
    }
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
