import type { TextField } from '../define-resource';
import type { JsonSchema, KindTraits } from './kind-traits';
import {
  emptyIsNull,
  notNullIfRequired,
  scalarCell,
  shownAsIs,
  typedAsIs,
} from './shared-traits';

type TextKind = TextField['kind'];

/** Upper bounds where the registry gives none, so no request can store megabytes in one cell. */
const defaultMaxLength = { longText: 20_000, other: 2_000 } as const;

/** The most characters (Unicode code points, as JSON Schema counts) a text field takes. */
export const textMaxLength = (field: TextField): number =>
  field.maxLength ??
  (field.kind === 'longText'
    ? defaultMaxLength.longText
    : defaultMaxLength.other);

/**
 * The shapes the format kinds' texts take, as regular-expression sources
 * without flags (a JSON Schema pattern takes none), so that the validator
 * and the OpenAPI document read the same rule. None admits NUL, which
 * PostgreSQL cannot store.
 */
export const formatPatterns: Partial<Record<TextKind, string>> = {
  email: '^[^\\s@\\u0000]+@[^\\s@\\u0000]+\\.[^\\s@\\u0000]+$',
  url: '^[A-Za-z][A-Za-z0-9+.-]*://?[^\\s\\u0000]+$',
  image: '^(?:[Hh][Tt][Tt][Pp][Ss]?://|/)[^\\s\\u0000]+$',
};

/** Any text without NUL. */
export const noNulPattern = '^[^\\u0000]*$';

/** A text without NUL that is more than spaces: what a trimmed, required text takes. */
export const nonBlankPattern = '^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$';

/** The entry's `pattern` (or its code's shape) as the whole text must match it. */
export function entryPattern(field: TextField): string | undefined {
  const pattern =
    field.pattern ??
    (field.codePrefix === undefined ? undefined : `${field.codePrefix}[0-9]+`);
  return pattern === undefined ? undefined : `^(?:${pattern})$`;
}

/**
 * The start every code of `prefix` then digits has if it contains `term`,
 * lower-cased: the prefix's letters occur only at the start, so `ORD001`
 * and `rd001` are in the codes that start `ord001`, and `or` in all of
 * them. Undefined for digits alone, which may sit anywhere in the digits;
 * null where no such code contains the term. `prefix` is letters only.
 */
export function codeStart(
  prefix: string,
  term: string,
): string | null | undefined {
  const code = prefix.toLowerCase();
  const parts = /^(\D*)(\d*)$/.exec(term.toLowerCase());
  if (!parts) return null;
  const [, letters = '', digits = ''] = parts;
  if (letters === '') return undefined;
  if (digits === '') return code.includes(letters) ? code : null;
  return code.endsWith(letters) ? `${code}${digits}` : null;
}

const openApiFormats: Partial<Record<TextKind, string>> = {
  email: 'email',
  url: 'uri',
  image: 'uri-reference',
};

/**
 * The text kinds' JSON Schema: the validator's bounds and shapes. '' is
 * "no value", which a required field refuses; an entry's pattern is
 * expected not to admit NUL (its classes list what it takes).
 */
function textSchema(field: TextField): JsonSchema {
  const minLength = field.required
    ? Math.max(field.minLength ?? 0, 1)
    : field.minLength;
  const patterns = [entryPattern(field), formatPatterns[field.kind]].filter(
    (pattern) => pattern !== undefined,
  );
  const format = openApiFormats[field.kind];
  return {
    type: 'string',
    ...(format ? { format } : {}),
    maxLength: textMaxLength(field),
    ...(minLength ? { minLength } : {}),
    ...(patterns.length > 1
      ? { allOf: patterns.map((pattern) => ({ pattern })) }
      : { pattern: patterns[0] ?? noNulPattern }),
  };
}

/** The traits every text kind shares; each kind adds what is its own. */
function textKind(
  own: Partial<Pick<KindTraits<TextField>, 'grid' | 'wide'>> = {},
): KindTraits<TextField> {
  const asText = (_field: TextField, text: string) => ({ value: text });
  return {
    family: 'text',
    sqlType: () => 'text',
    sqlConstraints: notNullIfRequired,
    index: 'btree',
    operators: [
      'eq',
      'ne',
      'lt',
      'lte',
      'gt',
      'gte',
      'in',
      'nin',
      'contains',
      'startsWith',
      'between',
      'null',
    ],
    parseText: asText,
    csv: { empty: '', parse: asText, format: scalarCell },
    blankText: true,
    writeDefault: () => undefined,
    cleared: null,
    openApi: textSchema,
    openApiNullable: true,
    grid: { sizing: 'share', align: 'left' },
    wide: false,
    form: { empty: () => '', toForm: shownAsIs, toApi: emptyIsNull(typedAsIs) },
    // A required text only the server sets is a record code (an order's number).
    serverDefault: (field, { code }) =>
      code('codePrefix' in field ? field.codePrefix : undefined),
    ...own,
  };
}

export const textKinds = {
  text: textKind(),
  longText: textKind({ wide: true }),
  email: textKind(),
  phone: textKind(),
  url: textKind(),
  image: textKind({ grid: { sizing: { drawn: 56 }, align: 'left' } }),
  color: textKind({ grid: { sizing: { drawn: 96 }, align: 'left' } }),
} satisfies Record<TextKind, KindTraits<TextField>>;
