import { randomBytes } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import { signAccessToken } from '../../server/auth/access-token';
import type { AnyResource } from '../../src/registry/define-resource';
import { apiResourceName } from '../../src/registry/resource-key';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
}

/** Every /admin call the registry implies, plus the platform's own. */
function adminRoutes(): Route[] {
  const routes: Route[] = [
    { method: 'GET', path: '/admin/users/profile' },
    { method: 'GET', path: '/admin/maintenance' },
    { method: 'POST', path: '/admin/maintenance' },
    { method: 'GET', path: '/admin/realtime/stats' },
    { method: 'GET', path: '/admin/no-such-resource' },
    // Paths the product names outright.
    { method: 'GET', path: '/admin/reportings/finance' },
    { method: 'GET', path: '/admin/reportings/subsidy' },
    { method: 'GET', path: '/admin/reportings/pocket-balance' },
    { method: 'GET', path: '/admin/merchants/1/outlet-performance-report' },
    { method: 'POST', path: '/admin/orders/1/send-e-receipt' },
    // Served only to tests (APP_ENV test or e2e), as this server is.
    { method: 'POST', path: '/admin/test-fixtures/orders' },
  ];
  const registry: readonly AnyResource[] = resources;
  for (const resource of registry) {
    const base = `/admin/${apiResourceName(resource)}`;
    if (resource.report) {
      routes.push({
        method: 'GET',
        path: `/admin/${resource.report.endpoint.replace(/^\/?(admin\/)?/, '')}`,
      });
      continue;
    }
    routes.push(
      { method: 'GET', path: base },
      { method: 'GET', path: `${base}/1` },
      { method: 'GET', path: `${base}/export` },
      { method: 'POST', path: base },
      { method: 'POST', path: `${base}/import` },
      { method: 'PATCH', path: `${base}/1` },
      { method: 'PUT', path: `${base}/1` },
      { method: 'DELETE', path: `${base}/1` },
    );
    for (const [name, action] of Object.entries(resource.actions ?? {})) {
      routes.push({ method: 'POST', path: `${base}/1/${name}` });
      if (action.bulk)
        routes.push({ method: 'POST', path: `${base}/bulk-${name}` });
    }
    for (const section of resource.show?.sections ?? []) {
      routes.push({ method: 'GET', path: `${base}/1/${section.path}` });
      if (section.kind === 'member-set')
        routes.push({ method: 'PUT', path: `${base}/1/${section.path}` });
    }
  }
  const unique = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]));
  return [...unique.values()];
}

async function badTokens(): Promise<Record<string, string | undefined>> {
  const login = await server.login('admin@zfood.my', 'Admin123!');
  const claims = decodeJwt(login.access_token);
  const real = { userId: Number(claims.sub), sessionId: Number(claims.sid) };
  const [header, payload] = login.access_token.split('.') as [string, string];
  const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
  return {
    none: undefined,
    expired: await signAccessToken(real, server.config.jwtSecret, -60_000),
    malformed: 'not.a-token',
    'wrong key': await signAccessToken(real, randomBytes(32), 60_000),
    'alg none': unsigned,
    'tampered payload': `${header}.${Buffer.from('{"sub":"1","sid":1}').toString('base64url')}.x`,
    'other audience': await new SignJWT({ sid: real.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(real.userId))
      .setExpirationTime('1h')
      .sign(server.config.jwtSecret),
  };
}

test('every /admin route answers 401 to a missing, expired, malformed or foreign token, never 5xx', async () => {
  const routes = adminRoutes();
  const tokens = await badTokens();
  const failures: string[] = [];
  const calls = routes.flatMap((route) =>
    Object.entries(tokens).map(([kind, token]) => ({ route, kind, token })),
  );
  for (let i = 0; i < calls.length; i += 25) {
    await Promise.all(
      calls.slice(i, i + 25).map(async ({ route, kind, token }) => {
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const response = await fetch(`${server.baseUrl}/api/v1${route.path}`, {
          method: route.method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
          },
          body: hasBody ? '{}' : undefined,
        });
        const body = (await response.json()) as { statusCode?: number };
        if (response.status !== 401 || body.statusCode !== 401) {
          failures.push(
            `${route.method} ${route.path} (${kind}) → ${response.status}`,
          );
        }
      }),
    );
  }
  expect(routes.length).toBeGreaterThan(100);
  expect(failures).toEqual([]);
});

test('the health check needs no token and answers during normal operation', async () => {
  const response = await fetch(`${server.baseUrl}/api/v1/health`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ data: { status: 'ok' } });
});

test('the enums are public and carry roles and settlement statuses', async () => {
  const response = await fetch(`${server.baseUrl}/api/v1/enums`);
  const { data } = (await response.json()) as {
    data: {
      roles: { RoleName: Record<string, string> };
      settlement: { resolvedStatus: Record<string, string> };
    };
  };
  expect(data.roles.RoleName.FINANCE).toBe('FINANCE');
  expect(data.settlement.resolvedStatus.PENDING).toBe('PENDING');
});
