import {
  LogController,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { ServerConfig } from '../config';

const secretParam = /token|otp|password|secret|key/i;

/**
 * The URL to log: query values whose names look secret (a reset token in a
 * link, an OTP) are replaced, so that logs never hold credentials.
 */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  const secrets = [...new Set(params.keys())].filter((name) =>
    secretParam.test(name),
  );
  // Untouched queries stay as sent, so `search[status]=NEW` reads as such.
  if (secrets.length === 0) return url;
  for (const name of secrets) params.set(name, '[redacted]');
  const rest = params.toString();
  return rest ? `${url.slice(0, query)}?${rest}` : url.slice(0, query);
}

/** Fastify's pino logger, with request logging left to {@link registerRequestLogging}. */
export function loggerOptions(
  config: ServerConfig,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'headers.authorization'],
    },
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/**
 * One structured line per request, written when the answer has gone out:
 * method, URL (secrets redacted), status, duration and the caller's user id.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      userId: request.user?.id,
    };
    if (reply.statusCode >= 500) request.log.error(line, 'request failed');
    else request.log.info(line, 'request');
  });
}
