import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { RouteLink } from '../components/links/route-link';
import type {
  MenuLinkItem,
  MenuParentItem,
  MenuSection,
} from '../registry/menu-tree';
import { useSettings } from '../settings/settings-store';
import { isItemActive, isLinkActive, menuPaths } from './is-link-active';
import { activeItemBackground } from './active-item-background';
import { MenuIcon } from './menu-icon';
import { env } from '../config/env';
import { NavBadgeCount } from './nav-badge-count';
import { NavBadgeDot } from './nav-badge-dot';
import { navLinkTarget, newTabProps } from './nav-link-target';
import { useFirstScreenful } from '../components/first-screenful';
import { firstSections } from './first-sections';
import type { MenuMatches } from './match-menu';
import { visuallyHidden } from '../components/visually-hidden';
import {
  navLabelProps,
  navLabelTextProps,
  NavLabelTooltip,
} from './nav-label-tooltip';

/** Which pages are pinned, and how to pin or unpin one. */
export interface NavPins {
  keys: ReadonlySet<string>;
  onChange: (key: string, isPinned: boolean) => void;
}

/** A copy of a menu link in the Favourites or Recent section, named apart from the menu's own. */
type ShortcutKind = 'favourite' | 'recent';

interface NavItemsProps {
  home: MenuLinkItem | null;
  sections: readonly MenuSection[];
  /** Icons only: the collapsed sidebar when not hovered. */
  isCompact: boolean;
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
  /** Each link's pin; absent, links have none. */
  pins?: NavPins;
  /** Shown above the menu, in this order; the user may open each. */
  favourites?: readonly MenuLinkItem[];
  recents?: readonly MenuLinkItem[];
  /**
   * What the filter box leaves of the menu, shown in its place with every
   * group open and no Favourites or Recent; null when nothing is typed.
   */
  matches?: MenuMatches | null;
}

/**
 * The sidebar's look, written once for all its items. Items are plain links
 * and buttons with class names, not MUI list components: a sidebar of some
 * 70 items cost about 40 React components each (list item, button base,
 * ripple, icon, text, typography, each with its own emotion styles), a
 * third of every page's first render. Keyboard focus gets the theme's global
 * focus ring, as every control does.
 */
const navSx = (theme: Theme) => ({
  '& ul': { listStyle: 'none', m: 0, p: 0 },
  '& .nav-item': { position: 'relative', px: 3.5, mt: 1 },
  '& .nav-link': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: 2,
    width: '100%',
    minHeight: 38,
    boxSizing: 'border-box',
    px: 3,
    py: 2,
    border: 0,
    borderRadius: '6px',
    background: 'none',
    color: 'text.primary',
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    outlineOffset: '-2px',
    transition: 'padding .25s ease-in-out, background-color .2s',
    '&:hover': { bgcolor: 'action.hover' },
  },
  '& .nav-link.is-open, & .nav-link.is-in-path': { bgcolor: 'action.selected' },
  '& .nav-link[aria-current="page"]': {
    color: theme.palette.primary.contrastText,
    background: activeItemBackground(theme),
    boxShadow: `0 2px 6px ${alpha(theme.palette.primary.main, 0.48)}`,
  },
  // Greyed like a disabled item, yet focusable, so the keyboard reaches the reason.
  '& .nav-link[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  '& .nav-icon': {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: 22,
    height: 22,
    fontSize: 22,
    lineHeight: 0,
  },
  '& .nav-bullet::before': {
    content: '""',
    display: 'block',
    width: 6,
    height: 6,
    borderRadius: '50%',
    border: '2px solid currentColor',
  },
  '& [aria-current="page"] .nav-bullet::before': {
    width: 8,
    height: 8,
    bgcolor: 'currentColor',
  },
  '& .nav-text': {
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: '0.9375rem',
    lineHeight: 1.5,
    // The label runs in its own direction (dir="auto") so that an English
    // label cut in a right-to-left sidebar keeps its first words and loses
    // its last; it still lines up with the sidebar's side.
    textAlign: 'match-parent',
    transition: 'opacity .25s ease-in-out',
  },
  '& .nav-arrow': {
    flexShrink: 0,
    fontSize: 20,
    color: 'text.secondary',
    transition: 'transform .25s ease-in-out, opacity .25s',
    transform: `rotate(${theme.direction === 'rtl' ? 90 : -90}deg)`,
  },
  '& .is-open .nav-arrow': { transform: 'rotate(0deg)' },
  '& .nav-new-tab': { flexShrink: 0, fontSize: 16, color: 'text.secondary' },
  '&.is-compact .nav-text, &.is-compact .nav-arrow': { opacity: 0 },
  // The pin sits over the link's end, shown while the item is hovered or
  // holds the focus; the link then makes room for it.
  '& .nav-pin': {
    position: 'absolute',
    top: '50%',
    insetInlineEnd: 20,
    transform: 'translateY(-50%)',
    display: 'grid',
    placeItems: 'center',
    width: 28,
    height: 28,
    p: 0,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: 'text.secondary',
    cursor: 'pointer',
    opacity: 0,
    transition: 'opacity .2s',
    '&:hover': { bgcolor: 'action.hover' },
  },
  '& .nav-pin[aria-pressed="true"]': { color: 'primary.main' },
  '& .nav-link[aria-current="page"] + .nav-pin': {
    color: theme.palette.primary.contrastText,
  },
  '& .nav-item:hover .nav-pin, & .nav-item:focus-within .nav-pin': {
    opacity: 1,
  },
  '& .nav-item:hover .has-pin, & .nav-item:focus-within .has-pin': {
    paddingInlineEnd: '40px',
  },
  '&.is-compact .nav-pin': { display: 'none' },
});

/** What a shortcut's name adds to the page's: "Orders (recent)" beside the menu's "Orders". */
const shortcutSuffix: Record<ShortcutKind, string> = {
  favourite: ' (favourite)',
  recent: ' (recent)',
};

/** A link's least height: 38 px and its 4 px top margin (`.nav-item`). */
const NAV_ITEM_MIN_PX = 42;

/** An item's label: one line, cut with an ellipsis; the sidebar's tooltip then shows it whole. */
function NavItemText({ title }: { title: string }) {
  return (
    <span className="nav-text" dir="auto" {...navLabelTextProps}>
      {title}
    </span>
  );
}

/**
 * Material's star and star outline, drawn as plain SVG: a styled icon
 * component on each of the sidebar's some 70 links would cost its first
 * render what the plain items saved (see `navSx`).
 */
const starPaths = {
  filled:
    'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  outline:
    'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z',
};

/** A star toggling whether the page is in Favourites. */
function PinButton({ item, pins }: { item: MenuLinkItem; pins: NavPins }) {
  const isPinned = pins.keys.has(item.key);
  return (
    <button
      type="button"
      className="nav-pin"
      aria-label={`Pin ${item.title} to favourites`}
      aria-pressed={isPinned}
      onClick={() => pins.onChange(item.key, !isPinned)}
    >
      <svg aria-hidden viewBox="0 0 24 24" width="20" height="20">
        <path
          fill="currentColor"
          d={isPinned ? starPaths.filled : starPaths.outline}
        />
      </svg>
    </button>
  );
}

function NavLink({
  item,
  isSubItem,
  isCompact,
  paths,
  onNavigate,
  pins,
  shortcut,
}: {
  item: MenuLinkItem;
  isSubItem: boolean;
  isCompact: boolean;
  /** Every link's path in the menu: the most specific one is active. */
  paths: readonly string[];
  onNavigate?: () => void;
  pins?: NavPins;
  /**
   * A copy in Favourites or Recent: never the current page's item (the
   * menu's own is) and without badges, which the menu's own shows.
   */
  shortcut?: ShortcutKind;
}) {
  const { pathname } = useLocation();
  const target = navLinkTarget(item, env.apiBaseUrl);
  const isActive = !shortcut && isLinkActive(pathname, item, paths);
  const content = (
    <>
      <span className="nav-icon" aria-hidden>
        {isSubItem ? (
          <span className="nav-bullet" />
        ) : (
          <MenuIcon name={item.icon} fontSize="inherit" />
        )}
      </span>
      <NavItemText title={item.title} />
      {shortcut && (
        <Box component="span" sx={visuallyHidden}>
          {shortcutSuffix[shortcut]}
        </Box>
      )}
      {target.kind === 'new-tab' && (
        <>
          <OpenInNew aria-hidden className="nav-new-tab" />
          <Box component="span" sx={visuallyHidden}>
            (opens in a new tab)
          </Box>
        </>
      )}
      {target.kind === 'disabled' && (
        <Box component="span" sx={visuallyHidden}>
          (unavailable: {target.reason})
        </Box>
      )}
      {!shortcut && item.badgeContent && (
        <NavBadgeCount badge={item.badgeContent} isCompact={isCompact} />
      )}
      {!shortcut && item.badge && (
        <NavBadgeDot badge={item.badge} isCompact={isCompact} />
      )}
    </>
  );
  const common = {
    className: pins ? 'nav-link has-pin' : 'nav-link',
    'aria-current': isActive ? ('page' as const) : undefined,
    ...(target.kind === 'disabled'
      ? navLabelProps(`${item.title}: ${target.reason}`, true)
      : navLabelProps(item.title)),
  };
  return (
    <li className="nav-item">
      {target.kind === 'route' && (
        <RouteLink {...common} to={target.to} onClick={onNavigate}>
          {content}
        </RouteLink>
      )}
      {target.kind === 'new-tab' && (
        <a {...common} href={target.href} {...newTabProps} onClick={onNavigate}>
          {content}
        </a>
      )}
      {/* Nowhere to go: no href, yet in the tab order, so the keyboard reaches the reason. */}
      {target.kind === 'disabled' && (
        <span {...common} role="link" aria-disabled="true" tabIndex={0}>
          {content}
        </span>
      )}
      {pins && <PinButton item={item} pins={pins} />}
    </li>
  );
}

function NavGroup({
  item,
  isOpen,
  onToggle,
  isCompact,
  paths,
  onNavigate,
  pins,
}: {
  item: MenuParentItem;
  isOpen: boolean;
  onToggle: () => void;
  isCompact: boolean;
  paths: readonly string[];
  onNavigate?: () => void;
  pins?: NavPins;
}) {
  const { pathname } = useLocation();
  const isActive = isItemActive(pathname, item, paths);
  const listId = `nav-group-${item.key}`;
  const state = [isOpen && 'is-open', isActive && 'is-in-path'];
  return (
    <li>
      <div className="nav-item">
        <button
          type="button"
          className={['nav-link', ...state].filter(Boolean).join(' ')}
          {...navLabelProps(item.title)}
          onClick={onToggle}
          aria-expanded={isOpen}
          aria-controls={listId}
        >
          <span className="nav-icon" aria-hidden>
            <MenuIcon name={item.icon} fontSize="inherit" />
          </span>
          <NavItemText title={item.title} />
          <KeyboardArrowDown aria-hidden className="nav-arrow" />
        </button>
      </div>
      <Collapse in={isOpen && !isCompact} timeout={250} unmountOnExit>
        <ul id={listId}>
          {item.children.map((child) => (
            <NavLink
              key={child.key}
              item={child}
              isSubItem
              isCompact={isCompact}
              paths={paths}
              onNavigate={onNavigate}
              pins={pins}
            />
          ))}
        </ul>
      </Collapse>
    </li>
  );
}

function SectionTitle({
  id,
  title,
  isCompact,
}: {
  id: string;
  title: string;
  isCompact: boolean;
}) {
  return (
    <Box sx={{ px: 7.5, pt: 6, pb: 1.5, minHeight: 44 }}>
      {isCompact && (
        <Box
          aria-hidden
          sx={{ width: 18, height: 2, bgcolor: 'divider', mx: 'auto' }}
        />
      )}
      {/* Hidden, not removed, when compact: it names the section. */}
      <Typography
        id={id}
        component="h2"
        variant="caption"
        noWrap
        sx={[
          {
            display: 'block',
            // text.disabled read 2.3:1; headings must hold 4.5:1.
            color: 'text.secondary',
            textTransform: 'uppercase',
            letterSpacing: '0.4px',
            lineHeight: 1.4,
          },
          isCompact && visuallyHidden,
        ]}
      >
        {title}
      </Typography>
    </Box>
  );
}

function activeGroupKeys(
  pathname: string,
  sections: readonly MenuSection[],
  paths: readonly string[],
): string[] {
  return sections.flatMap((section) =>
    section.items
      .filter(
        (item) => item.kind === 'parent' && isItemActive(pathname, item, paths),
      )
      .map((item) => item.key),
  );
}

/** A titled list of shortcuts above the menu: Favourites, Recent. */
function ShortcutSection({
  id,
  title,
  kind,
  links,
  isCompact,
  paths,
  onNavigate,
  pins,
}: {
  id: string;
  title: string;
  kind: ShortcutKind;
  links: readonly MenuLinkItem[];
  isCompact: boolean;
  paths: readonly string[];
  onNavigate?: () => void;
  pins?: NavPins;
}) {
  if (links.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <SectionTitle id={id} title={title} isCompact={isCompact} />
      <ul>
        {links.map((link) => (
          <NavLink
            key={link.key}
            item={link}
            isSubItem={false}
            isCompact={isCompact}
            paths={paths}
            onNavigate={onNavigate}
            pins={kind === 'favourite' ? pins : undefined}
            shortcut={kind}
          />
        ))}
      </ul>
    </Box>
  );
}

/**
 * The sidebar's items: Home, the user's Favourites and Recent pages, then
 * each section's title, links and groups; or, while the filter box holds a
 * query, what it matched.
 */
export function NavItems({
  home,
  sections,
  isCompact,
  onNavigate,
  pins,
  favourites = [],
  recents = [],
  matches,
}: NavItemsProps) {
  const { pathname } = useLocation();
  const toggleType = useSettings((s) => s.settings.verticalNavToggleType);
  // The whole menu's paths, filtered or not: the active item stays the same.
  const paths = useMemo(() => menuPaths(home, sections), [home, sections]);
  const [openGroups, setOpenGroups] = useState<string[]>(() =>
    activeGroupKeys(pathname, sections, paths),
  );

  // Following a link into a closed group (the address bar, a breadcrumb)
  // opens it; adjusted during render, as React advises for derived state.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    const active = activeGroupKeys(pathname, sections, paths);
    if (active.length > 0 && !active.every((key) => openGroups.includes(key))) {
      setOpenGroups(
        toggleType === 'accordion'
          ? active
          : [...new Set([...openGroups, ...active])],
      );
    }
  }

  // The links below the screen's edge come in the render after the first.
  const shownSections = firstSections(
    matches ? matches.sections : sections,
    useFirstScreenful(NAV_ITEM_MIN_PX),
  );
  const shownHome = matches ? matches.home : home;

  const toggle = (key: string) =>
    setOpenGroups((open) => {
      if (open.includes(key)) return open.filter((k) => k !== key);
      return toggleType === 'accordion' ? [key] : [...open, key];
    });

  return (
    <NavLabelTooltip>
      <Box sx={navSx} className={isCompact ? 'is-compact' : undefined} pb={4}>
        {shownHome && (
          <ul>
            <NavLink
              item={shownHome}
              isSubItem={false}
              isCompact={isCompact}
              paths={paths}
              onNavigate={onNavigate}
            />
          </ul>
        )}
        {!matches && (
          <>
            <ShortcutSection
              id="nav-shortcuts-favourites"
              title="My favourites"
              kind="favourite"
              links={favourites}
              isCompact={isCompact}
              paths={paths}
              onNavigate={onNavigate}
              pins={pins}
            />
            <ShortcutSection
              id="nav-shortcuts-recent"
              title="Recent"
              kind="recent"
              links={recents}
              isCompact={isCompact}
              paths={paths}
              onNavigate={onNavigate}
            />
          </>
        )}
        {shownSections.map((section) => (
          <Box
            key={section.key}
            component="section"
            aria-labelledby={`nav-section-${section.key}`}
          >
            <SectionTitle
              id={`nav-section-${section.key}`}
              title={section.title}
              isCompact={isCompact}
            />
            <ul>
              {section.items.map((item) =>
                item.kind === 'link' ? (
                  <NavLink
                    key={item.key}
                    item={item}
                    isSubItem={false}
                    isCompact={isCompact}
                    paths={paths}
                    onNavigate={onNavigate}
                    pins={pins}
                  />
                ) : (
                  <NavGroup
                    key={item.key}
                    item={item}
                    isOpen={Boolean(matches) || openGroups.includes(item.key)}
                    onToggle={() => toggle(item.key)}
                    isCompact={isCompact}
                    paths={paths}
                    onNavigate={onNavigate}
                    pins={pins}
                  />
                ),
              )}
            </ul>
          </Box>
        ))}
      </Box>
    </NavLabelTooltip>
  );
}
