import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import Zoom from '@mui/material/Zoom';
import { themeConstants } from '../theme/theme-constants';

/** The round button that appears after 400 px of scrolling (SPEC.md §9). */
export function ScrollToTop() {
  const isVisible = useScrollTrigger({
    disableHysteresis: true,
    threshold: themeConstants.scrollToTopOffset,
  });
  return (
    <Zoom in={isVisible}>
      <Fab
        color="primary"
        size="small"
        aria-label="Scroll back to top"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{
          position: 'fixed',
          bottom: 40,
          insetInlineEnd: 24,
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
