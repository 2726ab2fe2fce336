import type { FastifyError, FastifyInstance } from 'fastify';
import type { AnyResource } from '../../src/registry/define-resource';
import { fromDatabase, schemaNames } from './database-errors';
import { ApiError } from './errors';
import { errorEnvelope } from './envelopes';
import { unsupportedMediaType } from './request-bodies';

function fromFastify(error: FastifyError): ApiError | undefined {
  if (error.validation) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const key =
        issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
      (errors[key] ??= []).push(issue.message ?? 'is not valid');
    }
    return new ApiError(422, 'The request is not valid', errors);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return unsupportedMediaType();
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 'The JSON body is malformed');
    default:
      break;
  }
  if (error instanceof SyntaxError)
    return new ApiError(400, 'The JSON body is malformed');
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new ApiError(status, error.message);
  }
  return undefined;
}

/**
 * Installs the handler that turns every error into the contract's envelope.
 * Unknown errors are logged with their stack and answered with a generic 500:
 * neither the stack nor any SQL ever reaches the client.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  registry: readonly AnyResource[],
): void {
  // Database errors name tables, columns and constraints; this finds their fields.
  const names = schemaNames(registry);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known =
      error instanceof ApiError
        ? error
        : (fromDatabase(error, names) ?? fromFastify(error));
    if (known) {
      if (known.statusCode >= 500)
        request.log.error({ err: error }, known.message);
      else
        request.log.info(
          { statusCode: known.statusCode, reason: known.message },
          'request refused',
        );
      return reply
        .status(known.statusCode)
        .type('application/json; charset=utf-8')
        .send(
          errorEnvelope(
            known.statusCode,
            known.message,
            known.errors,
            known.extra,
          ),
        );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .type('application/json; charset=utf-8')
      .send(
        errorEnvelope(
          500,
          'Something went wrong on our side; please try again',
        ),
      );
  });
}
