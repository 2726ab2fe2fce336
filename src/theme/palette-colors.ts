import type { Settings, ThemeColor } from '../settings/default-settings';

export interface ColorSet {
  light: string;
  main: string;
  dark: string;
  contrastText: string;
}

/** A palette's solid fill: buttons, swatches, the active menu item. */
export interface BrandFill {
  fill: string;
  hover: string;
  onFill: string;
}

/** The light theme's text colour, also what dark-mode fills carry as text. */
export const ink = '#2F2B3D';

/**
 * The six palettes the customizer can make primary, per mode. 'primary' is
 * the brand's yellow-orange. WCAG 2.1 AA rules the shades
 * (palette-colors.test.ts checks every pair): `main` is also text (links,
 * tabs, outlined buttons, chips), so it must read at 4.5:1 on the page, and
 * `contrastText` at 4.5:1 on `main` and on `dark` (the hover fill). The
 * brand's own amber reads only 2.1:1 on white, so the light mode writes
 * with a darker shade of each hue and keeps the bright one as `light`.
 */
export const paletteColors: Record<
  Settings['mode'],
  Record<ThemeColor, ColorSet>
> = {
  light: {
    primary: {
      light: '#F59E0B',
      main: '#A35A00',
      dark: '#8A4C00',
      contrastText: '#FFFFFF',
    },
    secondary: {
      light: '#808390',
      main: '#6B6D77',
      dark: '#5F616B',
      contrastText: '#FFFFFF',
    },
    success: {
      light: '#28C76F',
      main: '#1E7B44',
      dark: '#186638',
      contrastText: '#FFFFFF',
    },
    error: {
      light: '#FF4C51',
      main: '#C62828',
      dark: '#A82020',
      contrastText: '#FFFFFF',
    },
    warning: {
      light: '#FF8F1F',
      main: '#A85300',
      dark: '#8C4500',
      contrastText: '#FFFFFF',
    },
    info: {
      light: '#00BAD1',
      main: '#007A8C',
      dark: '#006473',
      contrastText: '#FFFFFF',
    },
  },
  dark: {
    primary: {
      light: '#FFB547',
      main: '#F59E0B',
      dark: '#E38F00',
      contrastText: ink,
    },
    secondary: {
      light: '#C4C6CA',
      main: '#A8AAAE',
      dark: '#9A9CA1',
      contrastText: ink,
    },
    success: {
      light: '#48DA89',
      main: '#28C76F',
      dark: '#24B865',
      contrastText: ink,
    },
    error: {
      light: '#FFA8AA',
      main: '#FF8A8D',
      dark: '#FF7377',
      contrastText: ink,
    },
    warning: {
      light: '#FFB26A',
      main: '#FF8F1F',
      dark: '#F58500',
      contrastText: ink,
    },
    info: {
      light: '#33CAE0',
      main: '#00BAD1',
      dark: '#00ADC2',
      contrastText: ink,
    },
  },
};

/**
 * The light mode's filled primary buttons and swatches keep each palette's
 * bright hue, with dark text on it: white on the brand amber is 2.1:1.
 * Grey and red have no bright shade that either ink reads on at 4.5:1, so
 * they fill with their text shade and white.
 */
export const brandFills: Record<ThemeColor, BrandFill> = {
  primary: { fill: '#F59E0B', hover: '#E38F00', onFill: ink },
  secondary: { fill: '#6B6D77', hover: '#5F616B', onFill: '#FFFFFF' },
  success: { fill: '#28C76F', hover: '#24B865', onFill: ink },
  error: { fill: '#C62828', hover: '#A82020', onFill: '#FFFFFF' },
  warning: { fill: '#FF8F1F', hover: '#F58500', onFill: ink },
  info: { fill: '#00BAD1', hover: '#00ADC2', onFill: ink },
};
