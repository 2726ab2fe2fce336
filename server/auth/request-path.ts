import type { FastifyRequest } from 'fastify';

/**
 * The path a request is judged by: the matched route's pattern when one
 * matched (so `/api/v1/%61dmin/users`, which the router decodes to an admin
 * route, is still seen as admin), else the URL without its query.
 */
export function requestPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  const url = request.url;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether `path` is `prefix` itself or lies under it. */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
