/** An error answer as the contract's envelope (`#/components/schemas/Error`). */
export const errorResponse = (description: string) => ({
  description,
  content: {
    'application/json': { schema: { $ref: '#/components/schemas/Error' } },
  },
});

/**
 * The refusals every record route may answer (401, 403, 404), with `codes`
 * added or overriding them: `errors({ '422': 'A reversed range' })`.
 */
export const errors = (codes: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries({
      '401': 'No or expired access token',
      '403': 'Not allowed for this user',
      '404': 'No such record',
      ...codes,
    }).map(([code, text]) => [code, errorResponse(text)]),
  );
