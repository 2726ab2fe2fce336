import type { TextField } from '../define-resource';
import type { KindTraits } from './kind-traits';
import {
  emptyIsNull,
  notNullIfRequired,
  scalarCell,
  shownAsIs,
  typedAsIs,
} from './shared-traits';

type TextKind = TextField['kind'];

/** The traits every text kind shares; each kind adds what is its own. */
function textKind(
  own: Partial<Pick<KindTraits<TextField>, 'grid' | 'wide' | 'openApi'>> = {},
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
    openApi: (field) => ({
      type: 'string',
      ...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
      ...(field.minLength !== undefined ? { minLength: field.minLength } : {}),
      ...(field.pattern !== undefined ? { pattern: field.pattern } : {}),
    }),
    openApiNullable: true,
    grid: { sizing: 'share', align: 'left' },
    wide: false,
    form: { empty: () => '', toForm: shownAsIs, toApi: emptyIsNull(typedAsIs) },
    // A required text only the server sets is a record code (an order's number).
    serverDefault: (_field, { code }) => code(),
    ...own,
  };
}

export const textKinds = {
  text: textKind(),
  longText: textKind({ wide: true }),
  email: textKind({
    openApi: (field) => ({
      ...textKind().openApi(field),
      format: 'email',
    }),
  }),
  phone: textKind(),
  url: textKind(),
  image: textKind({ grid: { sizing: { drawn: 56 }, align: 'left' } }),
  color: textKind({ grid: { sizing: { drawn: 96 }, align: 'left' } }),
} satisfies Record<TextKind, KindTraits<TextField>>;
