import type { AnyResource } from './define-resource';

/**
 * The fields a list may ask to be counted per value (`facets=`): the
 * entry's state field, which the status tabs count. Only an enum has a
 * short, known set of values worth counting.
 */
export function facetFields(resource: AnyResource): string[] {
  const name = resource.stateField;
  return name && resource.fields[name]?.kind === 'enum' ? [name] : [];
}

/**
 * The fields whose referenced records a list or record may ask titles for
 * (`include=`): its `reference` and `references` fields, or those of them
 * among `names` (a list's visible columns).
 */
export function referenceFields(
  resource: AnyResource,
  names?: readonly string[],
): string[] {
  return Object.entries(resource.fields)
    .filter(
      ([name, field]) =>
        (field.kind === 'reference' || field.kind === 'references') &&
        (names === undefined || names.includes(name)),
    )
    .map(([name]) => name);
}

/** The columns a list shows when the entry does not choose them. */
export function defaultColumnNames(resource: AnyResource): string[] {
  if (resource.list?.columns) return [...resource.list.columns];
  return Object.entries(resource.fields)
    .filter(
      ([, f]) => !f.hiddenInList && f.kind !== 'json' && f.kind !== 'longText',
    )
    .slice(0, 7)
    .map(([name]) => name);
}
