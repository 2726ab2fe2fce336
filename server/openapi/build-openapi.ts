import type { FastifyInstance } from 'fastify';
import type {
  AnyResource,
  FieldSpec,
} from '../../src/registry/define-resource';
import { kindOf } from '../../src/registry/field-kinds/kind-table';
import {
  noNulPattern,
  nonBlankPattern,
} from '../../src/registry/field-kinds/text-kinds';
import {
  facetFields,
  referenceFields,
  totalFields,
} from '../../src/registry/list-extras';
import { hasTable, isImplicitField, tableModel } from '../db/table-model';
import { deskOpenApiPaths } from './desk-openapi';
import { preferencesOpenApiPaths } from './preferences-openapi';
import { searchOpenApiPaths } from './search-openapi';
import { sectionPaths } from './section-paths';
import { apiPaths } from '../../src/registry/paths';
import { apiRoute } from '../http/api-route';
import { offers } from '../../src/registry/operations';
import { statementPaths } from './statement-paths';
import { operationIds } from './operation-ids';
import { revisionPaths } from './revision-paths';
import { bulkIdsSchema } from '../http/bulk-ids';
import { maxReasonLength } from '../resources/changes/read-reason';
import { searchTerms } from '../../src/registry/search-terms';
import { exportFormatParameter } from './export-format';
import { warningsField } from '../../src/registry/record-warnings';
import { approvalRequestsName } from '../approvals/approval-audience';
import { errorResponse } from './error-responses';
import {
  bulkJobReadPath,
  bulkJobSchema,
  bulkJobStartPath,
} from './bulk-job-paths';

type Schema = Record<string, unknown>;

/** The 202 answer of a call that may be held for approval, or nothing. */
export type HeldResponse = (isHeld: boolean) => Record<string, Schema>;

function fieldSchema(field: FieldSpec): Schema {
  const kind = kindOf(field);
  const schema: Schema = {
    description: field.help ? `${field.label}. ${field.help}` : field.label,
    ...(field.readOnly ? { readOnly: true } : {}),
    ...kind.openApi(field),
  };
  if (!kind.openApiNullable || field.required) return schema;
  return {
    ...schema,
    type: [schema.type, 'null'],
    // An enum lists every value the type takes: null too.
    ...(Array.isArray(schema.enum)
      ? { enum: [...(schema.enum as unknown[]), null] }
      : {}),
  };
}

/**
 * An action's `reason`: the text `readReason` takes, without NUL; a
 * required one has a character other than a space (it is trimmed).
 */
const reasonSchema = (required: boolean): Schema => ({
  type: 'string',
  maxLength: maxReasonLength,
  pattern: required ? nonBlankPattern : noNulPattern,
});

/**
 * The body of a PATCH or PUT: the record's schema, with the fields only a
 * create sets marked read-only (another value is a 422; the same is fine).
 */
function updateSchema(resource: AnyResource, ref: string): Schema {
  const fixed = Object.entries(resource.fields).filter(
    ([, field]) => field.createOnly,
  );
  if (fixed.length === 0) return { $ref: ref };
  return {
    allOf: [
      { $ref: ref },
      {
        type: 'object',
        properties: Object.fromEntries(
          fixed.map(([name, field]) => [
            name,
            {
              readOnly: true,
              description: `${field.label}: set when the record is created; an update may send it back unchanged, never another value`,
            },
          ]),
        ),
      },
    ],
  };
}

const schemaName = (r: AnyResource) =>
  r.subject.replace(/[^A-Za-z0-9]/g, '') + (r.report ? 'Row' : '');

const standardErrors = {
  '400': errorResponse('Malformed request'),
  '401': errorResponse('No or expired access token'),
  '403': errorResponse('Not allowed for this user'),
  '422': errorResponse('Validation failed; `errors` names the fields'),
  '429': errorResponse('Too many requests; see Retry-After'),
  '503': errorResponse('Maintenance; `etaTime` says until when'),
};

/** What `q` matches on this resource, as its registry entry declares it. */
function qDescription(resource: AnyResource): string {
  const searched = searchTerms(resource).flatMap(({ field, through }) =>
    through.length > 0 ? through.map((f) => `${field}.${f}`) : [field],
  );
  return searched.length > 0
    ? `Free-text search, case-insensitive and matched as typed, over ${searched.join(', ')}`
    : 'Free-text search over the searchable fields';
}

function listParameters(resource: AnyResource): Schema[] {
  const model = hasTable(resource) ? tableModel(resource) : undefined;
  const fields = model
    ? model.columns.map((c) => [c.name, c.field] as const)
    : Object.entries(resource.fields);
  const params: Schema[] = [
    {
      name: 'page',
      in: 'query',
      schema: { type: 'integer', minimum: 1, default: 1 },
    },
    {
      name: 'perPage',
      in: 'query',
      schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
    },
    {
      name: 'sort',
      in: 'query',
      description: 'Comma list of sortable fields, `-` for descending',
      schema: { type: 'string' },
    },
    {
      name: 'q',
      in: 'query',
      description: qDescription(resource),
      schema: { type: 'string', maxLength: 200 },
    },
  ];
  for (const [name, field] of fields) {
    const ops = field.filter ?? [];
    if (ops.length === 0) continue;
    params.push({
      name: `search[${name}]`,
      in: 'query',
      description: `${field.label} equals`,
      schema: { type: 'string' },
    });
    for (const op of ops) {
      if (op === 'eq') continue;
      params.push({
        name: `search[${name}][${op}]`,
        in: 'query',
        description: `${field.label} ${op}${op === 'in' || op === 'nin' || op === 'between' ? ' (comma list)' : ''}`,
        schema: { type: 'string' },
      });
    }
  }
  return params;
}

/** `include=`, where the entry has reference fields to name. */
function includeParameter(resource: AnyResource): Schema[] {
  const names = referenceFields(resource);
  if (names.length === 0) return [];
  return [
    {
      name: 'include',
      in: 'query',
      description: `Comma list of reference fields (${names.join(', ')}) whose records' titles to answer in \`meta.titles\`, by field and id; a field whose resource you may not read is left out`,
      schema: { type: 'string' },
    },
  ];
}

/** `facets=`, where the entry has a state field to count. */
function facetsParameter(resource: AnyResource): Schema[] {
  const names = facetFields(resource);
  if (names.length === 0) return [];
  return [
    {
      name: 'facets',
      in: 'query',
      description: `Comma list of fields (${names.join(', ')}) to count rows per value of in \`meta.facets\`, under every filter but the counted field's own`,
      schema: { type: 'string' },
    },
  ];
}

/** `totals=`, where the entry has number or money fields to sum. */
function totalsParameter(resource: AnyResource): Schema[] {
  const names = totalFields(resource);
  if (names.length === 0) return [];
  return [
    {
      name: 'totals',
      in: 'query',
      description: `Comma list of fields (${names.join(', ')}) to sum in \`meta.totals\` over every row the filters and search match, not only the page`,
      schema: { type: 'string' },
    },
  ];
}

/** How a report over a closed range is answered (server/reports/report-answers.ts). */
const keptAnswers =
  "A range that ended before today is added up once and read back until an order, line, pocket transaction or record its figures read changes on one of its days; the answer is always the one added up afresh. Of a range that reaches today, a report whose rows add up (menu items, categories, finance, subsidies, demographics) keeps its days before today likewise and adds today's rows, key by key. `Cache-Control: no-cache` adds it up afresh.";

/** The report's `Cache-Status` (RFC 9211). */
const cacheStatusHeader = {
  'Cache-Status': {
    description:
      "How the answer was made: `reports; hit` (read back), `reports; fwd=miss; stored` (added up and kept) or `reports; fwd=bypass` (added up: a range reaching today that is not kept, or `Cache-Control: no-cache`); `; detail=today` when today's rows were added to the kept days.",
    schema: { type: 'string' },
  },
};

/**
 * The OpenAPI 3.1 document of the reference API, generated from the
 * registry: one path set per table resource (list, record, actions, bulk
 * actions, export, import), one per report, schemas per resource and the
 * contract's envelopes and errors.
 */
export function buildOpenApi(registry: readonly AnyResource[]): Schema {
  const schemas: Record<string, Schema> = {
    Error: {
      type: 'object',
      required: ['statusCode', 'message'],
      properties: {
        statusCode: { type: 'integer' },
        message: { type: 'string' },
        errors: {
          type: 'object',
          additionalProperties: { type: 'array', items: { type: 'string' } },
        },
        etaTime: { type: ['string', 'null'], format: 'date-time' },
        retryable: {
          type: 'boolean',
          description:
            'On a 409 from a concurrent change: the same request may succeed when sent again',
        },
        blockers: {
          type: 'array',
          description:
            'On a 409 from a delete: the records that still refer to it, or to a record the delete would cascade to',
          items: {
            type: 'object',
            required: ['resource', 'label', 'count', 'field', 'via'],
            properties: {
              resource: { type: 'string' },
              label: { type: 'string' },
              count: { type: 'integer' },
              field: { type: 'string' },
              via: {
                type: 'array',
                items: { type: 'string' },
                description:
                  'Resources the delete cascades through, outermost first',
              },
            },
          },
        },
      },
    },
    ListMeta: {
      type: 'object',
      required: ['total', 'page', 'perPage'],
      properties: {
        total: { type: 'integer' },
        totalIsEstimate: {
          type: 'boolean',
          enum: [true],
          description:
            "Present when more rows match than the list counts exactly (LIST_EXACT_COUNT_LIMIT): `total` is then the planner's estimate",
        },
        page: { type: 'integer' },
        perPage: { type: 'integer' },
        estimatedFacets: {
          type: 'array',
          items: { type: 'string' },
          description:
            'The `facets` fields whose counts are estimates, for the same reason',
        },
        facets: {
          type: 'object',
          description:
            'With `facets=`: per field, rows per value (every enum value, 0 included)',
          additionalProperties: {
            type: 'object',
            additionalProperties: { type: 'integer' },
          },
        },
        totals: {
          type: 'object',
          description:
            'With `totals=`: per field, the sum over every matching row (money in minor units)',
          additionalProperties: { type: 'number' },
        },
        totalsWithheld: {
          type: 'boolean',
          enum: [true],
          description:
            'Present instead of `totals` when no daily rollup holds the filters and more than ten times LIST_EXACT_COUNT_LIMIT rows match: summing them on request would take seconds',
        },
        titles: { $ref: '#/components/schemas/Titles' },
      },
    },
    Titles: {
      type: 'object',
      description:
        "With `include=`: per reference field, the referenced records' titles by id",
      additionalProperties: {
        type: 'object',
        additionalProperties: { type: 'string' },
      },
    },
    BulkResult: {
      type: 'object',
      properties: {
        succeeded: { type: 'array', items: { type: 'integer' } },
        failed: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              message: { type: 'string' },
            },
          },
        },
        held: {
          type: 'array',
          description:
            'Rows whose call waits for approval, each with its request',
          items: {
            type: 'object',
            required: ['id', 'requestId'],
            properties: {
              id: { type: 'integer' },
              requestId: { type: 'integer' },
            },
          },
        },
        warnings: {
          type: 'array',
          description:
            "Where the resource checks its records (settlements' payout account): the rows with warnings, each beside its outcome above",
          items: {
            type: 'object',
            required: ['id', 'warnings'],
            properties: {
              id: { type: 'integer' },
              warnings: {
                type: 'array',
                items: { $ref: '#/components/schemas/RecordWarning' },
              },
            },
          },
        },
      },
    },
    BulkJob: bulkJobSchema,
    RecordWarning: {
      type: 'object',
      description: 'Something suspicious about a record, found by the server',
      required: ['code', 'label', 'message'],
      properties: {
        code: {
          type: 'string',
          description:
            'Stable, e.g. `payout-holder-mismatch`, `payout-account-changed`',
        },
        label: { type: 'string', description: 'A few words for a marker' },
        message: {
          type: 'string',
          description: 'The sentence saying what is wrong',
        },
      },
    },
    ImportResult: {
      type: 'object',
      description:
        'Failed rows are numbered as in a spreadsheet: the header is row 1.',
      properties: {
        created: { type: 'integer' },
        updated: { type: 'integer' },
        failed: {
          type: 'array',
          description: 'The first 1,000 failed rows, lowest row first',
          maxItems: 1000,
          items: {
            type: 'object',
            properties: {
              row: { type: 'integer' },
              errors: { type: 'object' },
            },
          },
        },
        failedCount: {
          type: 'integer',
          description: 'Every failed row, listed in `failed` or not',
        },
        failedTruncated: {
          type: 'boolean',
          description: '`failed` lists fewer rows than `failedCount`',
        },
        rowsChecked: {
          type: 'integer',
          description: 'Record rows read (the header not counted)',
        },
      },
    },
  };
  const paths: Record<string, Record<string, Schema>> = {};
  const one = (ref: string) => ({
    'application/json': {
      schema: { type: 'object', properties: { data: { $ref: ref } } },
    },
  });
  const oneWithTitles = (ref: string) => ({
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          data: { $ref: ref },
          meta: {
            type: 'object',
            description: 'Only with `include=`',
            properties: {
              titles: { $ref: '#/components/schemas/Titles' },
            },
          },
        },
      },
    },
  });
  const list = (ref: string) => ({
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          data: { type: 'array', items: { $ref: ref } },
          meta: { $ref: '#/components/schemas/ListMeta' },
        },
      },
    },
  });
  const csv = { 'text/csv': { schema: { type: 'string' } } };
  const idParam = {
    name: 'id',
    in: 'path',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  };
  const ifMatch = (required: boolean) => ({
    name: 'If-Match',
    in: 'header',
    required,
    description:
      'The ETag of the record as you read it (`"7"`), or `*`; `version` in the body works too. A record that moved on since is a 409 carrying it as `current`.',
    schema: { type: 'string' },
  });
  const etag = {
    ETag: {
      description: "The record's version, to send back as If-Match",
      schema: { type: 'string' },
    },
  };
  const stale = {
    '409': {
      description:
        'Someone else changed the record since the version you sent: `current` is the record as it is now',
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: '#/components/schemas/Error' },
              { type: 'object', properties: { current: {} } },
            ],
          },
        },
      },
    },
  };

  // Where a call held for approval waits (decision 030).
  const heldIn = registry.find((r) => r.name === approvalRequestsName);
  const held: HeldResponse = (isHeld): Record<string, Schema> =>
    heldIn && isHeld
      ? {
          '202': {
            description:
              'Held for approval: nothing ran yet; the pending approval request',
            content: one(`#/components/schemas/${schemaName(heldIn)}`),
          },
        }
      : {};
  for (const resource of registry) {
    if (resource.source) continue;
    const name = schemaName(resource);
    const ref = `#/components/schemas/${name}`;
    const tag = resource.label.many;
    const ids = operationIds(resource);
    if (resource.report) {
      schemas[name] = {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(resource.fields).map(([k, f]) => [k, fieldSchema(f)]),
        ),
      };
      const endpoint = resource.report.endpoint;
      const base = apiRoute(apiPaths.collection(endpoint));
      const params = [
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
        // The shorthand scopes exist where the entry declares the filter.
        ...(['merchantId', 'outletId'] as const)
          .filter((key) => (resource.fields[key]?.filter?.length ?? 0) > 0)
          .map((key) => ({
            name: key,
            in: 'query',
            description: 'Comma list of ids',
            schema: { type: 'string' },
          })),
        ...listParameters(resource),
      ];
      paths[base] = {
        get: {
          operationId: ids.list,
          tags: [tag],
          summary: resource.label.many,
          description: keptAnswers,
          parameters: [...params, ...includeParameter(resource)],
          responses: {
            '200': {
              description: 'Report rows',
              headers: cacheStatusHeader,
              content: list(ref),
            },
            ...standardErrors,
          },
        },
      };
      paths[apiRoute(apiPaths.exportCsv(endpoint))] = {
        get: {
          operationId: ids.export,
          tags: [tag],
          summary: `${resource.label.many} as CSV`,
          description: keptAnswers,
          parameters: [...params, exportFormatParameter],
          responses: {
            '200': {
              description: 'CSV',
              headers: cacheStatusHeader,
              content: csv,
            },
            ...standardErrors,
          },
        },
      };
      continue;
    }
    const model = tableModel(resource);
    schemas[name] = {
      type: 'object',
      properties: {
        ...Object.fromEntries(
          model.columns.map((c) => [
            c.name,
            // Every record has an id, a version and its stamps: never null.
            fieldSchema(
              isImplicitField(c.name)
                ? { ...c.field, required: true }
                : c.field,
            ),
          ]),
        ),
        ...(resource.warnings && {
          [warningsField]: {
            type: 'array',
            readOnly: true,
            description:
              'What the server finds wrong with the record (empty when nothing is); never written',
            items: { $ref: '#/components/schemas/RecordWarning' },
          },
        }),
      },
      // A record is its columns; a write naming another field is a 422.
      additionalProperties: false,
      required: model.columns
        .filter((c) => c.field.required || isImplicitField(c.name))
        .map((c) => c.name),
    };
    const apiName = resource.name;
    const base = apiRoute(apiPaths.collection(apiName));
    const collection: Record<string, Schema> = {};
    if (offers(resource, 'list')) {
      collection.get = {
        operationId: ids.list,
        tags: [tag],
        summary: `List ${resource.label.many}`,
        parameters: [
          ...listParameters(resource),
          ...facetsParameter(resource),
          ...totalsParameter(resource),
          ...includeParameter(resource),
        ],
        responses: {
          '200': { description: 'A page', content: list(ref) },
          ...standardErrors,
        },
      };
    }
    if (offers(resource, 'create')) {
      collection.post = {
        operationId: ids.create,
        tags: [tag],
        summary: `Create a ${resource.label.one}`,
        requestBody: {
          content: { 'application/json': { schema: { $ref: ref } } },
        },
        responses: {
          '201': { description: 'Created', content: one(ref) },
          ...standardErrors,
        },
      };
    }
    if (Object.keys(collection).length > 0) paths[base] = collection;
    const record: Record<string, Schema> = {};
    if (offers(resource, 'show'))
      record.get = {
        operationId: ids.get,
        tags: [tag],
        summary: `One ${resource.label.one}`,
        parameters: [idParam, ...includeParameter(resource)],
        responses: {
          '200': {
            description: 'The record',
            content: oneWithTitles(ref),
            headers: etag,
          },
          '404': errorResponse('No such record'),
          ...standardErrors,
        },
      };
    if (offers(resource, 'edit')) {
      for (const method of ['patch', 'put']) {
        record[method] = {
          operationId: method === 'patch' ? ids.update : ids.replace,
          tags: [tag],
          summary: `${method === 'patch' ? 'Update' : 'Replace'} a ${resource.label.one}`,
          parameters: [idParam, ifMatch(true)],
          requestBody: {
            content: {
              'application/json': { schema: updateSchema(resource, ref) },
            },
          },
          responses: {
            '200': {
              description: 'The record',
              content: one(ref),
              headers: etag,
            },
            ...held(resource.editApproval !== undefined),
            '404': errorResponse('No such record'),
            ...stale,
            '428': errorResponse(
              'No version sent (If-Match or body `version`)',
            ),
            ...standardErrors,
          },
        };
      }
    }
    if (offers(resource, 'delete'))
      record.delete = {
        operationId: ids.delete,
        tags: [tag],
        summary: `Delete a ${resource.label.one}`,
        parameters: [idParam, ifMatch(false)],
        responses: {
          '204': { description: 'Deleted' },
          '404': errorResponse('No such record'),
          '409': errorResponse('Other records still refer to it'),
          ...standardErrors,
        },
      };
    if (Object.keys(record).length > 0)
      paths[apiRoute(apiPaths.record(apiName, '{id}'))] = record;
    Object.assign(paths, sectionPaths(registry, resource, held));
    if (hasTable(resource)) Object.assign(paths, revisionPaths(resource, held));
    Object.assign(paths, statementPaths(registry, resource));
    if (offers(resource, 'export'))
      paths[apiRoute(apiPaths.exportCsv(apiName))] = {
        get: {
          operationId: ids.export,
          tags: [tag],
          summary: `${resource.label.many} as CSV (the list's filters, sort and q)`,
          parameters: [
            ...listParameters(resource).slice(2),
            exportFormatParameter,
          ],
          responses: {
            '200': {
              description:
                'CSV, readable unless `format=raw`; cells starting with = + - @ (but plain numbers), TAB, CR or NUL are prefixed with an apostrophe',
              content: csv,
            },
            ...standardErrors,
          },
        },
      };
    if (offers(resource, 'import')) {
      paths[apiRoute(apiPaths.importCsv(apiName))] = {
        post: {
          operationId: ids.import,
          tags: [tag],
          summary: `Import ${resource.label.many} from CSV (all or nothing)`,
          parameters: [
            { name: 'dryRun', in: 'query', schema: { type: 'boolean' } },
          ],
          requestBody: {
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { file: { type: 'string', format: 'binary' } },
                },
              },
            },
          },
          responses: {
            '200': {
              description: 'Report',
              content: one('#/components/schemas/ImportResult'),
            },
            '413': errorResponse('File over 10 MB'),
            ...standardErrors,
          },
        },
      };
    }
    for (const [verb, action] of Object.entries(resource.actions ?? {})) {
      const description = [
        action.from.length > 0
          ? `From ${action.from.join(', ')}`
          : 'In any state',
        action.to ? `to ${action.to}.` : '(a command).',
        action.roles ? `Roles: ${action.roles.join(', ')}.` : '',
        action.fourEyes ? `Not by the user in ${action.fourEyes.notBy}.` : '',
      ].join(' ');
      const body = {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                reason: reasonSchema(action.reason === 'required'),
                // Fields the action's dialog asks for (`input`), read by its effect.
                ...Object.fromEntries(
                  (action.input ?? []).flatMap((field) => {
                    const spec = resource.fields[field];
                    return spec
                      ? [[field, fieldSchema({ ...spec, readOnly: false })]]
                      : [];
                  }),
                ),
              },
              ...(action.reason === 'required' ? { required: ['reason'] } : {}),
            },
          },
        },
      };
      paths[apiRoute(apiPaths.action(apiName, '{id}', verb))] = {
        post: {
          operationId: ids.action(verb),
          tags: [tag],
          summary: action.label,
          description,
          parameters: [idParam, ifMatch(false)],
          requestBody: body,
          responses: {
            '200': {
              description: 'The updated record',
              content: one(ref),
              headers: etag,
            },
            ...held(action.approval !== undefined),
            '404': errorResponse('No such record'),
            '409': errorResponse(
              'The current state does not allow it, or the record moved on from the If-Match version',
            ),
            ...standardErrors,
          },
        },
      };
      if (action.bulk) {
        paths[apiRoute(apiPaths.bulkAction(apiName, verb))] = {
          post: {
            operationId: ids.bulk(verb),
            tags: [tag],
            summary: `${action.label} several`,
            description,
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: [
                      'ids',
                      ...(action.reason === 'required' ? ['reason'] : []),
                    ],
                    properties: {
                      ids: bulkIdsSchema,
                      reason: reasonSchema(action.reason === 'required'),
                    },
                  },
                },
              },
            },
            responses: {
              '200': {
                description: 'Per-id outcome',
                content: one('#/components/schemas/BulkResult'),
              },
              ...standardErrors,
            },
          },
        };
        Object.assign(
          paths,
          bulkJobStartPath({
            apiName,
            verb,
            operationId: `${ids.bulk(verb)}Job`,
            tag,
            summary: `${action.label} up to 10,000 as a job`,
            description,
            input: body.content['application/json'].schema,
            standardErrors,
          }),
        );
      }
    }
  }
  Object.assign(paths, deskOpenApiPaths(registry));
  Object.assign(paths, preferencesOpenApiPaths(registry));
  Object.assign(paths, searchOpenApiPaths(registry));
  Object.assign(paths, bulkJobReadPath());
  return {
    openapi: '3.1.0',
    info: {
      title: 'ZFood Admin reference API',
      version: '1.0.0',
      description:
        'Generated from resources.config.ts; the wire format is docs/api-contract.md.',
      // The package is private: no open licence is granted (an SPDX LicenseRef).
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
    security: [{ bearer: [] }],
    paths,
  };
}

/** Serves the document at GET /api/v1/openapi.json (built once; the registry is static). */
export function registerOpenApiRoute(
  app: FastifyInstance,
  registry: readonly AnyResource[],
): void {
  let document: Schema | undefined;
  app.get('/api/v1/openapi.json', (_request, reply) => {
    document ??= buildOpenApi(registry);
    return reply.send(document);
  });
}
