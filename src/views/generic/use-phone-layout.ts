import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether the screen is narrower than `sm` (600 px), where a list shows
 * cards rather than a grid and a wide table stacks its rows. Read on the
 * first render (`noSsr`), so a phone never paints the wide layout first and
 * then swaps it out.
 */
export function usePhoneLayout(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
