/** The list envelope's paging summary. */
export interface ListMeta {
  total: number;
  page: number;
  perPage: number;
}

/** `{ data }`: one record or any single payload. */
export function one<T>(data: T): { data: T } {
  return { data };
}

/** `{ data: [...], meta: { total, page, perPage } }`. */
export function many<T>(
  data: T[],
  meta: ListMeta,
): { data: T[]; meta: ListMeta } {
  return { data, meta };
}

/** The contract's error envelope. */
export interface ErrorEnvelope {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
  [extra: string]: unknown;
}

/** `{ statusCode, message, errors? }`, `errors` only when fields are at fault. */
export function errorEnvelope(
  statusCode: number,
  message: string,
  errors?: Record<string, string[]>,
  extra?: Record<string, unknown>,
): ErrorEnvelope {
  return {
    ...extra,
    statusCode,
    message,
    ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
  };
}
