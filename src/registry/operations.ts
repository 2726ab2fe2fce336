import type { AnyResource, Operation } from './define-resource';

/** What a resource offers when its entry names no `operations`. */
export const defaultOperations: readonly Operation[] = [
  'list',
  'show',
  'create',
  'edit',
  'delete',
  'export',
];

/**
 * Whether a registry entry offers an operation: its `operations`, else the
 * default set. The API's routes, OpenAPI, the console's routes and its
 * buttons all ask here.
 */
export function offers(
  resource: Pick<AnyResource, 'operations'>,
  operation: Operation,
): boolean {
  return (resource.operations ?? defaultOperations).includes(operation);
}
