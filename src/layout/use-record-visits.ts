import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import type { MenuLinkItem, MenuSection } from '../registry/menu-tree';
import { activeMenuLink } from './active-menu-link';
import { useNavPreferences } from './use-nav-preferences';

/**
 * Remembers each menu page the user opens, for the sidebar's Recent: the
 * page's menu entry (Orders for an order's page), once per arrival, so
 * moving between the records of one list writes nothing more.
 */
export function useRecordVisits(
  home: MenuLinkItem | null,
  sections: readonly MenuSection[],
): void {
  const { pathname } = useLocation();
  const { recordVisit } = useNavPreferences();
  const key = useMemo(
    () => activeMenuLink(pathname, home, sections)?.key,
    [pathname, home, sections],
  );
  useEffect(() => {
    if (key) recordVisit(key);
  }, [key, recordVisit]);
}
