import { z } from 'zod';
import type {
  FieldKind,
  FieldSpec,
  NumberField,
  TextField,
} from '../define-resource';
import { enumValues } from './choice-kinds';
import { kindOf } from './kind-table';
import type { FieldOf, Parsed } from './kind-traits';

import { fieldMessages as say } from './messages';
import { isWholeNumber, largestFigure, numberBounds } from './number-kinds';
import { maxReferenceIds } from './reference-kinds';
import { entryPattern, formatPatterns, textMaxLength } from './text-kinds';

const maxJsonLength = 100_000;

/** Checks that hold for a non-empty text only: '' is "no value", which `required` rules on. */
const unlessEmpty = (test: (text: string) => boolean) => (text: string) =>
  text === '' || test(text);

/**
 * Characters as JSON Schema's lengths count them: an emoji is one, not two
 * UTF-16 units. Never more than `length`, so a short text needs no count.
 */
const characters = (text: string) => [...text].length;

function textSchema(field: TextField) {
  const { label } = field;
  const max = textMaxLength(field);
  const min = field.minLength ?? 0;
  const entry = entryPattern(field);
  const pattern = entry === undefined ? undefined : new RegExp(entry);
  const formatMessages = {
    email: say.email(),
    url: say.url(label),
    image: say.image(label),
  } as const;
  const formatSource = formatPatterns[field.kind];
  const format =
    formatSource === undefined ? undefined : new RegExp(formatSource);
  const formatMessage =
    field.kind in formatMessages
      ? formatMessages[field.kind as keyof typeof formatMessages]
      : '';
  return z
    .string({ error: say.notText(label) })
    .refine((v) => !v.includes('\u0000'), say.nul(label))
    .refine(
      (v) => v.length <= max || characters(v) <= max,
      say.maxLength(label, max),
    )
    .refine(
      unlessEmpty((v) => min === 0 || characters(v) >= min),
      say.minLength(label, min),
    )
    .refine(
      unlessEmpty((v) => pattern?.test(v) ?? true),
      field.patternMessage ??
        (field.codePrefix === undefined
          ? say.pattern(label)
          : say.codeShape(label, field.codePrefix)),
    )
    .refine(
      unlessEmpty((v) => format?.test(v) ?? true),
      formatMessage,
    );
}

function numberSchema(field: NumberField) {
  const { label } = field;
  const { min, max } = numberBounds(field);
  // Money is bounded in sen but read in ringgit, on a form and in a 422 alike.
  const shown = (n: number) =>
    field.kind === 'money' ? `RM ${(n / 100).toFixed(2)}` : `${n}`;
  return z
    .number({ error: say.notNumber(label) })
    .refine(
      (v) => !isWholeNumber(field) || Number.isSafeInteger(v),
      field.kind === 'money' ? say.wholeSen(label) : say.wholeNumber(label),
    )
    .refine(
      (v) => min === undefined || v >= min,
      say.atLeast(label, shown(min ?? 0)),
    )
    .refine(
      (v) => max === undefined || v <= max,
      say.atMost(label, shown(max ?? 0)),
    )
    .refine(
      // Not `v * 100` whole: 0.29 * 100 is 28.999999999999996 in a double.
      (v) => field.kind !== 'percent' || Number(v.toFixed(2)) === v,
      say.twoDecimals(label),
    )
    .refine((v) => Math.abs(v) <= largestFigure, say.outOfRange(label));
}

/** A text of the kind's wire form, read by the same parser as filters and CSV cells. */
function parsedText(field: FieldSpec, notText: string) {
  return z.string({ error: notText }).transform((text, ctx) => {
    const parsed: Parsed = kindOf(field).parseText(field, text);
    if ('value' in parsed) return parsed.value;
    ctx.addIssue({
      code: 'custom',
      message: say.temporal(field.label, parsed.error),
    });
    return z.NEVER;
  });
}

const isId = (v: unknown) =>
  typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** One kind's schema of a value that is not null. */
const valueSchemas: {
  [K in FieldKind]: (field: FieldOf<K>) => z.ZodType;
} = {
  text: textSchema,
  longText: textSchema,
  email: textSchema,
  phone: textSchema,
  url: textSchema,
  image: textSchema,
  color: textSchema,
  number: numberSchema,
  money: numberSchema,
  percent: numberSchema,
  boolean: (field) => z.boolean({ error: say.notBoolean(field.label) }),
  enum: (field) =>
    z
      .string({ error: say.oneOf(field.label, enumValues(field)) })
      .refine(
        (v) => enumValues(field).includes(v),
        say.oneOf(field.label, enumValues(field)),
      ),
  date: (field) => parsedText(field, say.notIsoText(field.label)),
  datetime: (field) => parsedText(field, say.notIsoText(field.label)),
  time: (field) => parsedText(field, say.notIsoText(field.label)),
  reference: (field) => z.unknown().refine(isId, say.reference(field.label)),
  references: (field) =>
    z
      .array(z.unknown(), { error: say.references(field.label) })
      .max(maxReferenceIds, say.references(field.label))
      .refine((ids) => ids.every(isId), say.references(field.label))
      .transform((ids) => [...new Set(ids)]),
  geo: (field) =>
    z
      .record(z.string(), z.unknown(), { error: say.geo(field.label) })
      .refine(
        ({ lat, lng }) =>
          typeof lat === 'number' &&
          typeof lng === 'number' &&
          Math.abs(lat) <= 90 &&
          Math.abs(lng) <= 180,
        say.geoRange(field.label),
      )
      .transform(({ lat, lng }) => ({ lat, lng })),
  json: (field) =>
    z
      .unknown()
      .refine(
        (v) => (JSON.stringify(v) ?? '').length <= maxJsonLength,
        say.tooLarge(field.label),
      ),
};

const cache = new WeakMap<FieldSpec, z.ZodType>();

/**
 * The one schema of a field's value on the wire: null is "no value", which
 * a required field refuses (as it refuses '' for text); anything else must
 * pass the kind's checks and the entry's bounds. The console's form
 * resolver and the API's body validation both parse with it, so a rule
 * gives the same message in both. The output is the value to store.
 */
export function fieldSchema(field: FieldSpec): z.ZodType {
  const known = cache.get(field);
  if (known) return known;
  const value = (valueSchemas[field.kind] as (f: FieldSpec) => z.ZodType)(
    field,
  );
  const blankText = kindOf(field).blankText;
  const schema = value
    .nullable()
    .refine(
      (v) => !field.required || !(v === null || (blankText && v === '')),
      say.required(field.label),
    );
  cache.set(field, schema);
  return schema;
}

/** A field's value checked: what to store, or the first message to show under the field. */
export function checkFieldValue(field: FieldSpec, value: unknown): Parsed {
  const result = fieldSchema(field).safeParse(value);
  return result.success
    ? { value: result.data }
    : { error: result.error.issues[0]?.message ?? say.pattern(field.label) };
}

/**
 * An end before its start (`notBefore`): the message for the end's field,
 * or undefined when the two are in order or either is missing.
 */
export function windowError(
  field: FieldSpec,
  startLabel: string,
  end: unknown,
  start: unknown,
): string | undefined {
  if (
    end === null ||
    end === undefined ||
    start === null ||
    start === undefined
  )
    return undefined;
  const at = (value: unknown) =>
    Date.parse(value instanceof Date ? value.toISOString() : String(value));
  return at(end) < at(start)
    ? say.notBefore(field.label, startLabel)
    : undefined;
}
