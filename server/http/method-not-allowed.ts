import type { FastifyInstance } from 'fastify';
import { apiVersionPrefix } from '../../src/registry/paths';
import { errorEnvelope } from './envelopes';

/** `/api/v1/admin/orders/:id` → a RegExp matching the paths the route serves. */
function pathMatcher(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment === '*'
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * Answers a request for an API path that exists under another method
 * (`TRACE`, `PUT` on a list, `DELETE` on an action) with 405 and an
 * `Allow` header naming the methods it takes, as HTTP asks, instead of
 * "no such route". A path no route serves stays a 404. Call before the
 * routes are registered: it learns them as they come.
 */
export function registerMethodNotAllowed(app: FastifyInstance): void {
  const routes = new Map<string, { matcher: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${apiVersionPrefix}/`)) return;
    const known = routes.get(route.url) ?? {
      matcher: pathMatcher(route.url),
      methods: new Set<string>(),
    };
    for (const method of [route.method].flat()) known.methods.add(method);
    routes.set(route.url, known);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = new Set<string>();
    if (path.startsWith(`${apiVersionPrefix}/`))
      for (const { matcher, methods } of routes.values())
        if (matcher.test(path))
          for (const method of methods) allowed.add(method);
    if (allowed.size === 0)
      return reply
        .status(404)
        .send(errorEnvelope(404, `Route ${request.method}:${path} not found`));
    const allow = [...allowed].sort().join(', ');
    return reply
      .status(405)
      .header('allow', allow)
      .send(
        errorEnvelope(
          405,
          `${request.method} is not allowed on ${path}; it takes ${allow}`,
        ),
      );
  });
}
