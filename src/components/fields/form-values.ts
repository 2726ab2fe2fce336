import { displayText } from './display-text';
import type { AnyResource, FieldSpec } from '../../registry/define-resource';

export type FormValues = Record<string, unknown>;

/** Fields a form shows for `mode`, in registry order. */
export function formFieldNames(
  resource: AnyResource,
  mode: 'create' | 'edit',
): string[] {
  return Object.entries(resource.fields)
    .filter(([, f]) => {
      if (f.readOnly) return false;
      const where = f.form ?? 'both';
      return where === 'both' || where === mode;
    })
    .map(([name]) => name);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** API value → what the input holds (ringgit for sen, local time for instants, text for JSON). */
export function toFormValue(field: FieldSpec, value: unknown): unknown {
  if (value === null || value === undefined)
    return field.kind === 'boolean' ? false : '';
  switch (field.kind) {
    case 'money':
      return typeof value === 'number' ? (value / 100).toFixed(2) : '';
    case 'datetime': {
      const d = new Date(displayText(value));
      if (Number.isNaN(d.getTime())) return '';
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    }
    case 'time':
      return displayText(value).slice(0, 5);
    case 'json':
    case 'geo':
      return JSON.stringify(value, null, 2);
    case 'references':
      return Array.isArray(value) ? value.join(', ') : '';
    case 'number':
    case 'percent':
      return displayText(value);
    default:
      return value;
  }
}

export class FormValueError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What the user typed → the API's types. An empty input means "no value"
 * (null), so clearing an optional field clears it on the server too.
 * Throws FormValueError for text that cannot be converted (malformed JSON).
 */
export function toApiValue(
  name: string,
  field: FieldSpec,
  raw: unknown,
): unknown {
  if (field.kind === 'boolean') return raw === true;
  if (raw === '' || raw === null || raw === undefined) return null;
  switch (field.kind) {
    case 'money':
      return Math.round(Number(raw) * 100);
    case 'number':
    case 'percent':
      return Number(raw);
    case 'reference':
      return Number.isFinite(Number(raw)) ? Number(raw) : raw;
    case 'references':
      return displayText(raw)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => (Number.isFinite(Number(s)) ? Number(s) : s));
    case 'datetime': {
      const d = new Date(displayText(raw));
      return Number.isNaN(d.getTime()) ? raw : d.toISOString();
    }
    case 'json':
    case 'geo':
      try {
        return JSON.parse(displayText(raw)) as unknown;
      } catch {
        throw new FormValueError(name, `${field.label} is not valid JSON`);
      }
    default:
      return typeof raw === 'string' ? raw.trim() : raw;
  }
}

export function toFormValues(
  resource: AnyResource,
  names: string[],
  record: FormValues | undefined,
): FormValues {
  const values: FormValues = {};
  for (const name of names) {
    const field = resource.fields[name];
    if (field)
      values[name] = toFormValue(
        field,
        record?.[name] ??
          (field.kind === 'boolean' ? field.default : undefined),
      );
  }
  return values;
}

export function toApiValues(
  resource: AnyResource,
  names: string[],
  values: FormValues,
): FormValues {
  const body: FormValues = {};
  for (const name of names) {
    const field = resource.fields[name];
    if (field) body[name] = toApiValue(name, field, values[name]);
  }
  return body;
}
