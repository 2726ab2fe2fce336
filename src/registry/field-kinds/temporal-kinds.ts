import type { TemporalField } from '../define-resource';
import { displayText } from '../display-text';
import {
  marketplaceDate,
  marketplaceInstant,
  marketplaceWallClock,
} from '../marketplace-clock';
import type { KindTraits, Parsed } from './kind-traits';
import { echoed, fieldMessages } from './messages';
import {
  comparisonOps,
  emptyIsNull,
  notNullIfRequired,
  scalarCell,
} from './shared-traits';

type TemporalKind = TemporalField['kind'];

export const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (no 2024-02-31). */
export function validDate(text: string): boolean {
  if (!isoDate.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text);
}

/**
 * Whether an ISO date or instant falls in years 0001–9999: JavaScript also
 * writes year 0 and six-digit years, which PostgreSQL refuses to read.
 */
export const isStorableYear = (iso: string) => /^(?!0000)\d{4}-/.test(iso);

const outOfYears = (text: string) => ({
  error: `${echoed(text)} is out of range (years 0001 to 9999)`,
});

function parseDate(text: string): Parsed {
  if (!validDate(text))
    return { error: `${echoed(text)} is not a date (YYYY-MM-DD)` };
  return isStorableYear(text) ? { value: text } : outOfYears(text);
}

function parseDateTime(text: string): Parsed {
  if (
    !/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) ||
    !validDate(text.slice(0, 10)) ||
    Number.isNaN(Date.parse(text))
  )
    return { error: `${echoed(text)} is not a date-time (ISO-8601)` };
  if (!isStorableYear(text)) return outOfYears(text);
  // A bare day is the marketplace's day: it starts at the zone's midnight.
  const instant = isoDate.test(text)
    ? marketplaceInstant(text)
    : new Date(text);
  const value = Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
  return isStorableYear(value) ? { value } : outOfYears(text);
}

/** A time of day, HH:mm or HH:mm:ss: the validator's rule and the OpenAPI pattern. */
const timePattern = '^(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d)?$';

function parseTime(text: string): Parsed {
  return new RegExp(timePattern).test(text)
    ? { value: text }
    : { error: `${echoed(text)} is not a time (HH:mm)` };
}

/** What the pickers hold once a value is complete: local wall-clock text. */
const completeInForm: Record<TemporalKind, RegExp> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  datetime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
  time: /^\d{2}:\d{2}(:\d{2})?$/,
};

/** A picker's text, or a request for the rest while it is half typed. */
function typedTemporal(field: TemporalField, raw: unknown): Parsed {
  const text = displayText(raw).trim();
  if (!completeInForm[field.kind].test(text))
    return { error: fieldMessages.incomplete(field.label, field.kind) };
  // The picker shows the marketplace's wall clock, whatever the browser's zone.
  return {
    value:
      field.kind === 'datetime' ? marketplaceInstant(text).toISOString() : text,
  };
}

function temporalKind(
  own: Pick<KindTraits<TemporalField>, 'sqlType' | 'parseText' | 'openApi'> &
    Partial<KindTraits<TemporalField>>,
  sample: string,
): KindTraits<TemporalField> {
  return {
    family: 'temporal',
    sqlConstraints: notNullIfRequired,
    index: 'btree',
    operators: comparisonOps,
    csv: { empty: null, parse: own.parseText, format: scalarCell },
    blankText: false,
    writeDefault: () => undefined,
    cleared: null,
    openApiNullable: true,
    grid: { sizing: { sample }, align: 'left' },
    wide: false,
    form: {
      empty: () => '',
      toForm: (_field, value) => value,
      toApi: emptyIsNull(typedTemporal),
    },
    serverDefault: (_field, { now }) => marketplaceDate(now),
    ...own,
  };
}

export const temporalKinds = {
  date: temporalKind(
    {
      sqlType: () => 'date',
      parseText: (_field, text) => parseDate(text),
      openApi: () => ({ type: 'string', format: 'date' }),
    },
    '30 Sept 2026',
  ),
  datetime: temporalKind(
    {
      sqlType: () => 'timestamptz',
      parseText: (_field, text) => parseDateTime(text),
      openApi: () => ({ type: 'string', format: 'date-time' }),
      form: {
        empty: () => '',
        toForm: (_field, value) => {
          const d = new Date(displayText(value));
          return Number.isNaN(d.getTime()) ? '' : marketplaceWallClock(d);
        },
        toApi: emptyIsNull(typedTemporal),
      },
      serverDefault: (_field, { now }) => now.toISOString(),
    },
    '30 Sept 2026, 12:00 pm',
  ),
  time: temporalKind(
    {
      sqlType: () => 'time',
      parseText: (_field, text) => parseTime(text),
      openApi: () => ({ type: 'string', pattern: timePattern }),
      form: {
        empty: () => '',
        toForm: (_field, value) => displayText(value).slice(0, 5),
        toApi: emptyIsNull(typedTemporal),
      },
      serverDefault: (_field, { now }) => marketplaceWallClock(now).slice(11),
    },
    '23:59',
  ),
} satisfies Record<TemporalKind, KindTraits<TemporalField>>;
