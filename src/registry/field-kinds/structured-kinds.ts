import type { JsonField } from '../define-resource';
import { displayText } from '../display-text';
import type { KindTraits, Parsed } from './kind-traits';
import { fieldMessages } from './messages';
import { emptyIsNull, notNullIfRequired } from './shared-traits';

type StructuredKind = JsonField['kind'];

function parseJson(text: string): Parsed {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { error: 'is not valid JSON' };
  }
}

function structuredKind(
  own: Partial<KindTraits<JsonField>> = {},
): KindTraits<JsonField> {
  return {
    family: 'structured',
    sqlType: () => 'jsonb',
    sqlConstraints: notNullIfRequired,
    index: 'none',
    // A document is not ordered or matched; it is only there or not.
    operators: ['null'],
    parseText: () => ({ error: 'cannot be compared' }),
    csv: {
      empty: null,
      parse: (_field, text) => parseJson(text),
      format: (value) => JSON.stringify(value) ?? '',
    },
    blankText: false,
    writeDefault: () => undefined,
    cleared: null,
    openApi: () => ({}),
    openApiNullable: false,
    grid: { sizing: 'share', align: 'left' },
    wide: true,
    form: {
      empty: () => '',
      toForm: (_field, value) => JSON.stringify(value, null, 2),
      toApi: emptyIsNull((field, raw) => {
        const parsed = parseJson(displayText(raw));
        return 'error' in parsed
          ? { error: fieldMessages.json(field.label) }
          : parsed;
      }),
    },
    serverDefault: () => undefined,
    ...own,
  };
}

export const structuredKinds = {
  json: structuredKind({ serverDefault: () => ({}) }),
  geo: structuredKind({
    openApi: () => ({
      type: 'object',
      properties: {
        lat: { type: 'number', minimum: -90, maximum: 90 },
        lng: { type: 'number', minimum: -180, maximum: 180 },
      },
      required: ['lat', 'lng'],
    }),
    openApiNullable: true,
  }),
} satisfies Record<StructuredKind, KindTraits<JsonField>>;
