import { referenceFields } from '../../../src/registry/list-extras';
import { apiPaths } from '../../../src/registry/paths';
import { readableRows } from '../readable-rows';
import { apiRoute } from '../../http/api-route';
import { one } from '../../http/envelopes';
import { notFound } from '../../http/errors';
import { fieldListParam } from '../../http/field-list-param';
import { tagReply } from '../precondition';
import { selectById } from '../record-store';
import { withWarnings } from '../record-warnings';
import { referenceTitles } from '../reference-titles';
import {
  recordIdOf,
  type ResourceRoutesContext,
} from './resource-routes-context';

/** `GET /admin/{name}/{id}`: one record with its ETag, and reference titles on request. */
export function registerShowRoute(ctx: ResourceRoutesContext): void {
  const { app, registry, model } = ctx;
  const { db } = ctx.deps;
  const resource = model.resource;
  app.get(
    apiRoute(apiPaths.record(resource.name, ':id')),
    async (request, reply) => {
      const user = ctx.allow(request, { kind: 'read' }, 'show');
      const id = recordIdOf(request, resource);
      const include = fieldListParam(
        request.query as Record<string, unknown>,
        'include',
        referenceFields(resource),
        resource.name,
      );
      const scope = readableRows(user, registry, resource);
      const stored = await selectById(db, model, id, false, scope);
      if (!stored)
        throw notFound(`No ${resource.label.one.toLowerCase()} with id ${id}`);
      tagReply(reply, stored);
      const [record = stored] = await withWarnings(db, resource, [stored]);
      if (include.length === 0) return one(record);
      const titles = await referenceTitles(
        db,
        registry,
        user,
        model,
        [record],
        include,
      );
      return one(record, { titles });
    },
  );
}
