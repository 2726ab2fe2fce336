import type { AnyResource } from '../../src/registry/define-resource';
import {
  memberSetsOf,
  reportSectionsOf,
} from '../../src/registry/show-sections';
import { apiPaths, apiVersionPrefix } from '../../src/registry/paths';
import { maxMembers } from '../resources/register-member-set-routes';
import { exportFormatParameter } from './export-format';
import { operationIds } from './operation-ids';
import { errors } from './error-responses';
import type { HeldResponse } from './build-openapi';

type Schema = Record<string, unknown>;

const idParam = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
};

/**
 * The OpenAPI paths of the show pages' sections (`show.sections`): a
 * report over one record, and a member set read and replaced as one.
 */
export function sectionPaths(
  registry: readonly AnyResource[],
  resource: AnyResource,
  held: HeldResponse,
): Record<string, Record<string, Schema>> {
  const paths: Record<string, Record<string, Schema>> = {};
  const tag = resource.label.many;
  const ids = operationIds(resource);

  for (const { section, report, scopeField } of reportSectionsOf(
    registry,
    resource,
  )) {
    const row = `#/components/schemas/${report.subject.replace(/[^A-Za-z0-9]/g, '')}Row`;
    paths[
      `${apiVersionPrefix}${apiPaths.section(resource.name, '{id}', section.path)}`
    ] = {
      get: {
        operationId: ids.part('get', section.path),
        tags: [tag],
        summary: `${section.title}: ${report.label.many} of one ${resource.label.one.toLowerCase()} (its \`${scopeField}\`)`,
        description:
          'With `Accept: application/json`, a list envelope of report rows plus `range`; otherwise the same rows, unpaged, as a CSV download.',
        parameters: [
          idParam,
          {
            name: 'from',
            in: 'query',
            schema: { type: 'string', format: 'date' },
            description: 'First day (default 29 days before `to`)',
          },
          {
            name: 'to',
            in: 'query',
            schema: { type: 'string', format: 'date' },
            description: 'Last day (default today, Malaysia time)',
          },
          {
            name: 'page',
            in: 'query',
            schema: { type: 'integer', minimum: 1 },
          },
          {
            name: 'perPage',
            in: 'query',
            schema: { type: 'integer', minimum: 1, maximum: 100 },
          },
          { name: 'sort', in: 'query', schema: { type: 'string' } },
          {
            name: 'include',
            in: 'query',
            description:
              "Reference fields whose records' titles to answer in `meta.titles`",
            schema: { type: 'string' },
          },
          exportFormatParameter,
        ],
        responses: {
          '200': {
            description: 'Report rows',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    data: { type: 'array', items: { $ref: row } },
                    meta: { $ref: '#/components/schemas/ListMeta' },
                    range: {
                      type: 'object',
                      properties: {
                        from: { type: 'string', format: 'date' },
                        to: { type: 'string', format: 'date' },
                      },
                    },
                  },
                },
              },
              'text/csv': { schema: { type: 'string' } },
            },
          },
          ...errors({ '422': 'An unknown filter or a reversed range' }),
        },
      },
    };
  }

  for (const set of memberSetsOf(registry, resource)) {
    const members = set.members.label.many.toLowerCase();
    const answer = {
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            data: {
              type: 'object',
              properties: {
                [set.key]: { type: 'array', items: { type: 'integer' } },
                version: { type: 'integer' },
              },
            },
          },
        },
      },
    };
    const etag = {
      ETag: {
        description: `The ${resource.label.one.toLowerCase()}'s version, to send back as If-Match`,
        schema: { type: 'string' },
      },
    };
    paths[
      `${apiVersionPrefix}${apiPaths.section(resource.name, '{id}', set.section.path)}`
    ] = {
      get: {
        operationId: ids.part('get', set.section.path),
        tags: [tag],
        summary: `The ${members} of a ${resource.label.one.toLowerCase()}`,
        parameters: [idParam],
        responses: {
          '200': { description: 'The set', content: answer, headers: etag },
          ...errors({}),
        },
      },
      put: {
        operationId: ids.part('replace', set.section.path),
        tags: [tag],
        summary: `Replace the ${members} of a ${resource.label.one.toLowerCase()} in one transaction`,
        description: `Adds and removes ${set.via.name} rows so that exactly these ${members} remain; admins only where the join decides authority. Raises the ${resource.label.one.toLowerCase()}'s version and writes one audit entry.`,
        parameters: [
          idParam,
          {
            name: 'If-Match',
            in: 'header',
            // As on a record's PATCH: the write names the version it read.
            required: true,
            description: `The ${resource.label.one.toLowerCase()}'s ETag as read; \`version\` in the body works too`,
            schema: { type: 'string' },
          },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: [set.key],
                properties: {
                  [set.key]: {
                    type: 'array',
                    maxItems: maxMembers,
                    items: {
                      type: 'integer',
                      minimum: 1,
                      maximum: Number.MAX_SAFE_INTEGER,
                    },
                  },
                  version: { type: 'integer', minimum: 1 },
                },
              },
            },
          },
        },
        responses: {
          '200': { description: 'The new set', content: answer, headers: etag },
          ...held(set.section.approval !== undefined),
          ...errors({
            '409': `The ${resource.label.one.toLowerCase()} changed since the version sent`,
            '422': `Not a list of ids, or an id that is no ${set.members.label.one.toLowerCase()}`,
            '428': 'No version sent (If-Match or body `version`)',
          }),
        },
      },
    };
  }
  return paths;
}
