import type { AnyResource } from '../../src/registry/define-resource';
import {
  foundPerResource,
  matchTiers,
  maxFindLength,
  minFindLength,
} from '../../src/registry/found-records';
import { apiPaths } from '../../src/registry/paths';
import { apiRoute } from '../http/api-route';

type Schema = Record<string, unknown>;

const error = (description: string) => ({
  description,
  content: {
    'application/json': { schema: { $ref: '#/components/schemas/Error' } },
  },
});

/** The command palette's search (server/search), over the entries with `findBy`. */
export function searchOpenApiPaths(
  registry: readonly AnyResource[],
): Record<string, Record<string, Schema>> {
  const searched = registry.filter((r) => r.findBy?.length);
  const found = {
    type: 'object',
    required: ['resource', 'id', 'title', 'matchedBy', 'matchedText', 'match'],
    properties: {
      resource: {
        type: 'string',
        enum: searched.map((r) => r.name),
        description: "The entry's API name",
      },
      id: { type: 'integer' },
      title: {
        type: 'string',
        description: "The record's title field, as people read it",
      },
      matchedBy: {
        type: 'string',
        description:
          'The identifier that matched: a field (`code`), or a field of the referenced record (`customerId.phone`)',
      },
      matchedText: { type: 'string', description: "That identifier's value" },
      match: { type: 'string', enum: [...matchTiers] },
    },
  };
  const finds = searched
    .map((r) => `${r.name} by ${r.findBy?.join(', ') ?? ''}`)
    .join('; ');
  return {
    [apiRoute(apiPaths.search)]: {
      get: {
        operationId: 'findRecords',
        summary: 'Finds records by what people know them by (the ⌘K palette)',
        description: `Up to ${foundPerResource} records of each entry the caller may read, best first: whole values, then starts, then (from three characters) text anywhere, compared in lower case; a phone number typed with spaces, dashes or brackets is matched without them. Text shorter than ${minFindLength} characters finds nothing. Searches ${finds}; a reference into an entry the caller may not read is not searched through.`,
        tags: ['Search'],
        parameters: [
          {
            name: 'q',
            in: 'query',
            required: true,
            description: 'The text to look for, matched literally',
            schema: { type: 'string', maxLength: maxFindLength },
          },
        ],
        responses: {
          '200': {
            description: 'The records found, best first',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { data: { type: 'array', items: found } },
                },
              },
            },
          },
          '400': error(
            `No q, q given twice, longer than ${maxFindLength} characters or holding a NUL; \`errors.q\` says which`,
          ),
          '401': error('No or expired access token'),
          '429': error('Too many requests; see Retry-After'),
          '503': error('Maintenance; `etaTime` says until when'),
        },
      },
    },
  };
}
