/** `value`, or a failure naming what was expected when it is missing. */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Expected ${what}`);
  return value;
}
