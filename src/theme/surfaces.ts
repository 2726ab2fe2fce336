import type { Settings } from '../settings/default-settings';

/** The page and card backgrounds every text colour is checked against. */
export const surfaces: Record<
  Settings['mode'],
  { page: string; paper: string }
> = {
  light: { page: '#F8F7FA', paper: '#FFFFFF' },
  dark: { page: '#25293C', paper: '#2F3349' },
};

/**
 * How strongly a selected row or item (a grid's ticked row, the open
 * enquiry) is tinted with the primary colour, in both modes. MUI's dark
 * default, 0.16, left the amber links and the secondary text of a selected
 * row at 4.4:1; at 0.08 every palette's text reads at 4.5:1 on it
 * (palette-colors.test.ts).
 */
export const selectedTint = 0.08;
