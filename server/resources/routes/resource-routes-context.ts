import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AnyResource,
  Operation,
} from '../../../src/registry/define-resource';
import { offers } from '../../../src/registry/operations';
import type { AuthUser, ServerDeps } from '../../context';
import { tableModel, type TableModel } from '../../db/table-model';
import { ApiError, notFound } from '../../http/errors';
import { authorize, type Intent } from '../authorize';
import type { WriteScope } from '../write-record';

/** What each of a resource's route modules is given. */
export interface ResourceRoutesContext extends WriteScope {
  app: FastifyInstance;
  model: TableModel;
  /**
   * The subject-level check before anything is read: may the caller do
   * `intent` on this resource at all (401/403), and does the entry offer
   * `operation` (405)?
   */
  allow(
    request: FastifyRequest,
    intent: Intent,
    operation?: Operation,
  ): AuthUser;
}

export function resourceRoutesContext(
  app: FastifyInstance,
  deps: ServerDeps,
  registry: readonly AnyResource[],
  resource: AnyResource,
): ResourceRoutesContext {
  return {
    app,
    deps,
    registry,
    model: tableModel(resource),
    allow(request, intent, operation) {
      const user = authorize(request.user, resource, intent);
      if (operation && !offers(resource, operation)) {
        throw new ApiError(
          405,
          `${resource.label.many} do not support ${operation}`,
        );
      }
      return user;
    },
  };
}

/** The `:id` of a record's path, or a 404 naming what was asked for. */
export function recordIdOf(
  request: FastifyRequest,
  resource: AnyResource,
): number {
  const raw = (request.params as { id?: unknown }).id;
  const text = typeof raw === 'string' ? raw : '';
  const id = /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id))
    throw notFound(
      `No ${resource.label.one.toLowerCase()} with id ${JSON.stringify(text.slice(0, 40))}`,
    );
  return id;
}
