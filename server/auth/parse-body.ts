import type { z } from 'zod';
import { unprocessable, type FieldErrors } from '../http/errors';

/**
 * The request body checked against `schema`, or a 422 whose `errors` name
 * each field at fault, so the console can show them.
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    (errors[key] ??= []).push(issue.message);
  }
  throw unprocessable(errors);
}
