import { noNulPattern } from '../../src/registry/field-kinds/text-kinds';
import { apiPaths } from '../../src/registry/paths';
import { maxFilterLength } from '../bulk-jobs/job-target';
import { apiRoute } from '../http/api-route';
import { idsSchema, maxJobIds } from '../http/bulk-ids';
import { errorResponse } from './error-responses';

type Schema = Record<string, unknown>;

const jobRef = '#/components/schemas/BulkJob';
const jobAnswer = {
  'application/json': {
    schema: { type: 'object', properties: { data: { $ref: jobRef } } },
  },
};

/**
 * A bulk job as `GET /admin/bulk-jobs/{id}` and the start of one answer it:
 * a bulk call's report (`BulkResult`, its warnings once DONE) with the
 * job's progress beside it.
 */
export const bulkJobSchema: Schema = {
  allOf: [
    { $ref: '#/components/schemas/BulkResult' },
    {
      type: 'object',
      required: [
        'id',
        'resource',
        'action',
        'status',
        'total',
        'done',
        'succeeded',
        'failed',
        'held',
        'createdAt',
        'finishedAt',
      ],
      properties: {
        id: { type: 'integer' },
        resource: { type: 'string', description: "The resource's API name" },
        action: { type: 'string' },
        status: { type: 'string', enum: ['RUNNING', 'DONE', 'FAILED'] },
        total: { type: 'integer', description: 'Rows the job runs on' },
        done: { type: 'integer', description: 'Rows with an outcome so far' },
        failureReason: {
          type: 'string',
          description:
            'Why a FAILED job stopped before its end (its owner was suspended)',
        },
        createdAt: { type: 'string', format: 'date-time' },
        finishedAt: { type: ['string', 'null'], format: 'date-time' },
      },
    },
  ],
};

/**
 * `POST /admin/{name}/bulk-{verb}/jobs`: the bulk action as a job, on
 * `ids` or on every row `filter` matches now; `input` is the action's body
 * (its reason and input fields), sent beside one or the other.
 */
export function bulkJobStartPath(start: {
  apiName: string;
  verb: string;
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  input: Schema;
  standardErrors: Record<string, Schema>;
}): Record<string, Record<string, Schema>> {
  const properties = (start.input.properties ?? {}) as Schema;
  const required = (start.input.required ?? []) as string[];
  // Each alternative leaves other members open, so a body with both
  // `ids` and `filter` matches both and so neither (oneOf).
  const target = (name: string, schema: Schema): Schema => ({
    type: 'object',
    required: [name, ...required],
    properties: { [name]: schema, ...properties },
  });
  return {
    [apiRoute(apiPaths.bulkActionJobs(start.apiName, start.verb))]: {
      post: {
        operationId: start.operationId,
        tags: [start.tag],
        summary: start.summary,
        description: `${start.description} Runs in the background, each row in its own transaction, in id order; \`GET /admin/bulk-jobs/{id}\` reads its progress and report, and a \`resource.changed\` notice of \`bulk-jobs\` tells its owner when to.`,
        requestBody: {
          content: {
            'application/json': {
              schema: {
                oneOf: [
                  target('ids', {
                    ...idsSchema(maxJobIds),
                    description: 'The records to act on, each once',
                  }),
                  target('filter', {
                    type: 'string',
                    maxLength: maxFilterLength,
                    pattern: noNulPattern,
                    description:
                      "A list query string as `GET /admin/{name}` takes it (`search[status]=REVIEWED&q=kedai`; its page and sort do not matter): every row it matches now, within the caller's view. More than 10,000, or none, is a 422.",
                  }),
                ],
              },
            },
          },
        },
        responses: {
          '202': {
            description: 'The job, stored and running',
            content: jobAnswer,
          },
          ...start.standardErrors,
        },
      },
    },
  };
}

/** `GET /admin/bulk-jobs/{id}`: a job's progress and report, for its owner. */
export function bulkJobReadPath(): Record<string, Record<string, Schema>> {
  return {
    [apiRoute(apiPaths.bulkJob('{id}'))]: {
      get: {
        operationId: 'getBulkJob',
        tags: ['Bulk jobs'],
        summary: 'A bulk job: its progress, then its report',
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            schema: { type: 'integer', minimum: 1 },
          },
        ],
        responses: {
          '200': { description: 'The job', content: jobAnswer },
          '401': errorResponse('No or expired access token'),
          '404': errorResponse(
            "No such job of the caller's (anyone else's is a 404 too)",
          ),
          '429': errorResponse('Too many requests; see Retry-After'),
        },
      },
    },
  };
}
