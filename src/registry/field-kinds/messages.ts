/**
 * The one message set of field validation: the console shows these under
 * the inputs and the API returns them in a 422's `errors`, word for word.
 */
export const fieldMessages = {
  required: (label: string) => `${label} is required`,
  notText: (label: string) => `${label} must be text`,
  nul: (label: string) => `${label} contains a NUL character`,
  minLength: (label: string, n: number) =>
    `${label} needs at least ${n} characters`,
  maxLength: (label: string, n: number) =>
    `${label} takes at most ${n} characters`,
  pattern: (label: string) => `${label} is not in the expected format`,
  codeShape: (label: string, prefix: string) =>
    `${label} is ${prefix} and then digits, such as ${prefix}0001234`,
  email: () => 'Enter an email address like name@example.com',
  url: (label: string) =>
    `${label} must be an address such as https://example.com`,
  image: (label: string) => `${label} must be an http(s) address or a path`,
  notNumber: (label: string) => `${label} must be a number`,
  wholeNumber: (label: string) => `${label} must be a whole number`,
  wholeSen: (label: string) => `${label} must be a whole number of sen`,
  atLeast: (label: string, bound: string) =>
    `${label} must be at least ${bound}`,
  atMost: (label: string, bound: string) => `${label} must be at most ${bound}`,
  twoDecimals: (label: string) => `${label} takes at most two decimals`,
  outOfRange: (label: string) => `${label} is out of range`,
  notBoolean: (label: string) => `${label} must be true or false`,
  oneOf: (label: string, values: readonly string[]) =>
    `${label} must be one of ${values.join(', ')}`,
  temporal: (label: string, problem: string) => `${label}: ${problem}`,
  notIsoText: (label: string) => `${label} must be text in ISO-8601 form`,
  incomplete: (label: string, kind: 'date' | 'datetime' | 'time') =>
    `Enter a complete ${kind === 'datetime' ? 'date and time' : kind} for ${label}`,
  reference: (label: string) => `${label} must be the id of a record`,
  references: (label: string) => `${label} must be a list of ids`,
  geo: (label: string) => `${label} must be { lat, lng }`,
  geoRange: (label: string) =>
    `${label} must be { lat, lng } with lat within ±90 and lng within ±180`,
  json: (label: string) => `${label} is not valid JSON`,
  tooLarge: (label: string) => `${label} is too large`,
  notBefore: (label: string, startLabel: string) =>
    `${label} must not be before ${startLabel}`,
} as const;

/** Text echoed in a message, cut short so a hostile megabyte never comes back. */
export const echoed = (text: string) => `"${text.slice(0, 40)}"`;
