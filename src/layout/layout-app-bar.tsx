import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { useSettings } from '../settings/settings-store';
import { themeConstants } from '../theme/theme-constants';
import { BrandLogo } from './brand-logo';
import { PaletteButton } from './command-palette/palette-button';
import { ModeToggler } from './mode-toggler';
import { UserDropdown } from './user-dropdown';
import { useScrolledPast } from './use-scrolled-past';

interface LayoutAppBarProps {
  /** Below lg: the hamburger that opens the nav drawer. */
  onNavToggle?: () => void;
  /** Opens the command palette, as Ctrl+K does. */
  onSearch: () => void;
  /** The horizontal layout's menu row, under the top row. */
  horizontalNav?: ReactNode;
}

/**
 * The app bar: fixed (sticky), static or hidden. In the vertical layout it
 * floats over the content as a card once the page scrolls, blurred when
 * `appBarBlur` is on; in the horizontal layout it spans the window with the
 * logo and the menu row.
 */
export function LayoutAppBar({
  onNavToggle,
  onSearch,
  horizontalNav,
}: LayoutAppBarProps) {
  const settings = useSettings((s) => s.settings);
  const isScrolled = useScrolledPast(0);
  const isHorizontal = settings.layout === 'horizontal';
  const isFixed = settings.appBar === 'fixed';
  const isFloating = isFixed && isScrolled;
  const isBoxed = settings.contentWidth === 'boxed';
  const isBordered = settings.skin === 'bordered';

  const actions = (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        marginInlineStart: 'auto',
      }}
    >
      <PaletteButton onClick={onSearch} />
      <ModeToggler />
      <UserDropdown />
    </Box>
  );

  const innerSx = {
    mx: 'auto',
    width: '100%',
    maxWidth: isBoxed ? themeConstants.boxedContentWidth : 'none',
  } as const;

  if (isHorizontal) {
    return (
      <AppBar
        color="default"
        elevation={0}
        position={isFixed ? 'sticky' : 'static'}
        sx={(theme) => ({
          color: 'text.primary',
          bgcolor:
            isFixed && settings.appBarBlur
              ? alpha(theme.palette.background.paper, 0.88)
              : 'background.paper',
          backdropFilter: isFixed && settings.appBarBlur ? 'blur(8px)' : 'none',
          borderBottom: `1px solid ${theme.palette.divider}`,
          boxShadow: isFloating && !isBordered ? theme.shadows[4] : 'none',
        })}
      >
        <Toolbar
          disableGutters
          sx={{ ...innerSx, px: `${themeConstants.contentPaddingX}px`, gap: 2 }}
        >
          <BrandLogo />
          {actions}
        </Toolbar>
        {horizontalNav && (
          <Box
            sx={{
              borderTop: (theme) => `1px solid ${theme.palette.divider}`,
              px: `${themeConstants.contentPaddingX}px`,
            }}
          >
            <Box sx={innerSx}>{horizontalNav}</Box>
          </Box>
        )}
      </AppBar>
    );
  }

  return (
    <AppBar
      color="transparent"
      elevation={0}
      position={isFixed ? 'sticky' : 'static'}
      sx={{
        color: 'text.primary',
        bgcolor: 'transparent',
        px: `${themeConstants.contentPaddingX}px`,
        pt: isFixed ? 3 : 0,
      }}
    >
      <Toolbar
        disableGutters
        sx={(theme) => ({
          ...innerSx,
          px: 4,
          gap: 2,
          position: 'relative',
          isolation: 'isolate',
          borderRadius: `${theme.shape.borderRadius}px`,
          // The card is a layer under the bar that fades in by its opacity
          // alone, which the compositor animates: fading the shadow and the
          // background themselves repaints the bar on the main thread every
          // frame for 250 ms, while the page is often rendering.
          '&::before': {
            content: '""',
            position: 'absolute',
            inset: 0,
            zIndex: -1,
            borderRadius: 'inherit',
            pointerEvents: 'none',
            opacity: isFloating ? 1 : 0,
            transition: 'opacity .25s',
            bgcolor: alpha(
              theme.palette.background.paper,
              settings.appBarBlur ? 0.85 : 1,
            ),
            backdropFilter:
              isFloating && settings.appBarBlur ? 'blur(8px)' : 'none',
            boxShadow: isBordered ? 'none' : theme.shadows[4],
            border: isBordered ? `1px solid ${theme.palette.divider}` : 0,
          },
        })}
      >
        {onNavToggle && (
          <IconButton
            aria-label="Open navigation"
            edge="start"
            color="inherit"
            onClick={onNavToggle}
          >
            <MenuIcon />
          </IconButton>
        )}
        {actions}
      </Toolbar>
    </AppBar>
  );
}
