type Row = Record<string, unknown>;

let shown: { resourceKey: string; rows: readonly Row[] } | undefined;

/** Keeps the rows a list page shows now, for the record page a click opens from it. */
export function rememberListedRows(
  resourceKey: string,
  rows: readonly Row[],
): void {
  shown = { resourceKey, rows };
}

/**
 * The row of record `id` as the last list of `resourceKey` showed it, if it
 * did: what the record page opened from that list already knows before its
 * own request answers (its title, for the heading).
 */
export function listedRow(
  resourceKey: string,
  id: string | number,
): Row | undefined {
  if (shown?.resourceKey !== resourceKey) return undefined;
  return shown.rows.find((row) => String(row.id) === String(id));
}
