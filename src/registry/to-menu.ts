import type { AnyResource, MenuGroupKey } from './define-resource';
import type { MenuGroup, MenuLink, MenuNode } from './menu';
import type { MenuItem, MenuLinkItem, MenuSection } from './menu-tree';
import { apiResourceName, resourceKey } from './resource-key';
import { pagePaths } from './paths';

/** What the menu is built from: the registry and `menu.ts` (a link's `view` plays no part). */
export interface MenuSource {
  resources: readonly AnyResource[];
  menuGroups: readonly MenuGroup[];
  menuNodes: readonly MenuNode[];
  menuLinks: readonly MenuLink[];
}

interface Placed {
  order: number;
  group: MenuGroupKey;
  parent?: string;
  link: MenuLinkItem;
}

function placedResources(resources: readonly AnyResource[]): Placed[] {
  return resources.flatMap((resource) => {
    const { menu } = resource;
    if (!menu) return [];
    const key = resourceKey(resource);
    const link: MenuLinkItem = {
      kind: 'link',
      key,
      title: menu.title ?? resource.label.many,
      path: pagePaths.list(key),
      icon: menu.icon,
      subject: resource.subject,
      ...(menu.action && { action: menu.action }),
      ...(menu.badge && { badge: menu.badge }),
      ...(menu.badgeContent &&
        resource.stateField && {
          badgeContent: {
            resource: apiResourceName(resource),
            field: resource.stateField,
            value: menu.badgeContent.countState,
            ...(menu.badgeContent.financeDesk && { financeDesk: true }),
          },
        }),
    };
    return [
      { order: menu.order, group: menu.group, parent: menu.parent, link },
    ];
  });
}

function placedLinks(links: MenuSource['menuLinks']): Placed[] {
  return links.map((def) => ({
    order: def.order,
    group: def.group,
    parent: def.parent,
    link: {
      kind: 'link',
      key: def.key,
      title: def.title,
      icon: def.icon,
      subject: def.subject,
      ...(def.action && { action: def.action }),
      ...('apiDocument' in def
        ? { path: def.apiDocument, openInNewTab: true }
        : { path: pagePaths.list(def.route) }),
    },
  }));
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/**
 * The sidebar built from the registry: one section per menu
 * group in the groups' order; in each, links and parent nodes by `order`;
 * under each node its children by `order`. Groups, nodes and links that end
 * up empty are left out. Pure, so the whole menu is unit-testable.
 *
 * @example
 * toMenu({ resources, menuGroups, menuNodes, menuLinks })[0].title; // 'User Management'
 */
export function toMenu(source: MenuSource): MenuSection[] {
  const placed = [
    ...placedResources(source.resources),
    ...placedLinks(source.menuLinks),
  ];
  const nodeKeys = new Set(source.menuNodes.map((node) => node.key));
  for (const entry of placed) {
    if (entry.parent !== undefined && !nodeKeys.has(entry.parent)) {
      throw new Error(
        `Menu entry '${entry.link.key}' names parent '${entry.parent}', which is not in menuNodes; add the node to src/registry/menu.ts.`,
      );
    }
  }

  return source.menuGroups.flatMap((group) => {
    const topLinks = placed
      .filter(
        (entry) => entry.group === group.key && entry.parent === undefined,
      )
      .map((entry) => ({ order: entry.order, item: entry.link }));
    const parents = source.menuNodes
      .filter((node) => node.group === group.key)
      .flatMap((node) => {
        const children = placed
          .filter((entry) => entry.parent === node.key)
          .sort(byOrder)
          .map((entry) => entry.link);
        if (children.length === 0) return [];
        const item: MenuItem = {
          kind: 'parent',
          key: node.key,
          title: node.title,
          icon: node.icon,
          children,
        };
        return [{ order: node.order, item }];
      });
    const items = [...topLinks, ...parents]
      .sort(byOrder)
      .map((entry) => entry.item);
    return items.length > 0
      ? [{ key: group.key, title: group.title, items }]
      : [];
  });
}
