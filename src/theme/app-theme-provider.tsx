import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { useSettings } from '../settings/settings-store';
import { createAppTheme } from './create-app-theme';

/**
 * One Emotion cache per direction: the RTL one flips every physical property
 * (margin-left, left: 0, …) at style-insertion time, so components written
 * for LTR need no RTL branches (MUI's documented RTL setup).
 */
const caches: Record<'ltr' | 'rtl', EmotionCache> = {
  ltr: createCache({ key: 'mui', prepend: true }),
  rtl: createCache({
    key: 'muirtl',
    prepend: true,
    stylisPlugins: [prefixer, rtlPlugin],
  }),
};

/** The MUI theme, direction and baseline styles for the current settings. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useSettings((s) => s.settings.mode);
  const themeColor = useSettings((s) => s.settings.themeColor);
  const direction = useSettings((s) => s.settings.direction);
  const skin = useSettings((s) => s.settings.skin);
  const theme = useMemo(
    () => createAppTheme({ mode, themeColor, direction, skin }),
    [mode, themeColor, direction, skin],
  );

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.style.colorScheme = mode;
  }, [direction, mode]);

  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
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
