import { z } from 'zod';
import type { MenuSection } from './menu-tree';

/**
 * The sidebar's per-user memory: the pages the user pinned ("favourites",
 * in the order pinned) and the last pages visited ("recents", newest
 * first). Both hold menu link keys (`orders`, `promotions/promotion-periods`),
 * never paths, so a page moved to another path stays pinned. The API stores
 * the document per user; the console reads and writes it. One module, so
 * both check the same caps and the same keys.
 */

/** How many pages "Recent" keeps: enough to find the last few, short enough to read at a glance. */
export const maxRecents = 8;

/** How many pages may be pinned: a bound on the document, well past what helps. */
export const maxFavourites = 30;

/** A menu page visited, and when it last came to the top of Recent (ISO 8601). */
export interface RecentVisit {
  key: string;
  at: string;
}

export interface NavPreferences {
  /** Menu link keys, in the order pinned. */
  favourites: readonly string[];
  /** Newest first, each key once. */
  recents: readonly RecentVisit[];
}

/** The document as the API answers it: with the version to send back as If-Match. */
export interface StoredNavPreferences extends NavPreferences {
  version: number;
}

/** A user who never pinned nor visited anything. */
export const emptyNavPreferences: NavPreferences = {
  favourites: [],
  recents: [],
};

/** The keys of every link of a menu, those inside groups included: what a document may name. */
export function menuLinkKeys(sections: readonly MenuSection[]): Set<string> {
  return new Set(
    sections.flatMap((section) =>
      section.items.flatMap((item) =>
        item.kind === 'link' ? [item.key] : item.children.map((c) => c.key),
      ),
    ),
  );
}

const eachOnce = <T>(values: readonly T[], keyOf: (value: T) => string) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = keyOf(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * The document a client may send, for a menu whose link keys are `keys`.
 * A key named twice is kept once (its first place), as the API keeps one of
 * each id in a list; an unknown key, too many entries or a visit without
 * its time is a 422 naming the entry.
 */
export function navPreferencesSchema(keys: ReadonlySet<string>) {
  const menuKey = z.string().refine((key) => keys.has(key), {
    error: 'Not a menu page: send the key of a link in the menu (`orders`)',
  });
  return z.strictObject({
    favourites: z
      .array(menuKey)
      .max(maxFavourites, `Pin at most ${maxFavourites} pages; unpin one first`)
      .transform((favourites) => eachOnce(favourites, (key) => key)),
    recents: z
      .array(
        z.strictObject({
          key: menuKey,
          at: z.iso.datetime({
            offset: true,
            error: 'When the page was visited, as an ISO 8601 date and time',
          }),
        }),
      )
      .max(maxRecents, `Keep at most ${maxRecents} recent pages`)
      .transform((recents) => eachOnce(recents, (visit) => visit.key)),
  });
}

/** The document after visiting the page `key` at `at`: first in Recent, once, the oldest dropped past the cap. */
export function withVisit(
  preferences: NavPreferences,
  key: string,
  at: string,
): NavPreferences {
  // Already first: nothing to write (its time is when it came to the top).
  if (preferences.recents[0]?.key === key) return preferences;
  return {
    ...preferences,
    recents: [
      { key, at },
      ...preferences.recents.filter((visit) => visit.key !== key),
    ].slice(0, maxRecents),
  };
}

/**
 * The document with `key` pinned (last) or unpinned; the same document when
 * it already is. Set, not toggled, so that applying it again, after a
 * conflict, changes nothing more.
 */
export function withPin(
  preferences: NavPreferences,
  key: string,
  isPinned: boolean,
): NavPreferences {
  if (preferences.favourites.includes(key) === isPinned) return preferences;
  return {
    ...preferences,
    favourites: isPinned
      ? [...preferences.favourites, key]
      : preferences.favourites.filter((each) => each !== key),
  };
}
