import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import type { ApiHttpError } from '../http/api-http-error';

type Values = Record<string, string>;

/** A field's check: the message to show, or nothing when the value is fine. */
export type FieldRule<V extends Values> = (
  value: string,
  values: V,
) => string | undefined;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: string): string | undefined {
  if (value.trim() === '') return 'Enter your email';
  return EMAIL_PATTERN.test(value.trim())
    ? undefined
    : 'Enter a valid email address';
}

/** `values` with each field's text as its input shows it. */
function withShownText<V extends Values>(
  values: V,
  inputs: Partial<Record<keyof V, HTMLInputElement | null>>,
): V {
  let shown = values;
  for (const name of Object.keys(values) as (keyof V)[]) {
    const text = inputs[name]?.value;
    if (text !== undefined && text !== values[name])
      shown = { ...shown, [name]: text };
  }
  return shown;
}

/**
 * The sign-in pages' forms: values, a check per field run on submit (and
 * again on each change of a field already in error), the server's field
 * errors under their fields with the first one focused, and its message on
 * top. The typed values are never cleared by a failure. A few lines of
 * state instead of a form library, so the sign-in entry stays small.
 */
export function useAuthForm<V extends Values>(
  initial: V,
  rules: { [K in keyof V]?: FieldRule<V> },
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [rootError, setRootError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<keyof V, HTMLInputElement | null>>>({});

  // What was typed, or filled in by the browser, before React adopted a
  // prerendered form is on screen but not in state (hydration keeps the
  // field's text without reporting it): taken in once, so it is neither
  // cleared by the next render nor missing from the submit.
  useEffect(() => {
    setValues((current) => withShownText(current, inputs.current));
  }, []);

  const check = (name: keyof V, all: V) => rules[name]?.(all[name] ?? '', all);

  const setValue = (name: keyof V, value: string) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      setErrors((shown) =>
        shown[name] === undefined
          ? shown
          : { ...shown, [name]: check(name, next) },
      );
      return next;
    });
  };

  const focusFirst = (names: (keyof V)[]) => {
    const first = names.find((name) => inputs.current[name]);
    if (first !== undefined) inputs.current[first]?.focus();
  };

  /** Props for a MUI TextField bound to `name`. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, event.target.value),
    error: errors[name] !== undefined,
    helperText: errors[name],
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
  });

  /** Shows an API error: field messages under their fields, the summary on top. */
  const showServerError = (error: ApiHttpError) => {
    const onFields: Partial<Record<keyof V, string>> = {};
    for (const [name, messages] of Object.entries(error.errors ?? {})) {
      if (!(name in values)) continue;
      onFields[name as keyof V] = Array.isArray(messages)
        ? messages.join(' ')
        : typeof messages === 'object'
          ? messages.message
          : String(messages);
    }
    setErrors(onFields);
    setRootError(error.message);
    focusFirst(Object.keys(onFields));
  };

  const handleSubmit =
    (onValid: (values: V) => Promise<void>) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isSubmitting) return;
      // The fields' text, which state may not have caught up with yet (a
      // held submit sent right as a prerendered form came alive).
      const submitted = withShownText(values, inputs.current);
      const found: Partial<Record<keyof V, string>> = {};
      for (const name of Object.keys(rules) as (keyof V)[]) {
        const message = check(name, submitted);
        if (message !== undefined) found[name] = message;
      }
      setErrors(found);
      if (Object.keys(found).length > 0) {
        focusFirst(Object.keys(found));
        return;
      }
      setRootError(undefined);
      setIsSubmitting(true);
      void onValid(submitted).finally(() => setIsSubmitting(false));
    };

  return {
    values,
    setValue,
    field,
    rootError,
    isSubmitting,
    handleSubmit,
    showServerError,
  };
}
