import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { MenuLinkItem, MenuSection } from '../registry/menu-tree';
import { matchMenu } from './match-menu';
import { NavFilterBox } from './nav-filter-box';
import { NavItems } from './nav-items';
import { pickMenuLinks } from './pick-menu-links';
import { useNavPreferences } from './use-nav-preferences';

/** Recent shows the newest few; the rest stand in when one of them can no longer be opened. */
const SHOWN_RECENTS = 5;

interface NavMenuProps {
  home: MenuLinkItem | null;
  sections: readonly MenuSection[];
  isCompact: boolean;
  onNavigate?: () => void;
  query: string;
  onQueryChange: (query: string) => void;
  onFilterFocusChange: (isFocused: boolean) => void;
  /** See `NavFilterBox`: the closed phone drawer opens before its box takes the focus. */
  onRequestFilterFocus?: () => void;
  /** Focus the filter box now (the drawer just opened for it). */
  shouldFocusFilter?: boolean;
}

/** The links among the results, in the order shown: what the arrow keys move through. */
function resultLinks(container: HTMLElement | null): HTMLElement[] {
  return container
    ? [...container.querySelectorAll<HTMLElement>('.nav-link:not(button)')]
    : [];
}

/**
 * The vertical sidebar's body: the filter box above the scrolling menu,
 * with the user's Favourites and Recent pages and a pin on each link.
 * While a query is typed the menu shows only what matches: Enter opens the
 * first match, the arrow keys move between the box and the matches, and
 * Escape clears the query.
 */
export function NavMenu({
  home,
  sections,
  isCompact,
  onNavigate,
  query,
  onQueryChange,
  onFilterFocusChange,
  onRequestFilterFocus,
  shouldFocusFilter = false,
}: NavMenuProps) {
  const { preferences, setPinned } = useNavPreferences();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const matches = useMemo(
    () => matchMenu(home, sections, query),
    [home, sections, query],
  );
  // From the menu the user may see: a page whose permission went is gone.
  const favourites = useMemo(
    () => pickMenuLinks(sections, preferences.favourites),
    [sections, preferences.favourites],
  );
  const recents = useMemo(
    () =>
      pickMenuLinks(
        sections,
        preferences.recents.map((visit) => visit.key),
      ).slice(0, SHOWN_RECENTS),
    [sections, preferences.recents],
  );
  const pins = useMemo(
    () => ({ keys: new Set(preferences.favourites), onChange: setPinned }),
    [preferences.favourites, setPinned],
  );

  useEffect(() => {
    if (shouldFocusFilter) inputRef.current?.focus();
  }, [shouldFocusFilter]);

  const handleNavigate = () => {
    // Once a match is followed the whole menu comes back.
    onQueryChange('');
    onNavigate?.();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!matches) return;
    const input = inputRef.current;
    const links = resultLinks(resultsRef.current);
    if (event.key === 'Escape') {
      event.preventDefault();
      onQueryChange('');
      input?.focus();
      return;
    }
    if (event.key === 'Enter' && event.target === input) {
      event.preventDefault();
      // The link does what a click on it does: its page, its new tab, or
      // nothing when it is unavailable.
      links[0]?.click();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const stops = [input, ...links].filter((stop) => stop !== null);
    const at = stops.findIndex((stop) => stop === document.activeElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    stops[Math.min(Math.max(next, 0), stops.length - 1)]?.focus();
  };

  return (
    <Box
      onKeyDown={handleKeyDown}
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
    >
      <NavFilterBox
        inputRef={inputRef}
        query={query}
        onQueryChange={onQueryChange}
        count={matches ? matches.count : null}
        isCompact={isCompact}
        onFocusChange={onFilterFocusChange}
        onRequestFocus={onRequestFilterFocus}
      />
      <Box
        ref={resultsRef}
        sx={{
          flex: 1,
          overflowY: 'auto',
          overflowX: 'hidden',
          scrollbarWidth: 'thin',
        }}
      >
        <NavItems
          home={home}
          sections={sections}
          isCompact={isCompact}
          onNavigate={handleNavigate}
          pins={pins}
          favourites={favourites}
          recents={recents}
          matches={matches}
        />
      </Box>
    </Box>
  );
}
