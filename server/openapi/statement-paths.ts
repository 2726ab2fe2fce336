import type { AnyResource } from '../../src/registry/define-resource';
import { apiPaths } from '../../src/registry/paths';
import { apiRoute } from '../http/api-route';
import { operationIds } from './operation-ids';
import {
  statementOwners,
  statementPdfSection,
  statementSection,
} from '../../src/registry/statement';
import { errors } from './error-responses';

type Schema = Record<string, unknown>;

const idParam = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
};

const money = { type: 'integer', description: 'sen' };

/** The statement answer's shape (src/registry/statement.ts `MerchantStatement`). */
const statementSchema: Schema = {
  type: 'object',
  required: [
    'settlement',
    'merchant',
    'outlet',
    'payout',
    'orders',
    'totals',
    'differences',
    'warnings',
  ],
  properties: {
    settlement: { type: 'object' },
    merchant: { type: 'object' },
    outlet: {
      type: 'object',
      properties: { address: { type: 'array', items: { type: 'string' } } },
    },
    payout: { type: 'object' },
    orders: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          code: { type: 'string' },
          placedAt: { type: 'string', format: 'date-time' },
          date: { type: 'string', format: 'date' },
          gross: money,
          commission: money,
          paymentFee: money,
          subsidy: money,
          net: money,
        },
      },
    },
    totals: {
      type: 'object',
      properties: {
        orderCount: { type: 'integer' },
        gross: money,
        commission: money,
        paymentFees: money,
        subsidies: money,
        refunds: money,
        netPayout: money,
      },
    },
    warnings: {
      type: 'array',
      description:
        'What is wrong with where it pays (a holder who is not the merchant, an account changed recently), as on the settlement; empty when nothing is',
      items: { $ref: '#/components/schemas/RecordWarning' },
    },
    differences: {
      type: 'object',
      description:
        "The settlement's recorded figures that differ from the statement's, by field",
      additionalProperties: {
        type: 'object',
        properties: {
          recorded: { type: 'number' },
          computed: { type: 'number' },
        },
      },
    },
  },
};

/** The OpenAPI paths of the statements of `resource`'s records, when it has them (decision 012). */
export function statementPaths(
  registry: readonly AnyResource[],
  resource: AnyResource,
): Record<string, Record<string, Schema>> {
  if (!statementOwners(registry).includes(resource)) return {};
  const tag = resource.label.many;
  const ids = operationIds(resource);
  return {
    [apiRoute(apiPaths.section(resource.name, '{id}', statementSection.path))]:
      {
        get: {
          operationId: ids.part('get', statementSection.path),
          tags: [tag],
          summary: `The ${resource.label.one.toLowerCase()} as its merchant's statement`,
          parameters: [idParam],
          responses: {
            '200': {
              description: 'The statement',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { data: statementSchema },
                  },
                },
              },
            },
            ...errors(),
          },
        },
      },
    [apiRoute(
      apiPaths.section(resource.name, '{id}', statementPdfSection.path),
    )]: {
      get: {
        operationId: ids.part('get', statementPdfSection.path),
        tags: [tag],
        summary: 'The statement as an A4 PDF download',
        parameters: [idParam],
        responses: {
          '200': {
            description: 'statement-{code}.pdf',
            content: {
              'application/pdf': {
                schema: { type: 'string', format: 'binary' },
              },
            },
          },
          ...errors(),
        },
      },
    },
  };
}
