import { useMemo } from 'react';
import { useAbility } from '../access/ability-context';
import { useRegistry } from '../providers/registry-context';
import { menuGroups, menuLinks, menuNodes } from '../registry/menu';
import type { MenuLinkItem, MenuSection } from '../registry/menu-tree';
import { toMenu } from '../registry/to-menu';
import { filterMenu } from './filter-menu';
import { homeMenuItem } from './home-menu-item';

/** The menu the signed-in user may see: Home, then the registry's sections. */
export function useMenu(): {
  home: MenuLinkItem | null;
  sections: MenuSection[];
} {
  const ability = useAbility();
  const registry = useRegistry();
  // The registry does not change while the console runs: built once.
  const registryMenu = useMemo(
    () =>
      toMenu({
        resources: registry.resources,
        menuGroups,
        menuNodes,
        menuLinks,
      }),
    [registry],
  );
  return useMemo(() => {
    const can = (subject: string, action: string) =>
      ability.can(action, subject);
    return {
      home: can(homeMenuItem.subject, 'read') ? homeMenuItem : null,
      sections: filterMenu(registryMenu, can),
    };
  }, [ability, registryMenu]);
}
