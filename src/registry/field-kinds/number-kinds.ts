import type { NumberField } from '../define-resource';
import type { KindTraits } from './kind-traits';
import {
  comparisonOps,
  emptyIsNull,
  notNullIfRequired,
  parseNumber,
  scalarCell,
} from './shared-traits';

type NumberKind = NumberField['kind'];

/** Whether the kind takes whole numbers only: money in sen, or an `integer` number. */
export const isWholeNumber = (field: NumberField) =>
  field.kind === 'money' || (field.kind === 'number' && field.integer === true);

/** Bounds with the kind's own defaults: a percent is 0–100 unless narrowed. */
export function numberBounds(field: NumberField): {
  min?: number;
  max?: number;
} {
  const isPercent = field.kind === 'percent';
  return {
    min: field.min ?? (isPercent ? 0 : undefined),
    max: field.max ?? (isPercent ? 100 : undefined),
  };
}

/** A form's text of a number as it was stored (figures kept as the API sent them). */
const figureText = (_field: NumberField, value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : '';

/** Beyond this a figure has lost its units' precision in a double: the API takes none larger. */
export const largestFigure = 1e15;

/** A percent's step: the validator takes two decimals at most. */
const percentStep = 0.01;

/** The JSON Schema of a figure: the validator's bounds, its own or the largest figure. */
function numberSchema(field: NumberField) {
  const { min, max } = numberBounds(field);
  return {
    type: isWholeNumber(field) ? 'integer' : 'number',
    minimum: Math.max(min ?? -largestFigure, -largestFigure),
    maximum: Math.min(max ?? largestFigure, largestFigure),
    ...(field.kind === 'percent' ? { multipleOf: percentStep } : {}),
  };
}

function numberKind(
  own: Pick<KindTraits<NumberField>, 'sqlType' | 'grid'> &
    Partial<KindTraits<NumberField>>,
): KindTraits<NumberField> {
  const parse = (field: NumberField, text: string) =>
    parseNumber(text, isWholeNumber(field));
  return {
    family: 'number',
    sqlConstraints: notNullIfRequired,
    index: 'btree',
    operators: comparisonOps,
    parseText: parse,
    csv: { empty: null, parse, format: scalarCell },
    blankText: false,
    writeDefault: () => undefined,
    cleared: null,
    openApi: numberSchema,
    openApiNullable: true,
    wide: false,
    form: {
      empty: () => '',
      toForm: figureText,
      toApi: emptyIsNull((_field, raw) => ({ value: Number(raw) })),
    },
    // Totals and counters the server keeps start at zero.
    serverDefault: () => 0,
    ...own,
  };
}

export const numberKinds = {
  number: numberKind({
    sqlType: (field) => (field.integer ? 'bigint' : 'double precision'),
    grid: { sizing: { sample: '9,999,999' }, align: 'right' },
  }),
  // Minor units (sen) on the wire; the form shows and takes ringgit.
  money: numberKind({
    sqlType: () => 'bigint',
    grid: { sizing: { sample: 'RM 99,999.99' }, align: 'right' },
    openApi: (field) => ({
      ...numberSchema(field),
      description: `${field.label} in sen (MYR minor units)`,
    }),
    form: {
      empty: () => '',
      toForm: (_field, value) =>
        typeof value === 'number' ? (value / 100).toFixed(2) : '',
      toApi: emptyIsNull((_field, raw) => ({
        value: Math.round(Number(raw) * 100),
      })),
    },
  }),
  percent: numberKind({
    sqlType: () => 'numeric(5,2)',
    sqlConstraints: (field, column) => [
      ...notNullIfRequired(field),
      `CHECK (${column} BETWEEN 0 AND 100)`,
    ],
    grid: { sizing: { sample: '100%' }, align: 'right' },
  }),
} satisfies Record<NumberKind, KindTraits<NumberField>>;
