import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

const staticDir = mkdtempSync(join(tmpdir(), 'static-test-'));
const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script>\n  </head>' +
  '<body><div id="root"></div></body></html>';

/** The console page as served: the build's index.html with the enums written in. */
async function expectConsolePage(response: Response) {
  const html = await response.text();
  expect(html).toContain(
    '<script type="module" src="/assets/index-abc123.js">',
  );
  expect(html).toContain('<div id="root"></div>');
  const island =
    /<script type="application\/json" id="boot-enums">(.*?)<\/script>/.exec(
      html,
    );
  const enums = (await (await get('/api/v1/enums')).json()) as {
    data: unknown;
  };
  expect(JSON.parse(island?.[1] ?? 'null')).toEqual(enums.data);
}
const loginHtml =
  '<!doctype html><html><head><script type="module" src="/assets/login-def456.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const prerenderedLogin = loginHtml.replace(
  '<div id="root"></div>',
  '<div id="root" data-prerendered><form></form></div>',
);
const bundle = `console.log(${JSON.stringify('x'.repeat(5000))});`;
/** Stand-ins for what the build's precompress step writes beside a chunk. */
const brotliBytes = Buffer.from('pretend brotli bytes');
const gzipBytes = gzipSync('console.log("precompressed");');
let server: TestServer;

beforeAll(async () => {
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), indexHtml);
  writeFileSync(join(staticDir, 'login.html'), loginHtml);
  writeFileSync(join(staticDir, 'login.prerendered.html'), prerenderedLogin);
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), bundle);
  writeFileSync(join(staticDir, 'assets', 'app-777.js'), bundle);
  writeFileSync(join(staticDir, 'assets', 'app-777.js.br'), brotliBytes);
  writeFileSync(join(staticDir, 'assets', 'app-777.js.gz'), gzipBytes);
  mkdirSync(join(staticDir, '.vite'));
  writeFileSync(join(staticDir, '.vite', 'manifest.json'), '{}');
  writeFileSync(
    join(staticDir, 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  server = await startTestServer({ staticDir });
});

afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${server.baseUrl}${path}`, { headers });
}

/** The bytes exactly as sent (fetch would try to decompress the stand-ins). */
function getRaw(
  path: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${server.baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

function expectHtmlHardening(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("connect-src 'self' ws: wss:");
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  expect(csp).toContain('data:');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe(
    'strict-origin-when-cross-origin',
  );
  expect(response.headers.get('x-frame-options')).toBe('DENY');
}

test('the root serves index.html, revalidated on every load, with the hardening headers', async () => {
  const response = await get('/');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  await expectConsolePage(response);
  expectHtmlHardening(response);
});

test('the console page revalidates: the same build answers 304 to its ETag', async () => {
  const first = await get('/admin/orders');
  const etag = first.headers.get('etag') ?? '';
  expect(etag).not.toBe('');
  const again = await get('/admin/banks', { 'if-none-match': etag });
  expect(again.status).toBe(304);
});

test('a deep link falls back to index.html so the client router can take it', async () => {
  const response = await get('/admin/orders?status=NEW&page=3');
  expect(response.status).toBe(200);
  await expectConsolePage(response);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expectHtmlHardening(response);
});

test('hashed assets are cached for a year and compressed', async () => {
  const response = await get('/assets/index-abc123.js', {
    'accept-encoding': 'gzip',
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe(
    'public, max-age=31536000, immutable',
  );
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  // fetch decompresses transparently: the bytes are the file's.
  expect(await response.text()).toBe(bundle);
});

test.each([
  ['/login', prerenderedLogin],
  ['/login?returnUrl=%2Fadmin%2Forders', prerenderedLogin],
  ['/auth/forgot-password', loginHtml],
  ['/auth/verify-otp?email=a%40b.c', loginHtml],
  ['/auth/reset-password', loginHtml],
])(
  '%s serves the sign-in entry (the sign-in form prerendered), revalidated, with the hardening headers',
  async (path, page) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(page);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectHtmlHardening(response);
  },
);

test('a chunk the build precompressed is sent as that file: brotli when accepted, else gzip, else plain', async () => {
  const brotli = await getRaw('/assets/app-777.js', {
    'accept-encoding': 'br, gzip',
  });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  expect(brotli.body).toEqual(brotliBytes);

  const gzip = await get('/assets/app-777.js', { 'accept-encoding': 'gzip' });
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  expect(await gzip.text()).toBe('console.log("precompressed");');

  const plain = await get('/assets/app-777.js', {
    'accept-encoding': 'identity',
  });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toBe(bundle);
});

test('a chunk answers 304 to its ETag, and a coding refused with a zero weight, however written, is not sent', async () => {
  const first = await getRaw('/assets/app-777.js', { 'accept-encoding': 'br' });
  const etag = first.headers.etag ?? '';
  expect(etag).not.toBe('');
  expect(first.headers.vary).toMatch(/accept-encoding/i);
  const again = await get('/assets/app-777.js', { 'if-none-match': etag });
  expect(again.status).toBe(304);

  for (const refused of ['br;q=0, gzip', 'br; Q=0.000, gzip;q=0.5']) {
    const noBrotli = await getRaw('/assets/app-777.js', {
      'accept-encoding': refused,
    });
    expect(noBrotli.headers['content-encoding'], refused).toBe('gzip');
  }
  const neither = await getRaw('/assets/app-777.js', {
    'accept-encoding': 'br;q=0.0, gzip;q=0',
  });
  expect(neither.headers['content-encoding']).toBeUndefined();
  // An empty weight is no weight: brotli is still listed, so it is sent.
  const emptyWeight = await getRaw('/assets/app-777.js', {
    'accept-encoding': 'br;q=, gzip',
  });
  expect(emptyWeight.headers['content-encoding']).toBe('br');
});

test('/index.html is the console page, with the enums written in', async () => {
  const response = await get('/index.html');
  expect(response.status).toBe(200);
  await expectConsolePage(response);
});

test('only the build’s own files are served: no dot folders, no way out of the build', async () => {
  expect((await get('/.vite/manifest.json')).status).toBe(404);
  // Sent as written (fetch would resolve the dots before sending).
  const escape = await getRaw('/assets/..%2f..%2f..%2fetc%2fpasswd', {});
  const dots = await getRaw('/assets/../../../../etc/passwd', {});
  for (const response of [escape, dots]) {
    expect(response.body.toString()).not.toContain('root:');
  }
  // A path that does not decode is refused, not served the console page.
  expect([400, 404]).toContain((await get('/assets/%E0%A4%A')).status);
});

test('a missing file or API path is a 404, never the SPA page', async () => {
  const asset = await get('/assets/index-missing.js');
  const api = await get('/api/v1/no-such-thing');
  expect(asset.status).toBe(404);
  expect(asset.headers.get('content-type')).not.toMatch(/html/);
  expect(api.status).toBe(404);
  expect(await api.json()).toMatchObject({ statusCode: 404 });
});

test('other top-level files are served but revalidated', async () => {
  const response = await get('/favicon.svg');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
});

test('API answers are JSON, not cached, and never carry a stack trace', async () => {
  const response = await fetch(`${server.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"email": ',
  });
  const text = await response.text();
  expect(response.status).toBe(400);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(text).not.toMatch(/at .*\.ts:\d+|SELECT|stack/i);
});
