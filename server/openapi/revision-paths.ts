import type { AnyResource } from '../../src/registry/define-resource';
import { offers } from '../../src/registry/operations';
import { apiPaths, apiVersionPrefix } from '../../src/registry/paths';
import { keepsRevisions } from '../../src/registry/revisions';
import { operationIds } from './operation-ids';
import { errorResponse, errors } from './error-responses';
import type { HeldResponse } from './build-openapi';

type Schema = Record<string, unknown>;

const pathParam = (name: string, minimum: number) => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum },
});

const revisionSchema: Schema = {
  type: 'object',
  required: ['id', 'number', 'kind', 'changes'],
  properties: {
    id: { type: 'integer', description: '0 is the record as first recorded' },
    number: { type: 'integer' },
    kind: {
      type: 'string',
      enum: [
        'ORIGINAL',
        'CREATE',
        'UPDATE',
        'ACTION',
        'IMPORT',
        'RESTORE',
        'DELETE',
      ],
    },
    verb: { type: ['string', 'null'] },
    at: { type: ['string', 'null'], format: 'date-time' },
    actor: {
      type: ['object', 'null'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    },
    reason: { type: ['string', 'null'] },
    restoredFrom: { type: ['integer', 'null'] },
    changes: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, before: {}, after: {} },
      },
    },
  },
};

const json = (schema: Schema) => ({
  'application/json': {
    schema: {
      type: 'object',
      required: ['data'],
      properties: { data: schema },
    },
  },
});

/** The OpenAPI paths of a record's revisions (decision 031): list, one, restore. */
export function revisionPaths(
  resource: AnyResource,
  held: HeldResponse,
): Record<string, Record<string, Schema>> {
  if (!keepsRevisions(resource)) return {};
  const tag = resource.label.many;
  const ids = operationIds(resource);
  const name = resource.name;
  const revisionId = pathParam('revisionId', 0);
  const paths: Record<string, Record<string, Schema>> = {
    [`${apiVersionPrefix}${apiPaths.revisions(name, '{id}')}`]: {
      get: {
        operationId: ids.part('get', 'revisions'),
        tags: [tag],
        summary: `Revisions of a ${resource.label.one}, newest first, ending with the record as first recorded`,
        parameters: [pathParam('id', 1)],
        responses: {
          '200': {
            description: 'Revisions',
            content: json({ type: 'array', items: revisionSchema }),
          },
          ...errors({ '404': 'No such record or revision' }),
        },
      },
    },
    [`${apiVersionPrefix}${apiPaths.revision(name, '{id}', '{revisionId}')}`]: {
      get: {
        operationId: ids.part('get', 'revision'),
        tags: [tag],
        summary: `One revision of a ${resource.label.one}, with the record as it stood`,
        parameters: [pathParam('id', 1), revisionId],
        responses: {
          '200': {
            description: 'The revision and its record',
            content: json({
              allOf: [
                revisionSchema,
                {
                  type: 'object',
                  properties: { record: { type: 'object' } },
                },
              ],
            }),
          },
          ...errors({ '404': 'No such record or revision' }),
        },
      },
    },
  };
  if (offers(resource, 'edit'))
    paths[
      `${apiVersionPrefix}${apiPaths.restoreRevision(name, '{id}', '{revisionId}')}`
    ] = {
      post: {
        operationId: ids.part('post', 'restore-revision'),
        tags: [tag],
        summary: `Restore a revision of a ${resource.label.one}: an edit setting the fields an edit may change to its values`,
        description:
          'An optional JSON body `{ "reason": "…" }` (at most 1,000 characters) is kept as the new revision\'s reason; without it the reason names the revision restored.',
        parameters: [
          pathParam('id', 1),
          revisionId,
          {
            name: 'If-Match',
            in: 'header',
            required: true,
            description: 'The ETag of the record as you read it (`"7"`)',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': {
            description: 'The record as restored, with its new ETag',
            content: json({ type: 'object' }),
          },
          ...held(resource.editApproval !== undefined),
          '409': errorResponse('The record moved on since you read it'),
          '422': errorResponse(
            'Nothing to restore, or a restored value is no longer valid (`errors` names the fields)',
          ),
          '428': errorResponse('If-Match missing'),
          ...errors({ '404': 'No such record or revision' }),
        },
      },
    };
  return paths;
}
