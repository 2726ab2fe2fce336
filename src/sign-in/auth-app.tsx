import { useEffect } from 'react';
import { env } from '../config/env';
import { documentTitle } from '../layout/document-title';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { useAuthLocation } from './auth-navigation';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyOtpPage } from './verify-otp-page';

const TITLES: Record<string, string> = {
  '/login': 'Sign in',
  '/auth/forgot-password': 'Forgot password',
  '/auth/verify-otp': 'Check your email',
  '/auth/reset-password': 'Set a new password',
};

/**
 * The sign-in entry (`login.html`): sign-in, forgot password, code and new
 * password, in the console's theme and settings. It has no router, data
 * library, registry or grid: a visitor downloads only what these four forms
 * need, and the console loads after sign-in with a stored session.
 */
export function AuthApp() {
  const { pathname, search, state } = useAuthLocation();

  useEffect(() => {
    document.title = documentTitle(env.productName, TITLES[pathname]);
  }, [pathname]);

  return (
    <AppThemeProvider>
      {pathname === '/auth/forgot-password' ? (
        <ForgotPasswordPage key={search} search={search} />
      ) : pathname === '/auth/verify-otp' ? (
        <VerifyOtpPage key={search} search={search} />
      ) : pathname === '/auth/reset-password' ? (
        <ResetPasswordPage state={state} />
      ) : (
        <LoginPage search={search} state={state} />
      )}
    </AppThemeProvider>
  );
}
