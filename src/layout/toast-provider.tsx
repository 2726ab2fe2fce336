import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { useSettings } from '../settings/settings-store';
import { themeConstants } from '../theme/theme-constants';

const container = '.notistack-SnackbarContainer';
const toastVariants = ['success', 'error', 'warning', 'info'] as const;

/**
 * notistack 3 under the theme: toasts where `toastPosition` says (top-right by
 * default), styled like the rest of the console (16 px padding all round, radius 10).
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
          // notistack styles its toasts with goober, whose sheet is appended
          // after MUI's (prepended) styles: at equal specificity notistack's
          // own padding, radius and colours would win, so every rule here is
          // scoped under the container to outrank them.
          [`${container} .notistack-MuiContent`]: {
            padding: `${themeConstants.toastPadding}px`,
            minHeight: 48,
            borderRadius: `${theme.shape.borderRadius}px`,
            fontFamily: theme.typography.fontFamily,
            fontSize: '0.9375rem',
            boxShadow: theme.shadows[8],
          },
          // The toast's own padding is 16 px; notistack would add 8 px
          // above and below the message inside them.
          [`${container} .notistack-MuiContent > #notistack-snackbar`]: {
            padding: 0,
          },
          // Each variant in its palette colour, with that colour's own text
          // (notistack's white reads at 2.3:1 on the dark theme's error).
          ...Object.fromEntries(
            toastVariants.map((variant) => [
              `${container} .notistack-MuiContent-${variant}`,
              {
                backgroundColor: theme.palette[variant].main,
                color: theme.palette[variant].contrastText,
              },
            ]),
          ),
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
