import Close from '@mui/icons-material/Close';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, useState, type ReactElement } from 'react';
import type { MenuLinkItem, MenuSection } from '../registry/menu-tree';
import { useSettings } from '../settings/settings-store';
import { createAppTheme } from '../theme/create-app-theme';
import { useReducedMotion } from '../theme/use-reduced-motion';
import { themeConstants } from '../theme/theme-constants';
import { BrandLogo } from './brand-logo';
import { NavMenu } from './nav-menu';

interface VerticalNavProps {
  home: MenuLinkItem | null;
  sections: readonly MenuSection[];
  /** Below lg the nav is a drawer behind the app bar's toggle. */
  isBelowLg: boolean;
  isMobileOpen: boolean;
  onMobileOpen: () => void;
  onMobileClose: () => void;
}

const transition = `width ${themeConstants.navTransitionMs}ms ease-in-out, box-shadow ${themeConstants.navTransitionMs}ms ease-in-out`;

/**
 * The sidebar: 260 px, or 68 px of icons when collapsed, widening over the
 * content while hovered. In the semi-dark skin it renders in the dark theme.
 */
export function VerticalNav(props: VerticalNavProps) {
  const { isBelowLg, isMobileOpen, onMobileOpen, onMobileClose } = props;
  const { home, sections } = props;
  const settings = useSettings((s) => s.settings);
  const updateSettings = useSettings((s) => s.updateSettings);
  const [isHovered, setIsHovered] = useState(false);
  const [query, setQuery] = useState('');
  const [isFilterFocused, setIsFilterFocused] = useState(false);
  // `/` with the phone drawer closed: the box takes the focus once it opens.
  const [isFilterFocusAsked, setIsFilterFocusAsked] = useState(false);
  const isSemiDark = settings.skin === 'semi-dark' && settings.mode === 'light';
  const reducedMotion = useReducedMotion();
  const darkTheme = useMemo(
    () =>
      isSemiDark
        ? createAppTheme(
            {
              mode: 'dark',
              themeColor: settings.themeColor,
              direction: settings.direction,
              skin: settings.skin,
            },
            reducedMotion,
          )
        : null,
    [
      isSemiDark,
      settings.themeColor,
      settings.direction,
      settings.skin,
      reducedMotion,
    ],
  );

  const isCollapsed = !isBelowLg && settings.navCollapsed;
  // The collapsed sidebar widens while hovered, and while it is filtered.
  const isCompact =
    isCollapsed && !isHovered && !isFilterFocused && query === '';
  const closeMobile = () => {
    setIsFilterFocusAsked(false);
    onMobileClose();
  };
  const paperWidth = isCompact
    ? themeConstants.collapsedNavWidth
    : themeConstants.navWidth;
  const isBordered = settings.skin === 'bordered';

  const header = (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        minHeight: themeConstants.toolbarHeight,
        pl: isCompact ? 4.25 : 5.5,
        pr: 3,
        transition: 'padding .25s ease-in-out',
      }}
    >
      <BrandLogo isCompact={isCompact} />
      {isBelowLg ? (
        <IconButton
          aria-label="Close navigation"
          onClick={closeMobile}
          size="small"
        >
          <Close fontSize="small" />
        </IconButton>
      ) : (
        !isCompact && (
          <IconButton
            aria-label={
              settings.navCollapsed ? 'Keep menu expanded' : 'Collapse menu'
            }
            aria-pressed={settings.navCollapsed}
            size="small"
            onClick={() =>
              updateSettings({ navCollapsed: !settings.navCollapsed })
            }
            sx={{ color: 'text.primary' }}
          >
            {settings.navCollapsed ? (
              <RadioButtonUnchecked fontSize="small" />
            ) : (
              <RadioButtonChecked fontSize="small" />
            )}
          </IconButton>
        )
      )}
    </Box>
  );

  const content = (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      {header}
      <NavMenu
        home={home}
        sections={sections}
        isCompact={isCompact}
        onNavigate={isBelowLg ? closeMobile : undefined}
        query={query}
        onQueryChange={setQuery}
        onFilterFocusChange={setIsFilterFocused}
        onRequestFilterFocus={
          isBelowLg && !isMobileOpen
            ? () => {
                setIsFilterFocusAsked(true);
                onMobileOpen();
              }
            : undefined
        }
        shouldFocusFilter={isMobileOpen && isFilterFocusAsked}
      />
    </Box>
  );

  const themed = (node: ReactElement) =>
    darkTheme ? <ThemeProvider theme={darkTheme}>{node}</ThemeProvider> : node;

  if (isBelowLg) {
    return themed(
      <Drawer
        variant="temporary"
        open={isMobileOpen}
        onClose={closeMobile}
        ModalProps={{ keepMounted: true }}
        slotProps={{
          paper: {
            component: 'nav',
            'aria-label': 'Main navigation',
            sx: {
              width: themeConstants.navWidth,
              border: 0,
              overflow: 'hidden',
            },
          },
        }}
      >
        {content}
      </Drawer>,
    );
  }

  return (
    <Box
      sx={{
        width: isCollapsed
          ? themeConstants.collapsedNavWidth
          : themeConstants.navWidth,
        flexShrink: 0,
        transition,
      }}
    >
      {themed(
        <Box
          component="nav"
          aria-label="Main navigation"
          onMouseEnter={() => setIsHovered(true)}
          onMouseLeave={() => setIsHovered(false)}
          sx={(theme) => ({
            position: 'fixed',
            top: 0,
            left: 0,
            bottom: 0,
            width: paperWidth,
            zIndex: theme.zIndex.drawer,
            overflow: 'hidden',
            transition,
            borderRight: isBordered
              ? `1px solid ${theme.palette.divider}`
              : 'none',
            boxShadow: isBordered
              ? 'none'
              : isCollapsed && !isCompact
                ? theme.shadows[10]
                : theme.shadows[2],
          })}
        >
          {content}
        </Box>,
      )}
    </Box>
  );
}
