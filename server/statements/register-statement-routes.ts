import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyResource } from '../../src/registry/define-resource';
import { apiPaths } from '../../src/registry/paths';
import { apiRoute } from '../http/api-route';
import {
  statementOwners,
  statementPdfSection,
  statementSection,
} from '../../src/registry/statement';
import type { ServerDeps } from '../context';
import { notFound } from '../http/errors';
import { one } from '../http/envelopes';
import { authorize } from '../resources/authorize';
import { loadStatement } from './load-statement';
import { statementPdf } from './statement-pdf';

const idOf = (raw: unknown): number => {
  const text = typeof raw === 'string' ? raw : '';
  return /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : 0;
};

/**
 * `GET /api/v1/admin/settlements/{id}/statement` (the statement as JSON)
 * and `…/statement.pdf` (the same as an A4 PDF download), for each resource
 * whose records an entry shows as statements. Reading one needs the right to
 * read the settlement itself: the same subject, checked on every call.
 */
export function registerStatementRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  registry: readonly AnyResource[],
): void {
  for (const owner of statementOwners(registry)) {
    const load = async (request: FastifyRequest) => {
      authorize(request.user, owner, { kind: 'read' });
      const id = idOf((request.params as { id?: unknown }).id);
      const statement = id > 0 ? await loadStatement(deps.db, id) : undefined;
      if (!statement)
        throw notFound(`No ${owner.label.one.toLowerCase()} with id ${id}`);
      return statement;
    };
    app.get(
      apiRoute(apiPaths.section(owner.name, ':id', statementSection.path)),
      async (request) => one(await load(request)),
    );
    app.get(
      apiRoute(apiPaths.section(owner.name, ':id', statementPdfSection.path)),
      async (request, reply) => {
        const statement = await load(request);
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="statement-${statement.settlement.code}.pdf"`,
          )
          .send(statementPdf(statement));
      },
    );
  }
}
