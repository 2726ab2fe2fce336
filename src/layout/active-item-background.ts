import { alpha, type Theme } from '@mui/material/styles';

/**
 * The active menu item's gradient, solid at the reading start. The RTL
 * stylesheet plugin flips positions, not gradient angles, so the angle
 * follows the direction here.
 */
export function activeItemBackground(theme: Theme): string {
  const angle = theme.direction === 'rtl' ? 90 : 270;
  const { main } = theme.palette.primary;
  return `linear-gradient(${angle}deg, ${alpha(main, 0.7)} 0%, ${main} 100%)`;
}
