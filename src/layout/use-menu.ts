import { useMemo } from 'react';
import { resources } from '../../resources.config';
import { useAbility } from '../access/ability-context';
import { menuGroups, menuLinks, menuNodes } from '../registry/menu';
import type { MenuLinkItem, MenuSection } from '../registry/menu-tree';
import { toMenu } from '../registry/to-menu';
import { filterMenu } from './filter-menu';
import { homeMenuItem } from './home-menu-item';

/** Built once: the registry does not change while the app runs. */
const registryMenu = toMenu({
  resources,
  menuGroups,
  menuNodes,
  menuLinks,
});

/** The menu the signed-in user may see: Home, then the registry's sections. */
export function useMenu(): {
  home: MenuLinkItem | null;
  sections: MenuSection[];
} {
  const ability = useAbility();
  return useMemo(() => {
    const can = (subject: string, action: string) =>
      ability.can(action, subject);
    return {
      home: can(homeMenuItem.subject, 'read') ? homeMenuItem : null,
      sections: filterMenu(registryMenu, can),
    };
  }, [ability]);
}
