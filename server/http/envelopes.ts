/** `{ status: { PENDING: 12, … } }`: rows per value of each field a list asked to count (`facets=`). */
export type FacetsMeta = Record<string, Record<string, number>>;

/** `{ outletId: { "3": "Nasi Lemak House" } }`: titles of referenced records by field and id (`include=`). */
export type TitlesMeta = Record<string, Record<string, string>>;

/** `{ netPayout: 1234500 }`: sums of fields over every row the list's filters match (`totals=`). */
export type TotalsMeta = Record<string, number>;

/**
 * The list envelope's paging summary, plus what the caller asked for:
 * `facets` (rows per value, `facets=`), `totals` (sums, `totals=`) and
 * `titles` (`include=`).
 */
export interface ListMeta {
  total: number;
  /** Present when `total` is the planner's estimate: more rows match than a list counts exactly. */
  totalIsEstimate?: true;
  page: number;
  perPage: number;
  facets?: FacetsMeta;
  /** The `facets` fields whose counts are estimates, for the same reason. */
  estimatedFacets?: string[];
  totals?: TotalsMeta;
  /**
   * Present instead of `totals` when more rows match than a list sums on
   * request (ten times what it counts exactly) and no rollup holds its
   * filters: summing them would take seconds.
   */
  totalsWithheld?: true;
  titles?: TitlesMeta;
}

/**
 * `{ data }`: one record or any single payload; `{ data, meta: { titles } }`
 * when the caller asked for the titles of a record's references.
 */
export function one<T>(
  data: T,
  meta?: { titles: TitlesMeta },
): { data: T; meta?: { titles: TitlesMeta } } {
  return meta ? { data, meta } : { data };
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
