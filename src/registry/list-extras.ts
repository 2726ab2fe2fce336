import type { AnyResource, FieldSpec } from './define-resource';

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
 * The fields a list may ask to be summed over its filtered rows
 * (`totals=`): its money and number fields. Percentages do not add up.
 */
export function totalFields(resource: AnyResource): string[] {
  return Object.entries(resource.fields)
    .filter(([, field]) => field.kind === 'money' || field.kind === 'number')
    .map(([name]) => name);
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

/** Kinds a one-line cell does not show: structures and paragraphs (the record's page has them). */
const unlistedKinds = new Set(['json', 'geo', 'longText']);

/** Whether a grid may offer the field as a column. */
export function isListable(field: FieldSpec): boolean {
  return !unlistedKinds.has(field.kind);
}

/**
 * The columns a list offers first, in order: the entry's `list.columns`,
 * else every listable field not hidden in lists. Those a 1280 px screen
 * has no room for start hidden (list-columns.ts).
 */
export function defaultColumnNames(resource: AnyResource): string[] {
  if (resource.list?.columns) return [...resource.list.columns];
  return Object.entries(resource.fields)
    .filter(([, f]) => !f.hiddenInList && isListable(f))
    .map(([name]) => name);
}

/** What a list's card shows on a phone, every part decided. */
export interface CardFields {
  title: string;
  subtitle: string[];
  meta: string[];
}

const titleKinds = new Set(['text', 'email', 'phone']);
const dateKinds = new Set(['date', 'datetime']);

/**
 * The fields of a list's phone card: the entry's `list.cards`, each part it
 * leaves out taken from its columns (whose references' titles the list
 * request already asks for). By default the heading is the title field or
 * the first text column, the lines are the next two text or reference
 * columns, and the short values are the state, the first amount and the
 * first date (else when the record was created).
 */
export function cardFields(resource: AnyResource): CardFields {
  const chosen = resource.list?.cards;
  const columns = defaultColumnNames(resource);
  const kindOf = (name: string) => resource.fields[name]?.kind ?? '';
  const title =
    chosen?.title ??
    resource.titleField ??
    columns.find((name) => titleKinds.has(kindOf(name))) ??
    'id';
  const rest = columns.filter((name) => name !== title);
  const meta = chosen?.meta
    ? [...chosen.meta]
    : [
        resource.stateField ?? rest.find((name) => kindOf(name) === 'enum'),
        rest.find((name) => kindOf(name) === 'money'),
        rest.find((name) => dateKinds.has(kindOf(name))) ?? 'createdAt',
      ].filter((name): name is string => name !== undefined);
  const subtitle = chosen?.subtitle
    ? [...chosen.subtitle]
    : rest
        .filter(
          (name) =>
            !meta.includes(name) &&
            (titleKinds.has(kindOf(name)) || kindOf(name) === 'reference'),
        )
        .slice(0, 2);
  return { title, subtitle, meta };
}

/**
 * The references a list asks titles for (`include=`): those among its
 * visible `columns`, and its phone card's, which may name a column the
 * grid starts without.
 */
export function listedReferences(
  resource: AnyResource,
  columns: readonly string[],
): string[] {
  const { title, subtitle, meta } = cardFields(resource);
  return referenceFields(resource, [...columns, title, ...subtitle, ...meta]);
}
