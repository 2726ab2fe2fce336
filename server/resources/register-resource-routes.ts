import type { FastifyInstance } from 'fastify';
import type { AnyResource } from '../../src/registry/define-resource';
import type { ServerDeps } from '../context';
import { hasTable } from '../db/table-model';
import { registerDeskRoutes } from '../desk/register-desk-routes';
import { registerReportRoutes } from '../reports/register-report-routes';
import { registerStatementRoutes } from '../statements/register-statement-routes';
import { registerMemberSetRoutes } from './register-member-set-routes';
import { registerActionRoute } from './routes/action-route';
import { registerBulkActionRoutes } from './routes/bulk-action-route';
import { registerCreateRoute } from './routes/create-route';
import { registerDeleteRoute } from './routes/delete-route';
import { registerExportRoute } from './routes/export-route';
import { registerImportRoute } from './routes/import-route';
import { registerListRoute } from './routes/list-route';
import { registerRevisionRoutes } from './routes/revision-routes';
import { resourceRoutesContext } from './routes/resource-routes-context';
import { registerShowRoute } from './routes/show-route';
import { registerUpdateRoutes } from './routes/update-route';

/**
 * Mounts the contract's CRUD, action, bulk, export and import routes under
 * `/api/v1/admin/{name}` for every table resource of the registry (one
 * module per operation in `routes/`; every write goes through
 * `writeRecord`), and the member-set, report, desk and statement routes.
 * Saved views have no path of their own: the console calls their source
 * resource with the view's filter.
 */
export function registerResourceRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  registry: readonly AnyResource[],
): void {
  for (const resource of registry.filter(hasTable)) {
    const ctx = resourceRoutesContext(app, deps, registry, resource);
    registerListRoute(ctx);
    registerExportRoute(ctx);
    registerImportRoute(ctx);
    registerBulkActionRoutes(ctx);
    registerShowRoute(ctx);
    registerCreateRoute(ctx);
    registerUpdateRoutes(ctx);
    registerDeleteRoute(ctx);
    registerActionRoute(ctx);
    registerRevisionRoutes(ctx);
  }

  registerMemberSetRoutes(app, deps, registry);
  registerReportRoutes(app, deps, registry);
  registerDeskRoutes(app, deps, registry);
  registerStatementRoutes(app, deps, registry);
}
