import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useSettings } from '../settings/settings-store';
import { createAppTheme } from './create-app-theme';
import { emotionCaches } from './emotion-caches';
import { RippleWarmup } from './ripple-warmup';
import { useReducedMotion } from './use-reduced-motion';

/** The MUI theme, direction and baseline styles for the current settings. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useSettings((s) => s.settings.mode);
  const themeColor = useSettings((s) => s.settings.themeColor);
  const direction = useSettings((s) => s.settings.direction);
  const skin = useSettings((s) => s.settings.skin);
  const reducedMotion = useReducedMotion();
  const theme = useMemo(
    () => createAppTheme({ mode, themeColor, direction, skin }, reducedMotion),
    [mode, themeColor, direction, skin, reducedMotion],
  );

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.style.colorScheme = mode;
  }, [direction, mode]);

  return (
    <CacheProvider value={emotionCaches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {reducedMotion ? null : <RippleWarmup />}
        <GlobalStyles
          styles={{
            'html, body, #root': { minHeight: '100%' },
            '#root': {
              display: 'flex',
              flexDirection: 'column',
              minHeight: '100vh',
            },
          }}
        />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
