import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { useSettings } from '../settings/settings-store';
import { themeConstants } from '../theme/theme-constants';

/**
 * notistack 3 under the theme: toasts where `toastPosition` says (top-right by
 * default), styled like the rest of the console (16 px padding, radius 10).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const position = useSettings((s) => s.settings.toastPosition);
  const [vertical, horizontal] = position.split('-') as [
    'top' | 'bottom',
    'left' | 'center' | 'right',
  ];
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          '.notistack-MuiContent': {
            padding: `${themeConstants.toastPadding / 2}px ${themeConstants.toastPadding}px`,
            minHeight: 48,
            borderRadius: `${theme.shape.borderRadius}px`,
            fontFamily: theme.typography.fontFamily,
            fontSize: '0.9375rem',
            boxShadow: theme.shadows[8],
          },
          '.notistack-MuiContent-success': {
            backgroundColor: theme.palette.success.main,
          },
          '.notistack-MuiContent-error': {
            backgroundColor: theme.palette.error.main,
          },
          '.notistack-MuiContent-warning': {
            backgroundColor: theme.palette.warning.main,
          },
          '.notistack-MuiContent-info': {
            backgroundColor: theme.palette.info.main,
          },
        })}
      />
      <SnackbarProvider
        maxSnack={4}
        anchorOrigin={{ vertical, horizontal }}
        autoHideDuration={5000}
      >
        {children}
      </SnackbarProvider>
    </>
  );
}
