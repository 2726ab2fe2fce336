import type {
  MenuItem,
  MenuLinkItem,
  MenuSection,
} from '../registry/menu-tree';

/**
 * The menu the user may see: links whose action (default read) they may not
 * take on their subject are dropped, and so are groups and section titles
 * left with no link.
 */
export function filterMenu(
  sections: readonly MenuSection[],
  can: (subject: string, action: string) => boolean,
): MenuSection[] {
  const allowed = (link: MenuLinkItem) =>
    can(link.subject, link.action ?? 'read');
  const result: MenuSection[] = [];
  for (const section of sections) {
    const items: MenuItem[] = [];
    for (const item of section.items) {
      if (item.kind === 'link') {
        if (allowed(item)) items.push(item);
        continue;
      }
      const children = item.children.filter(allowed);
      if (children.length > 0) items.push({ ...item, children });
    }
    if (items.length > 0) result.push({ ...section, items });
  }
  return result;
}
