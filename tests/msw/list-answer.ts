import { HttpResponse } from 'msw';

type Titles = Record<string, Record<string, string>>;

interface ListExtras {
  /** `meta.total` when it is more than the page holds. */
  total?: number;
  /** `meta.facets`, as the API answers `facets=`. */
  facets?: Record<string, Record<string, number>>;
  /** `meta.titles`, as the API answers `include=`. */
  titles?: Titles;
}

/** One page as the API answers a list, with what `facets=` and `include=` asked for. */
export function listAnswer(data: readonly unknown[], extras: ListExtras = {}) {
  return HttpResponse.json({
    data,
    meta: { total: data.length, page: 1, perPage: 25, ...extras },
  });
}

/** One record as the API answers it, with its references' titles when `include=` asked. */
export function recordAnswer(data: unknown, titles?: Titles) {
  return HttpResponse.json(titles ? { data, meta: { titles } } : { data });
}

/** Rows per value of `field`: what `facets=field` counts for a list filtered on nothing else. */
export function countBy(
  rows: readonly Record<string, unknown>[],
  field: string,
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const value = String(row[field]);
    counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

/** A rate-limited read's answer: a 429 whose `Retry-After` the console does not wait out. */
export function rateLimited() {
  return HttpResponse.json(
    { statusCode: 429, message: 'Too many requests' },
    { status: 429, headers: { 'Retry-After': '30' } },
  );
}
