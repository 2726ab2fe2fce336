/**
 * The choices of a member-set editor (a role's permissions), split into tabs
 * and grouped, and the selection arithmetic of its per-group checkboxes.
 * Pure, so the rules are tested without a screen.
 */

export interface MemberChoice {
  id: number;
  /** The member's title (a permission's key). */
  title: string;
  /** A line that explains it (a permission's name); may be empty. */
  detail: string;
  /** Its value of the section's `split` field ('ADMIN'); '' without one. */
  split: string;
  /** Its value of the section's `groupBy` field ('orders'); '' without one. */
  group: string;
}

export interface ChoiceGroup {
  key: string;
  choices: MemberChoice[];
}

export interface ChoiceTab {
  key: string;
  /** Every choice of the tab, matching the search or not. */
  size: number;
  /** The groups that still have a choice matching the search. */
  groups: ChoiceGroup[];
}

/** Whether a choice matches the search: its title or detail holds every word typed. */
export function matchesSearch(choice: MemberChoice, search: string): boolean {
  const haystack = `${choice.title} ${choice.detail}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

const byKey = (order: readonly string[]) => (a: string, b: string) => {
  const ai = order.indexOf(a);
  const bi = order.indexOf(b);
  if (ai !== bi)
    return (ai === -1 ? order.length : ai) - (bi === -1 ? order.length : bi);
  return a.localeCompare(b);
};

/**
 * Tabs by `split` value (in `splitOrder`, e.g. the enum's, then the rest
 * alphabetically), each with its groups in alphabetical order and their
 * choices by title; only choices matching `search` are kept in the groups.
 */
export function choiceTabs(
  choices: readonly MemberChoice[],
  search: string,
  splitOrder: readonly string[] = [],
): ChoiceTab[] {
  const tabs = new Map<string, MemberChoice[]>();
  for (const choice of choices)
    tabs.set(choice.split, [...(tabs.get(choice.split) ?? []), choice]);
  return [...tabs.keys()].sort(byKey(splitOrder)).map((key) => {
    const all = tabs.get(key) ?? [];
    const groups = new Map<string, MemberChoice[]>();
    for (const choice of all) {
      if (!matchesSearch(choice, search)) continue;
      groups.set(choice.group, [...(groups.get(choice.group) ?? []), choice]);
    }
    return {
      key,
      size: all.length,
      groups: [...groups.keys()].sort(byKey([])).map((group) => ({
        key: group,
        choices: (groups.get(group) ?? []).sort((a, b) =>
          a.title.localeCompare(b.title),
        ),
      })),
    };
  });
}

/** How much of `ids` is selected, for a group's checkbox. */
export function groupState(
  selected: ReadonlySet<number>,
  ids: readonly number[],
): 'all' | 'some' | 'none' {
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** The selection with every one of `ids` added (`on`) or removed. */
export function setMany(
  selected: ReadonlySet<number>,
  ids: readonly number[],
  on: boolean,
): Set<number> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Whether two selections hold the same ids. */
export function sameSet(
  a: ReadonlySet<number>,
  b: ReadonlySet<number>,
): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}
