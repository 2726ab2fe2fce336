import type { BooleanField, EnumField } from '../define-resource';
import { enums } from '../enums';
import type { KindTraits, Parsed } from './kind-traits';
import {
  emptyIsNull,
  notNullIfRequired,
  scalarCell,
  shownAsIs,
  typedAsIs,
} from './shared-traits';

const sqlLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;

export const enumValues = (field: EnumField): readonly string[] =>
  enums[field.enumKey];

function parseBoolean(text: string): Parsed {
  if (text === 'true' || text === '1') return { value: true };
  if (text === 'false' || text === '0') return { value: false };
  return { error: 'must be true or false' };
}

function parseEnum(field: EnumField, text: string): Parsed {
  const values = enumValues(field);
  return values.includes(text)
    ? { value: text }
    : { error: `must be one of ${values.join(', ')}` };
}

const equalityOps = ['eq', 'ne', 'in', 'nin', 'null'] as const;

export const choiceKinds = {
  boolean: {
    family: 'boolean',
    sqlType: () => 'boolean',
    // Never unknown: a switch is on or off, off unless the entry says otherwise.
    sqlConstraints: (field) => [
      `NOT NULL DEFAULT ${field.default === true ? 'true' : 'false'}`,
    ],
    index: 'btree',
    operators: equalityOps,
    parseText: (_field, text) => parseBoolean(text),
    csv: {
      empty: null,
      parse: (_field, text) => parseBoolean(text),
      format: scalarCell,
    },
    blankText: false,
    writeDefault: (field) => field.default ?? false,
    cleared: false,
    openApi: (field) => ({
      type: 'boolean',
      ...(field.default !== undefined ? { default: field.default } : {}),
    }),
    openApiNullable: false,
    grid: { sizing: { drawn: 24 }, align: 'left' },
    wide: false,
    form: {
      empty: (field) => field.default ?? false,
      toForm: shownAsIs,
      toApi: (_field, raw) => ({ value: raw === true }),
    },
    serverDefault: () => undefined,
  } satisfies KindTraits<BooleanField>,
  enum: {
    family: 'enum',
    sqlType: () => 'text',
    sqlConstraints: (field, column) => [
      ...notNullIfRequired(field),
      ...(field.default !== undefined
        ? [`DEFAULT ${sqlLiteral(field.default)}`]
        : []),
      `CHECK (${column} IN (${enumValues(field).map(sqlLiteral).join(', ')}))`,
    ],
    index: 'btree',
    operators: equalityOps,
    parseText: parseEnum,
    csv: { empty: null, parse: parseEnum, format: scalarCell },
    blankText: false,
    writeDefault: (field) => field.default,
    cleared: null,
    openApi: (field) => ({ type: 'string', enum: [...enumValues(field)] }),
    openApiNullable: true,
    grid: { sizing: 'labels', align: 'left' },
    wide: false,
    // A new record's choice starts at the entry's default, as the API would
    // set it: a required choice with a default is not "required" on sight.
    form: {
      empty: (field) => field.default ?? '',
      toForm: shownAsIs,
      toApi: emptyIsNull(typedAsIs),
    },
    // The column's default when the entry has one; else no state yet.
    serverDefault: (field) => (field.default === undefined ? null : undefined),
  } satisfies KindTraits<EnumField>,
};
