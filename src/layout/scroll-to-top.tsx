import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { themeConstants } from '../theme/theme-constants';
import { useScrolledPast } from './use-scrolled-past';

/** The round button that appears after 400 px of scrolling. */
export function ScrollToTop() {
  const isVisible = useScrolledPast(themeConstants.scrollToTopOffset);
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
