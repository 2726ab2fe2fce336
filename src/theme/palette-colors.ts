import type { ThemeColor } from '../settings/default-settings';

interface ColorSet {
  light: string;
  main: string;
  dark: string;
  contrastText: string;
}

/**
 * The six palettes the customizer can make primary. 'primary' is the brand's
 * yellow-orange (SPEC.md §9); the rest are the usual semantic colours.
 */
export const paletteColors: Record<ThemeColor, ColorSet> = {
  primary: {
    light: '#FFB547',
    main: '#F59E0B',
    dark: '#C77A00',
    contrastText: '#FFFFFF',
  },
  secondary: {
    light: '#A8AAAE',
    main: '#808390',
    dark: '#6B6D77',
    contrastText: '#FFFFFF',
  },
  success: {
    light: '#48DA89',
    main: '#28C76F',
    dark: '#23AF62',
    contrastText: '#FFFFFF',
  },
  error: {
    light: '#FF8A8D',
    main: '#FF4C51',
    dark: '#E64449',
    contrastText: '#FFFFFF',
  },
  warning: {
    light: '#FFB26A',
    main: '#FF8F1F',
    dark: '#E0780F',
    contrastText: '#FFFFFF',
  },
  info: {
    light: '#33CAE0',
    main: '#00BAD1',
    dark: '#00A3B8',
    contrastText: '#FFFFFF',
  },
};
