import type { FastifyInstance } from 'fastify';
import { deskPaths } from '../../src/registry/enquiry-desk';
import { apiRoute } from './api-route';
import { ApiError } from './errors';

const deskUpload = apiRoute(deskPaths.attachments(':id'));

/**
 * The routes that take a file: `POST /admin/{resource}/import` (multipart
 * CSV) and the desk's files for a reply.
 */
const isUploadRoute = (url: string | undefined) =>
  url !== undefined && (/\/import$/.test(url) || url === deskUpload);

/** The 415 for a body in a content type the route does not take. */
export const unsupportedMediaType = () =>
  new ApiError(
    415,
    'This content type is not accepted here: send JSON (application/json), or multipart/form-data to an import or a file upload',
  );

const notAnObject = () =>
  new ApiError(422, 'The body must be a JSON object', {
    body: ['Send a JSON object { … }, not an array, text, a number or null'],
  });

/**
 * The one place request bodies are admitted. Every route of this API takes
 * a JSON object (or nothing), and only the upload routes a multipart file:
 *
 * - an empty body is no body, even with `Content-Type: application/json`
 *   (`POST /auth/refresh` and `/auth/logout` have none, and clients often
 *   still send the header, which Fastify's parser would answer with a 400);
 * - a JSON array, string, number or null is a 422 on `body`, so an action
 *   never runs on `[1, 2]` as if no body were sent;
 * - any other content type — Fastify's built-in `text/plain`, form posts,
 *   multipart on a JSON route — is a 415 rather than a 422 about fields
 *   the client never sent.
 *
 * The default JSON parser (with its prototype-poisoning guard) still
 * parses every non-empty JSON body.
 */
export function registerRequestBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      void parseJson(request, text, (error, value: unknown) => {
        if (error) done(error, undefined);
        else if (
          typeof value !== 'object' ||
          value === null ||
          Array.isArray(value)
        )
          done(notAnObject(), undefined);
        else done(null, value);
      });
    },
  );
  app.addHook('preValidation', (request, _reply, done) => {
    const type = request.headers['content-type'] ?? '';
    const isMisplacedUpload =
      /^multipart\//i.test(type) && !isUploadRoute(request.routeOptions.url);
    done(isMisplacedUpload ? unsupportedMediaType() : undefined);
  });
}
