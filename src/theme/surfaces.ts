import type { Settings } from '../settings/default-settings';

/** The page and card backgrounds every text colour is checked against. */
export const surfaces: Record<
  Settings['mode'],
  { page: string; paper: string }
> = {
  light: { page: '#F8F7FA', paper: '#FFFFFF' },
  dark: { page: '#25293C', paper: '#2F3349' },
};
