import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
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
import { navLinkProps, navLinkTarget } from './nav-link-target';
import { visuallyHidden } from './visually-hidden';
import {
  navLabelProps,
  navLabelTextProps,
  NavLabelTooltip,
} from './nav-label-tooltip';

interface NavItemsProps {
  home: MenuLinkItem | null;
  sections: readonly MenuSection[];
  /** Icons only: the collapsed sidebar when not hovered. */
  isCompact: boolean;
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

const activeLinkSx = (theme: Theme) => ({
  color: theme.palette.primary.contrastText,
  background: activeItemBackground(theme),
  boxShadow: `0 2px 6px ${alpha(theme.palette.primary.main, 0.48)}`,
  '& .MuiListItemIcon-root': { color: 'inherit' },
  '&:hover, &.Mui-focusVisible': {
    background: activeItemBackground(theme),
  },
});

/** Greyed like MUI's disabled items, yet focusable, so the keyboard reaches the reason. */
const disabledLinkSx = {
  opacity: 0.6,
  cursor: 'not-allowed',
} as const;

const itemButtonSx = {
  minHeight: 38,
  borderRadius: '6px',
  px: 3,
  py: 2,
  gap: 2,
  transition: 'padding .25s ease-in-out, background-color .2s',
} as const;

const itemTextSx = (isCompact: boolean) => ({
  m: 0,
  opacity: isCompact ? 0 : 1,
  transition: 'opacity .25s ease-in-out',
  // The label runs in its own direction (dir="auto") so that an English
  // label cut in a right-to-left sidebar keeps its first words and loses
  // its last; it still lines up with the sidebar's side.
  '& .MuiTypography-root': { fontSize: '0.9375rem', textAlign: 'match-parent' },
});

/** An item's label: one line, cut with an ellipsis; the sidebar's tooltip then shows it whole. */
function NavItemText({
  title,
  isCompact,
}: {
  title: string;
  isCompact: boolean;
}) {
  return (
    <ListItemText
      primary={title}
      sx={itemTextSx(isCompact)}
      slotProps={{
        primary: { noWrap: true, dir: 'auto', ...navLabelTextProps },
      }}
    />
  );
}

function NavLink({
  item,
  isSubItem,
  isCompact,
  paths,
  onNavigate,
}: {
  item: MenuLinkItem;
  isSubItem: boolean;
  isCompact: boolean;
  /** Every link's path in the menu: the most specific one is active. */
  paths: readonly string[];
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const target = navLinkTarget(item, env.apiBaseUrl);
  const isActive = isLinkActive(pathname, item, paths);
  return (
    <ListItem disablePadding sx={{ px: 3.5, mt: 1 }}>
      <ListItemButton
        component={target.kind === 'route' ? RouterLink : 'a'}
        {...navLinkProps(target)}
        {...(target.kind === 'disabled'
          ? navLabelProps(`${item.title}: ${target.reason}`, true)
          : navLabelProps(item.title))}
        aria-current={isActive ? 'page' : undefined}
        onClick={(event: MouseEvent) => {
          if (target.kind === 'disabled') event.preventDefault();
          else onNavigate?.();
        }}
        sx={[
          itemButtonSx,
          isActive && activeLinkSx,
          target.kind === 'disabled' && disabledLinkSx,
        ]}
      >
        <ListItemIcon
          sx={{
            minWidth: 0,
            color: 'text.primary',
            justifyContent: 'center',
          }}
        >
          {isSubItem ? (
            <Box
              aria-hidden
              sx={{
                width: 22,
                display: 'grid',
                placeItems: 'center',
                '&::before': {
                  content: '""',
                  width: isActive ? 8 : 6,
                  height: isActive ? 8 : 6,
                  borderRadius: '50%',
                  border: '2px solid currentColor',
                  bgcolor: isActive ? 'currentColor' : 'transparent',
                },
              }}
            />
          ) : (
            <MenuIcon name={item.icon} sx={{ fontSize: 22 }} />
          )}
        </ListItemIcon>
        <NavItemText title={item.title} isCompact={isCompact} />
        {target.kind === 'new-tab' && (
          <>
            <OpenInNew
              aria-hidden
              sx={{ fontSize: 16, color: 'text.secondary', flexShrink: 0 }}
            />
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
        {item.badgeContent && (
          <NavBadgeCount badge={item.badgeContent} isCompact={isCompact} />
        )}
        {item.badge && <NavBadgeDot badge={item.badge} isCompact={isCompact} />}
      </ListItemButton>
    </ListItem>
  );
}

function NavGroup({
  item,
  isOpen,
  onToggle,
  isCompact,
  paths,
  onNavigate,
}: {
  item: MenuParentItem;
  isOpen: boolean;
  onToggle: () => void;
  isCompact: boolean;
  paths: readonly string[];
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const isActive = isItemActive(pathname, item, paths);
  const listId = `nav-group-${item.key}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Box sx={{ px: 3.5, mt: 1 }}>
        <ListItemButton
          {...navLabelProps(item.title)}
          onClick={onToggle}
          aria-expanded={isOpen}
          aria-controls={listId}
          sx={[
            itemButtonSx,
            (isActive || isOpen) && { bgcolor: 'action.selected' },
          ]}
        >
          <ListItemIcon sx={{ minWidth: 0, color: 'text.primary' }}>
            <MenuIcon name={item.icon} sx={{ fontSize: 22 }} />
          </ListItemIcon>
          <NavItemText title={item.title} isCompact={isCompact} />
          <KeyboardArrowDown
            aria-hidden
            sx={(theme) => ({
              fontSize: 20,
              opacity: isCompact ? 0 : 1,
              color: 'text.secondary',
              transition: 'transform .25s ease-in-out, opacity .25s',
              transform: isOpen
                ? 'rotate(0deg)'
                : `rotate(${theme.direction === 'rtl' ? 90 : -90}deg)`,
            })}
          />
        </ListItemButton>
      </Box>
      <Collapse in={isOpen && !isCompact} timeout={250} unmountOnExit>
        <List id={listId} disablePadding>
          {item.children.map((child) => (
            <NavLink
              key={child.key}
              item={child}
              isSubItem
              isCompact={isCompact}
              paths={paths}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </ListItem>
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

/** The sidebar's items: Home, then each section's title, links and groups. */
export function NavItems({
  home,
  sections,
  isCompact,
  onNavigate,
}: NavItemsProps) {
  const { pathname } = useLocation();
  const toggleType = useSettings((s) => s.settings.verticalNavToggleType);
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

  const toggle = (key: string) =>
    setOpenGroups((open) => {
      if (open.includes(key)) return open.filter((k) => k !== key);
      return toggleType === 'accordion' ? [key] : [...open, key];
    });

  return (
    <NavLabelTooltip>
      <Box sx={{ pb: 4 }}>
        {home && (
          <List disablePadding>
            <NavLink
              item={home}
              isSubItem={false}
              isCompact={isCompact}
              paths={paths}
              onNavigate={onNavigate}
            />
          </List>
        )}
        {sections.map((section) => (
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
            <List disablePadding>
              {section.items.map((item) =>
                item.kind === 'link' ? (
                  <NavLink
                    key={item.key}
                    item={item}
                    isSubItem={false}
                    isCompact={isCompact}
                    paths={paths}
                    onNavigate={onNavigate}
                  />
                ) : (
                  <NavGroup
                    key={item.key}
                    item={item}
                    isOpen={openGroups.includes(item.key)}
                    onToggle={() => toggle(item.key)}
                    isCompact={isCompact}
                    paths={paths}
                    onNavigate={onNavigate}
                  />
                ),
              )}
            </List>
          </Box>
        ))}
      </Box>
    </NavLabelTooltip>
  );
}
