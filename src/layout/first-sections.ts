import type { MenuSection } from '../registry/menu-tree';

/**
 * The sidebar's sections cut after their first `count` items in all. An
 * item is a link or a group, open or not, so the cut never shows fewer rows
 * than `count`; an infinite count keeps every section as it is.
 */
export function firstSections(
  sections: readonly MenuSection[],
  count: number,
): readonly MenuSection[] {
  if (count === Infinity) return sections;
  const kept: MenuSection[] = [];
  let left = count;
  for (const section of sections) {
    if (left <= 0) break;
    kept.push(
      section.items.length <= left
        ? section
        : { ...section, items: section.items.slice(0, left) },
    );
    left -= section.items.length;
  }
  return kept;
}
