import type { AnyResource } from './define-resource';

/** One thing `q` matches: the entry's own field, or fields of a referenced record. */
export interface SearchTerm {
  /** The entry's field: searchable text, or a reference with `searchBy`. */
  field: string;
  /** The referenced record's fields, for a reference; empty for an own field. */
  through: readonly string[];
}

/** What `q` searches on an entry, in field order; empty when it has no search. */
export function searchTerms(resource: AnyResource): SearchTerm[] {
  return Object.entries(resource.fields).flatMap(([field, spec]) => {
    if (spec.kind === 'reference' && spec.searchBy?.length)
      return [{ field, through: spec.searchBy }];
    return spec.searchable ? [{ field, through: [] }] : [];
  });
}

/**
 * The search terms the command palette finds an entry's records by: those
 * its `findBy` names, in that order; empty when it declares none.
 */
export function findTerms(resource: AnyResource): SearchTerm[] {
  const terms = searchTerms(resource);
  return (resource.findBy ?? []).flatMap((name) =>
    terms.filter((term) => term.field === name),
  );
}

const orList = (words: readonly string[]) =>
  words.length < 2
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;

/**
 * The search box's placeholder, naming what `q` matches, from the entry's
 * labels and those of the referenced records' fields:
 * "Search by order no., customer name, phone or email, outlet name".
 * A referenced record the user may not read (`mayRead`) is not searched
 * through by the API, so it is not named either.
 */
export function searchPlaceholder(
  resource: AnyResource,
  byName: (name: string) => AnyResource | undefined,
  mayRead: (target: AnyResource) => boolean = () => true,
): string {
  const phrases = searchTerms(resource).flatMap(({ field, through }) => {
    const spec = resource.fields[field];
    const label = (spec?.label ?? field).toLowerCase();
    if (through.length === 0 || spec?.kind !== 'reference') return [label];
    const target = byName(spec.to);
    if (!target || !mayRead(target)) return [];
    const names = through.map((name) =>
      (target?.fields[name]?.label ?? name).toLowerCase(),
    );
    // "order no.", not "order order no.": the field's label already says whose.
    return [
      names[0]?.startsWith(label) ? orList(names) : `${label} ${orList(names)}`,
    ];
  });
  return phrases.length > 0
    ? `Search by ${phrases.join(', ')}`
    : `Search ${resource.label.many.toLowerCase()}`;
}
