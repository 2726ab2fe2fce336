import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { env } from '../config/env';
import { CommandPalette } from './command-palette/command-palette';
import { useSettings } from '../settings/settings-store';
import { themeConstants } from '../theme/theme-constants';
import { HorizontalNav } from './horizontal-nav';
import { LayoutAppBar } from './layout-app-bar';
import { LayoutFooter } from './layout-footer';
import { PagePending } from './page-pending';
import { RouteChangeProgress } from './route-change-progress';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';
import { ThemeCustomizer } from './theme-customizer';
import { useMenu } from './use-menu';
import { useRecordVisits } from './use-record-visits';
import { VerticalNav } from './vertical-nav';

const mainId = 'main-content';

/**
 * The signed-in shell: sidebar or top menu, app bar, content, footer,
 * scroll-to-top and (when enabled) the theme customizer. Below the lg
 * breakpoint the layout is vertical with the nav in a drawer; the user's own
 * layout comes back when the screen grows.
 */
export function AppLayout() {
  const theme = useTheme();
  const isBelowLg = useMediaQuery(theme.breakpoints.down('lg'), {
    noSsr: true,
  });
  const settings = useSettings((s) => s.settings);
  const fitToScreen = useSettings((s) => s.fitToScreen);
  const { home, sections } = useMenu();
  useRecordVisits(home, sections);
  const { pathname } = useLocation();
  const [isMobileNavOpen, setIsMobileNavOpen] = useState(false);
  const [isPaletteOpen, setIsPaletteOpen] = useState(false);

  useEffect(() => {
    fitToScreen(isBelowLg);
  }, [isBelowLg, fitToScreen]);

  const isHorizontal = settings.layout === 'horizontal' && !isBelowLg;
  const hasSidebar = !isHorizontal && (isBelowLg || !settings.navHidden);
  const isAppBarShown =
    settings.appBar !== 'hidden' || isHorizontal || isBelowLg;

  return (
    <Box
      sx={{
        display: 'flex',
        flex: 1,
        minHeight: '100vh',
        bgcolor: 'background.default',
      }}
    >
      <SkipLink targetId={mainId} />
      <RouteChangeProgress />
      {hasSidebar && (
        <VerticalNav
          home={home}
          sections={sections}
          isBelowLg={isBelowLg}
          isMobileOpen={isBelowLg && isMobileNavOpen}
          onMobileOpen={() => setIsMobileNavOpen(true)}
          onMobileClose={() => setIsMobileNavOpen(false)}
        />
      )}
      <Box
        sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}
      >
        {/*
          Below md the app bar and the page fill at least the first screen,
          so the footer starts below the fold: it never paints mid-screen
          while a page loads and then drops as the page grows (a layout
          shift). From md a page grows only as far as it needs; a list's card
          reaches past the fold by itself (use-fit-to-screen.ts).
        */}
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            flex: 1,
            minHeight: { xs: '100vh', md: 0 },
          }}
        >
          {isAppBarShown && (
            <LayoutAppBar
              onNavToggle={
                isBelowLg ? () => setIsMobileNavOpen(true) : undefined
              }
              onSearch={() => setIsPaletteOpen(true)}
              horizontalNav={
                isHorizontal && !settings.navHidden && home ? (
                  <HorizontalNav items={[home]} />
                ) : null
              }
            />
          )}
          <Box
            component="main"
            id={mainId}
            // Focusable by the skip link only, and no ring round the page.
            tabIndex={-1}
            sx={{
              '&:focus-visible': { outline: 'none' },
              flex: 1,
              width: '100%',
              mx: 'auto',
              maxWidth:
                settings.contentWidth === 'boxed'
                  ? themeConstants.boxedContentWidth +
                    2 * themeConstants.contentPaddingX
                  : 'none',
              px: `${themeConstants.contentPaddingX}px`,
              py: 6,
              // A short screen (a 720 px laptop) keeps its height for content.
              '@media (max-height: 800px)': { py: 4 },
            }}
          >
            <Suspense key={pathname} fallback={<PagePending />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
        <LayoutFooter />
      </Box>
      <ScrollToTop />
      {/* Ctrl+K and ? work even with the app bar (and its search button) hidden. */}
      <CommandPalette isOpen={isPaletteOpen} onOpenChange={setIsPaletteOpen} />
      {env.isCustomizerEnabled && <ThemeCustomizer isBelowLg={isBelowLg} />}
    </Box>
  );
}
