import type { FieldSpec } from '../../registry/define-resource';

/** What react-hook-form's `rules` needs, without importing its types into pure code. */
export interface FieldRules {
  required?: string;
  minLength?: { value: number; message: string };
  maxLength?: { value: number; message: string };
  min?: { value: number; message: string };
  max?: { value: number; message: string };
  pattern?: { value: RegExp; message: string };
}

const completeDateTime = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  datetime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
  time: /^\d{2}:\d{2}(:\d{2})?$/,
};

/**
 * Client-side rules from the registry: the same bounds the server enforces,
 * checked before the round trip so the user sees the message at once. The
 * server remains the authority (its 422s land on the same fields).
 */
export function fieldRules(field: FieldSpec): FieldRules {
  const rules: FieldRules = {};
  if (field.required) rules.required = `${field.label} is required`;
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'url':
    case 'image':
    case 'color':
      if (field.minLength !== undefined)
        rules.minLength = {
          value: field.minLength,
          message: `${field.label} needs at least ${field.minLength} characters`,
        };
      if (field.maxLength !== undefined)
        rules.maxLength = {
          value: field.maxLength,
          message: `${field.label} takes at most ${field.maxLength} characters`,
        };
      if (field.pattern !== undefined)
        rules.pattern = {
          value: new RegExp(`^(?:${field.pattern})$`),
          message:
            field.patternMessage ??
            `${field.label} is not in the expected format`,
        };
      else if (field.kind === 'email')
        rules.pattern = {
          value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
          message: 'Enter an email address like name@example.com',
        };
      break;
    case 'date':
    case 'datetime':
    case 'time':
      // The pickers hold local text in these shapes, or INCOMPLETE mid-typing.
      rules.pattern = {
        value: completeDateTime[field.kind],
        message: `Enter a complete ${field.kind === 'datetime' ? 'date and time' : field.kind} for ${field.label}`,
      };
      break;
    case 'number':
    case 'money':
    case 'percent': {
      // Money is typed in ringgit but bounded in sen.
      const scale = field.kind === 'money' ? 100 : 1;
      const show = (n: number) =>
        field.kind === 'money' ? `RM ${(n / 100).toFixed(2)}` : `${n}`;
      const min = field.min ?? (field.kind === 'percent' ? 0 : undefined);
      const max = field.max ?? (field.kind === 'percent' ? 100 : undefined);
      if (min !== undefined)
        rules.min = {
          value: min / scale,
          message: `${field.label} must be at least ${show(min)}`,
        };
      if (max !== undefined)
        rules.max = {
          value: max / scale,
          message: `${field.label} must be at most ${show(max)}`,
        };
      break;
    }
    default:
      break;
  }
  return rules;
}
