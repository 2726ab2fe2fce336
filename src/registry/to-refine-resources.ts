import type { AnyResource, Operation } from './define-resource';
import { apiResourceName, resourceKey } from './resource-key';
import { pagePaths } from './paths';
import { offers } from './operations';

/**
 * The subset of Refine's `ResourceProps` the console uses, written out here
 * because the registry may not import Refine (the server imports it too).
 * It is structurally assignable to `ResourceProps`.
 */
export interface RefineResource {
  /** The API resource the data provider calls (the source's for saved views). */
  name: string;
  /** The route key, unique even when two entries share one API resource. */
  identifier: string;
  list?: string;
  show?: string;
  create?: string;
  edit?: string;
  meta: { label: string; subject: string };
}

/**
 * The `resources` prop of `<Refine>`: one entry per registry resource, with
 * the console routes of the views it offers (`/admin/<route>`,
 * `/show/:id`, `/create`, `/edit/:id`).
 *
 * @example
 * <Refine resources={toRefineResources(resources)} … />
 */
export function toRefineResources(
  resources: readonly AnyResource[],
): RefineResource[] {
  return resources.map((resource) => {
    const key = resourceKey(resource);
    const base = pagePaths.list(key);
    const has = (operation: Operation) => offers(resource, operation);
    return {
      name: apiResourceName(resource),
      identifier: key,
      ...(has('list') && { list: base }),
      ...(has('show') && { show: pagePaths.show(key, ':id') }),
      ...(has('create') && { create: pagePaths.create(key) }),
      ...(has('edit') && { edit: pagePaths.edit(key, ':id') }),
      meta: {
        label: resource.menu?.title ?? resource.label.many,
        subject: resource.subject,
      },
    };
  });
}
