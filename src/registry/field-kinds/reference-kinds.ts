import type { ReferenceField } from '../define-resource';
import { displayText } from '../display-text';
import type { KindTraits, Parsed } from './kind-traits';
import { echoed } from './messages';
import {
  comparisonOps,
  emptyIsNull,
  notNullIfRequired,
  parseNumber,
  scalarCell,
  shownAsIs,
} from './shared-traits';

type ReferenceKind = ReferenceField['kind'];

/** The most ids one `references` value holds. */
export const maxReferenceIds = 1000;

/** An id as the API takes it: a positive whole number a double holds exactly. */
const idSchema = {
  type: 'integer',
  minimum: 1,
  maximum: Number.MAX_SAFE_INTEGER,
} as const;

/** An id as typed: a number when it reads as one, else the text (which validation refuses). */
const typedId = (text: string): unknown =>
  Number.isFinite(Number(text)) ? Number(text) : text;

function parseId(text: string): Parsed {
  const n = Number(text);
  return Number.isSafeInteger(n)
    ? { value: n }
    : { error: `${echoed(text)} is not an id` };
}

/** A CSV cell of ids: `1;2;3` as exported (spaces also separate). */
function parseIdCell(_field: ReferenceField, text: string): Parsed {
  const ids = text
    .split(/[;\s]+/)
    .filter(Boolean)
    .map(Number);
  return ids.every((n) => Number.isSafeInteger(n) && n > 0)
    ? { value: ids }
    : { error: 'must be ids separated by ;' };
}

const base = {
  family: 'reference',
  blankText: false,
  writeDefault: () => undefined,
  grid: { sizing: 'share', align: 'left' },
  wide: false,
} as const;

export const referenceKinds = {
  reference: {
    ...base,
    sqlType: () => 'bigint',
    sqlConstraints: notNullIfRequired,
    index: 'btree',
    operators: comparisonOps,
    parseText: (_field, text) => parseNumber(text, true),
    csv: {
      empty: null,
      parse: (_field, text) => parseNumber(text, true),
      format: scalarCell,
    },
    cleared: null,
    openApi: (field) => ({
      ...idSchema,
      description: `${field.label}: id of a ${field.to} record`,
    }),
    openApiNullable: true,
    form: {
      empty: () => '',
      toForm: shownAsIs,
      toApi: emptyIsNull((_field, raw) => ({
        value: typedId(displayText(raw)),
      })),
    },
    // Who created a record the server stamps; other links it cannot guess.
    serverDefault: (field, { actorId }) =>
      field.to === 'users' ? actorId : null,
  },
  references: {
    ...base,
    sqlType: () => 'bigint[]',
    sqlConstraints: (field) => [...notNullIfRequired(field), "DEFAULT '{}'"],
    index: 'gin',
    operators: ['eq', 'ne', 'in', 'nin', 'contains', 'null'],
    parseText: (_field, text) => parseId(text),
    csv: {
      empty: [],
      parse: parseIdCell,
      format: (value) =>
        Array.isArray(value)
          ? value.map((id) => displayText(id)).join(';')
          : '',
    },
    cleared: [],
    openApi: () => ({
      type: 'array',
      maxItems: maxReferenceIds,
      items: idSchema,
    }),
    openApiNullable: false,
    form: {
      empty: () => '',
      toForm: (_field, value) => (Array.isArray(value) ? value.join(', ') : ''),
      toApi: emptyIsNull((_field, raw) => ({
        value: displayText(raw)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map(typedId),
      })),
    },
    serverDefault: () => [],
  },
} satisfies Record<ReferenceKind, KindTraits<ReferenceField>>;
