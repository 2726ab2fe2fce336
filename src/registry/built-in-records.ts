import type { AnyResource } from './define-resource';

/**
 * Whether `record` is one the code depends on by name (its entry's
 * `builtIn` flag is set on it): never deleted, its fixed fields never
 * changed. The API refuses such writes; the console does not offer them.
 */
export function isBuiltInRecord(
  resource: Pick<AnyResource, 'builtIn'>,
  record: Readonly<Record<string, unknown>> | undefined,
): boolean {
  const rule = resource.builtIn;
  return rule !== undefined && record?.[rule.flag] === true;
}
