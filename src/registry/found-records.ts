import type { AnyResource } from './define-resource';

/**
 * How closely a found record's identifier matches the typed text, best
 * first: the whole value ("ORD0000042"), its start ("ORD00000"), anywhere
 * in it ("0000042").
 */
export const matchTiers = ['exact', 'prefix', 'contains'] as const;

export type MatchTier = (typeof matchTiers)[number];

/** The shortest text the palette searches records for: one letter finds everyone. */
export const minFindLength = 2;

/**
 * The shortest text matched anywhere in a value: a trigram index serves
 * `LIKE '%…%'` only from three characters; shorter text is matched whole or
 * at the start, which a b-tree serves.
 */
export const minContainsLength = 3;

/** The most records the palette shows of one entry: the few best, not a list. */
export const foundPerResource = 5;

/** The longest text the palette searches for, as the lists' `q`. */
export const maxFindLength = 200;

/**
 * One record `GET /admin/search?q=` found: what the palette shows and where
 * it leads. The answer lists them best first (`rankFound`).
 */
export interface FoundRecord {
  /** The entry's API name (`orders`). */
  resource: string;
  id: number;
  /** The value of the entry's title field, as people read it; empty without one. */
  title: string;
  /**
   * The identifier that matched: the entry's own field (`code`), or a field
   * of the record a reference points at (`customerId.phone`).
   */
  matchedBy: string;
  /** That identifier's value (`+60123456789`). */
  matchedText: string;
  match: MatchTier;
}

/** Digits typed as people write a phone number: "012-345 6789", "+60 12 345 6789". */
const phoneLike = /^\+?[\d\s().-]+$/;

/**
 * The text the palette looks for: trimmed, in lower case (every identifier
 * is compared in lower case), and a phone number without the spaces,
 * dashes and brackets people type in it, as phones are stored without them:
 * "012-345 6789" finds +60123456789.
 *
 * @example
 * findText('  ORD00042 '); // 'ord00042'
 * findText('012-345 6789'); // '0123456789'
 */
export function findText(q: string): string {
  const text = q.trim().replace(/\s+/g, ' ').toLowerCase();
  return phoneLike.test(text) ? text.replace(/[\s().-]/g, '') : text;
}

/**
 * The found records in the order the palette lists them: each entry's best
 * first (exact, then prefix, then contains, keeping the order within a
 * tier), and the entries by their best record, ties in registry order. So a
 * full order number puts that order first, and a name that is one
 * merchant's whole name puts the merchant before customers who share a word
 * of it.
 *
 * @example
 * rankFound(hits, resources.map((r) => r.name));
 */
export function rankFound(
  found: readonly FoundRecord[],
  registryOrder: readonly string[],
): FoundRecord[] {
  const tier = (hit: FoundRecord) => matchTiers.indexOf(hit.match);
  const byResource = new Map<string, FoundRecord[]>();
  for (const hit of found) {
    const group = byResource.get(hit.resource) ?? [];
    group.push(hit);
    byResource.set(hit.resource, group);
  }
  const position = (name: string) => {
    const at = registryOrder.indexOf(name);
    return at === -1 ? registryOrder.length : at;
  };
  const groups = [...byResource.entries()].map(([name, hits]) => ({
    name,
    hits: [...hits].sort((a, b) => tier(a) - tier(b)),
    best: Math.min(...hits.map(tier)),
  }));
  groups.sort((a, b) => a.best - b.best || position(a.name) - position(b.name));
  return groups.flatMap((group) => group.hits);
}

/**
 * What a found record's identifier is called, from the entry's labels and
 * those of the referenced record: "Order no.", "Customer phone".
 *
 * @example
 * matchLabel(orders, 'customerId.phone', registry.byName); // 'Customer phone'
 */
export function matchLabel(
  resource: AnyResource,
  matchedBy: string,
  byName: (name: string) => AnyResource | undefined,
): string {
  const [own = '', through] = matchedBy.split('.');
  const spec = resource.fields[own];
  const label = spec?.label ?? own;
  if (through === undefined || spec?.kind !== 'reference') return label;
  const targetLabel = byName(spec.to)?.fields[through]?.label ?? through;
  const lower = targetLabel.toLowerCase();
  // "Order no.", not "Order order no.": the target's label already says whose.
  return lower.startsWith(label.toLowerCase())
    ? targetLabel
    : `${label} ${lower}`;
}
