import type { AnyResource } from '../../src/registry/define-resource';
import { menuGroups, menuLinks, menuNodes } from '../../src/registry/menu';
import {
  maxFavourites,
  maxRecents,
  menuLinkKeys,
} from '../../src/registry/nav-preferences';
import { apiPaths } from '../../src/registry/paths';
import { toMenu } from '../../src/registry/to-menu';
import { apiRoute } from '../http/api-route';

type Schema = Record<string, unknown>;

const error = (description: string) => ({
  description,
  content: {
    'application/json': { schema: { $ref: '#/components/schemas/Error' } },
  },
});

/** The paths of the signed-in user's sidebar preferences (server/preferences). */
export function preferencesOpenApiPaths(
  registry: readonly AnyResource[],
): Record<string, Record<string, Schema>> {
  const menuKey = {
    type: 'string',
    description: "A menu link's key",
    enum: [
      ...menuLinkKeys(
        toMenu({ resources: registry, menuGroups, menuNodes, menuLinks }),
      ),
    ].sort(),
  };
  const document = {
    type: 'object',
    required: ['favourites', 'recents'],
    additionalProperties: false,
    properties: {
      favourites: {
        type: 'array',
        description:
          'Pinned pages in the order pinned; a key named twice is kept once',
        maxItems: maxFavourites,
        items: menuKey,
      },
      recents: {
        type: 'array',
        description:
          'Pages visited, newest first; a key named twice is kept once',
        maxItems: maxRecents,
        items: {
          type: 'object',
          required: ['key', 'at'],
          additionalProperties: false,
          properties: {
            key: menuKey,
            at: { type: 'string', format: 'date-time' },
          },
        },
      },
      version: {
        type: 'integer',
        readOnly: true,
        description:
          'Raised by every write; 1 for a user who never saved. Send it back as If-Match',
      },
    },
  };
  const answer = {
    description: "The caller's preferences",
    headers: {
      ETag: {
        description: 'The version, to send back as If-Match',
        schema: { type: 'string' },
      },
    },
    content: {
      'application/json': {
        schema: { type: 'object', properties: { data: document } },
      },
    },
  };
  const denied = {
    '401': error('No or expired access token'),
    '429': error('Too many requests; see Retry-After'),
    '503': error('Maintenance; `etaTime` says until when'),
  };
  return {
    [apiRoute(apiPaths.profilePreferences)]: {
      get: {
        operationId: 'getProfilePreferences',
        summary: "The signed-in user's pinned and recent sidebar pages",
        description:
          "Only ever the caller's own document; keys are not filtered by permission (the console hides what the user may not open).",
        tags: ['Profile'],
        responses: { '200': answer, ...denied },
      },
      put: {
        operationId: 'replaceProfilePreferences',
        summary:
          "Replaces the signed-in user's pinned and recent sidebar pages",
        tags: ['Profile'],
        parameters: [
          {
            name: 'If-Match',
            in: 'header',
            required: false,
            description:
              'The version read (`"7"`), or `*`; `version` in the body works too. A document that moved on since is a 409 carrying it as `current`. Without one the last write wins: the document is the caller\'s own.',
            schema: { type: 'string' },
          },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: document } },
        },
        responses: {
          '200': answer,
          '400': error('Malformed If-Match'),
          '409': {
            description:
              'The document changed since the version sent: `current` is the document as it is now',
            content: {
              'application/json': {
                schema: {
                  allOf: [
                    { $ref: '#/components/schemas/Error' },
                    { type: 'object', properties: { current: document } },
                  ],
                },
              },
            },
          },
          '422': error(
            'An unknown page, too many entries or a visit without its time; `errors` names the entry (`favourites.2`)',
          ),
          ...denied,
        },
      },
    },
  };
}
