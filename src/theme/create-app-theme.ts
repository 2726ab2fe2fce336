import {
  alpha,
  createTheme,
  type Shadows,
  type Theme,
} from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { displayedRowsLabel } from '../components/grid/displayed-rows-label';
import type { Settings } from '../settings/default-settings';
import { brandFills, paletteColors } from './palette-colors';
import { sharedClassRules } from '../components/shared-classes';
import { selectedTint, surfaces } from './surfaces';
import type { ThemeSettings } from './theme-settings';
import { themeConstants } from './theme-constants';

const ink = { light: '47, 43, 61', dark: '225, 222, 245' } as const;

/** Soft, low-contrast shadows instead of Material's hard ones. */
function softShadows(mode: Settings['mode']): Shadows {
  const rgb = mode === 'light' ? ink.light : '19, 17, 32';
  const strength = mode === 'light' ? 1 : 1.6;
  const levels = Array.from({ length: 24 }, (_, index) => {
    const level = index + 1;
    const y = Math.min(2 + Math.ceil(level / 2), 14);
    const blur = 6 + level * 2;
    const opacity = Math.min((0.1 + level * 0.006) * strength, 0.45).toFixed(3);
    return `0 ${y}px ${blur}px 0 rgba(${rgb}, ${opacity})`;
  });
  return ['none', ...levels] as Shadows;
}

/**
 * MUI's inputs each mount their own copy of the two keyframes by which an
 * input sees the browser autofill it (a <style> per field: the page restyled
 * for every field a form or a filter opens). The baseline carries them once,
 * and the inputs, told not to inject them, keep MUI's animation on the
 * input, so a label still moves out of the way of an autofilled password.
 */
const inputAutofillKeyframes = {
  '@keyframes mui-auto-fill': { from: { display: 'block' } },
  '@keyframes mui-auto-fill-cancel': { from: { display: 'block' } },
};

const inputAutofillAnimation = {
  animationName: 'mui-auto-fill-cancel',
  animationDuration: '10ms',
  '&:-webkit-autofill': {
    animationDuration: '5000s',
    animationName: 'mui-auto-fill',
  },
};

/**
 * Under `prefers-reduced-motion`, what MUI would move (menus growing, dialogs
 * fading, drawers sliding, hover colours easing) is shown at once: every
 * duration 0 and no CSS transition. A spinner still turns: it says work is
 * going on.
 */
const stillTransitions = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

/**
 * The console's MUI theme: the product's breakpoints, 64 px toolbar, radius
 * 10, spacing unit 0.25rem and Inter, with the chosen palette as primary.
 * With `reducedMotion` (the user's system asks for it), nothing moves but
 * spinners: no transitions, and no ripple on a click (the pressed and
 * focused states remain).
 */
export function createAppTheme(
  settings: ThemeSettings,
  reducedMotion = false,
): Theme {
  const { mode, themeColor, direction, skin } = settings;
  const rgb = ink[mode];
  const isBordered = skin === 'bordered';
  const shadows = softShadows(mode);
  const colors = paletteColors[mode];
  const primary = colors[themeColor];
  const { page, paper } = surfaces[mode];
  const brand = brandFills[themeColor];
  // Keyboard focus: 2px in the primary text shade, which holds 4.5:1 on
  // the page (3:1 is the bar for a focus indicator), outside the control.
  const focusRing = {
    outline: `2px solid ${primary.main}`,
    outlineOffset: 2,
  } as const;

  return createTheme({
    ...(reducedMotion && { transitions: stillTransitions }),
    direction,
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    shape: { borderRadius: themeConstants.borderRadius },
    spacing: (factor: number) => `${0.25 * factor}rem`,
    mixins: { toolbar: { minHeight: themeConstants.toolbarHeight } },
    shadows,
    palette: {
      mode,
      primary,
      secondary: colors.secondary,
      success: colors.success,
      error: colors.error,
      warning: colors.warning,
      info: colors.info,
      background: { default: page, paper },
      // Grids sit inside cards; by default a dark grid is lighter than its
      // card, which shows as a second panel under the tabs and filters.
      DataGrid: { bg: paper },
      text: {
        primary: `rgba(${rgb}, 0.9)`,
        secondary: `rgba(${rgb}, 0.7)`,
        disabled: `rgba(${rgb}, 0.4)`,
      },
      divider: `rgba(${rgb}, 0.12)`,
      action: {
        active: `rgba(${rgb}, 0.6)`,
        hover: `rgba(${rgb}, 0.06)`,
        selected: `rgba(${rgb}, 0.08)`,
        selectedOpacity: selectedTint,
        disabled: `rgba(${rgb}, 0.3)`,
        disabledBackground: `rgba(${rgb}, 0.16)`,
        focus: `rgba(${rgb}, 0.1)`,
      },
    },
    typography: {
      fontFamily: [
        'Inter',
        // Until Inter has loaded (inter-fallback.css).
        '"Inter Fallback"',
        '-apple-system',
        'BlinkMacSystemFont',
        '"Segoe UI"',
        'Roboto',
        '"Helvetica Neue"',
        'Arial',
        'sans-serif',
      ].join(','),
      fontSize: 14,
      h1: { fontSize: '2.875rem', fontWeight: 600, lineHeight: 1.48 },
      h2: { fontSize: '2.375rem', fontWeight: 600, lineHeight: 1.47 },
      h3: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.5 },
      h4: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.56 },
      h5: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.55 },
      h6: { fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.47 },
      subtitle1: { fontSize: '0.9375rem', lineHeight: 1.47 },
      subtitle2: { fontSize: '0.8125rem', fontWeight: 500, lineHeight: 1.54 },
      body1: { fontSize: '0.9375rem', lineHeight: 1.47 },
      body2: { fontSize: '0.8125rem', lineHeight: 1.54 },
      button: { fontSize: '0.9375rem', fontWeight: 500, textTransform: 'none' },
      caption: { fontSize: '0.8125rem', lineHeight: 1.38 },
      overline: {
        fontSize: '0.75rem',
        fontWeight: 500,
        letterSpacing: '0.8px',
      },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: (theme) => ({
          body: { WebkitFontSmoothing: 'antialiased' },
          a: { color: primary.main },
          ':focus-visible': focusRing,
          ...sharedClassRules(theme),
          ...inputAutofillKeyframes,
        }),
      },
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: { input: inputAutofillAnimation },
      },
      MuiButtonBase: {
        defaultProps: { disableRipple: reducedMotion },
        styleOverrides: {
          root: { '&.Mui-focusVisible, &:focus-visible': focusRing },
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: {
        defaultProps: { elevation: isBordered ? 0 : 3 },
        styleOverrides: {
          root: isBordered ? { border: `1px solid rgba(${rgb}, 0.12)` } : {},
        },
      },
      MuiCardHeader: {
        styleOverrides: {
          root: { padding: '24px 24px 0' },
          action: { marginTop: 0, marginRight: 0 },
        },
      },
      MuiCardContent: {
        styleOverrides: {
          root: { padding: 24, '&:last-child': { paddingBottom: 24 } },
        },
      },
      MuiCardActions: { styleOverrides: { root: { padding: '0 24px 24px' } } },
      MuiButton: {
        styleOverrides: {
          root: { borderRadius: 8, paddingInline: 20 },
          sizeSmall: { paddingInline: 14 },
          containedPrimary: ({ theme }) => ({
            boxShadow: `0 2px 6px ${alpha(theme.palette.primary.main, 0.3)}`,
            // The brand's bright fill in the light mode (its text shade is
            // for reading on white); the dark mode's primary is already it.
            ...(mode === 'light' && {
              backgroundColor: brand.fill,
              color: brand.onFill,
              '&:hover': { backgroundColor: brand.hover },
            }),
          }),
        },
      },
      MuiTab: {
        // The tab strip clips its overflow, so the ring is drawn inside.
        styleOverrides: {
          root: { '&.Mui-focusVisible': { ...focusRing, outlineOffset: -2 } },
        },
      },
      MuiChip: {
        styleOverrides: { root: { fontWeight: 500, borderRadius: 8 } },
      },
      MuiTooltip: {
        styleOverrides: { tooltip: { fontSize: '0.8125rem', borderRadius: 6 } },
      },
      MuiMenu: {
        styleOverrides: {
          paper: { boxShadow: shadows[6], borderRadius: 8, marginTop: 4 },
          list: { padding: 8 },
        },
      },
      MuiMenuItem: {
        styleOverrides: {
          root: { borderRadius: 6, minHeight: 38, paddingInline: 12 },
        },
      },
      MuiDialog: {
        styleOverrides: {
          paper: { borderRadius: themeConstants.borderRadius },
        },
      },
      MuiDataGrid: {
        // Every grid's "1–25 of 400" keeps its figures in order when the
        // page runs right to left; a grid's own slotProps still win.
        defaultProps: {
          slotProps: {
            basePagination: {
              material: {
                labelDisplayedRows: displayedRowsLabel,
                // The browser's own select: MUI's builds a menu, a popover
                // and a modal for four sizes, 0.2 MiB of every list's heap.
                // A native select is not named by the label's id, so it
                // carries the label's words itself.
                slotProps: {
                  select: {
                    native: true,
                    inputProps: { 'aria-label': 'Rows per page' },
                  },
                },
              },
            },
          },
        },
        styleOverrides: {
          // Inside the cell: the grid clips anything drawn past its edges.
          root: {
            '& .MuiDataGrid-cell:focus-visible, & .MuiDataGrid-columnHeader:focus-visible':
              { ...focusRing, outlineOffset: -2 },
            // A value too long for its cell is cut by its own box, in its own
            // direction (a cell's values are <bdi>s, or links with a `dir`),
            // so the ellipsis falls at its end: in a right-to-left page an
            // English name keeps its first words and a phone number its
            // country code. Cut by the cell, in the page's direction, they
            // lost their start.
            '& .MuiDataGrid-cell :is(bdi, [dir])': {
              display: 'inline-block',
              maxWidth: '100%',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              verticalAlign: 'top',
            },
            // A link's underline stops at an inline block: its text draws its own.
            '& .MuiDataGrid-cell bdi': { textDecoration: 'inherit' },
            // The rows' box is moved by a 3D transform to where the grid has
            // scrolled. The console's grids take their rows' height and never
            // scroll inside, so it is always moved by 0, and the transform only
            // made the rows a layer of their own: a browser drawing without a
            // GPU then drew all of it again for every new page of rows: a page
            // turn's input-to-paint was 80 ms at the median and 104 at p90, 16
            // and 32 without (README, Speed). Only the zero move is dropped: a
            // grid scrolled inside keeps its offset.
            '& .MuiDataGrid-virtualScrollerRenderZone[style*="translate3d(0px, 0px, 0px)"]':
              { transform: 'none !important' },
          },
        },
      },
      MuiLinearProgress: { styleOverrides: { root: { borderRadius: 4 } } },
      MuiOutlinedInput: {
        styleOverrides: { root: { borderRadius: 8 } },
      },
    },
  });
}
