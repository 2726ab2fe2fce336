/** The six palettes the customizer offers as the primary colour. */
export const themeColors = [
  'primary',
  'secondary',
  'success',
  'error',
  'warning',
  'info',
] as const;
export type ThemeColor = (typeof themeColors)[number];

export const toastPositions = [
  'top-right',
  'top-center',
  'top-left',
  'bottom-right',
  'bottom-center',
  'bottom-left',
] as const;
export type ToastPosition = (typeof toastPositions)[number];

export type Layout = 'vertical' | 'horizontal';

/** Every appearance setting the theme customizer offers. */
export interface Settings {
  /** 'semi-dark' (a dark sidebar on a light page) exists only in the vertical layout. */
  skin: 'default' | 'bordered' | 'semi-dark';
  mode: 'light' | 'dark';
  /** Which palette plays the primary colour. */
  themeColor: ThemeColor;
  /** 'boxed' caps the content at 1440 px. */
  contentWidth: 'full' | 'boxed';
  /** 'hidden' exists only in the vertical layout. */
  appBar: 'fixed' | 'static' | 'hidden';
  appBarBlur: boolean;
  footer: 'fixed' | 'static' | 'hidden';
  direction: 'ltr' | 'rtl';
  /** The layout rendered now (forced vertical below the lg breakpoint). */
  layout: Layout;
  /** The layout the user chose, restored when the screen grows past lg again. */
  lastLayout: Layout;
  /** accordion: opening a menu group closes its siblings; collapse: groups open independently. */
  verticalNavToggleType: 'accordion' | 'collapse';
  /** Sidebar shrunk to icons (68 px); it expands while hovered. */
  navCollapsed: boolean;
  /** No menu at all on large screens. */
  navHidden: boolean;
  toastPosition: ToastPosition;
}

/** The defaults: vertical, light, left-to-right, boxed, a fixed blurred app bar. */
export const defaultSettings: Settings = {
  skin: 'default',
  mode: 'light',
  themeColor: 'primary',
  contentWidth: 'boxed',
  appBar: 'fixed',
  appBarBlur: true,
  footer: 'static',
  direction: 'ltr',
  layout: 'vertical',
  lastLayout: 'vertical',
  verticalNavToggleType: 'accordion',
  navCollapsed: false,
  navHidden: false,
  toastPosition: 'top-right',
};
