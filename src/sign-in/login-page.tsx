import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { safeReturnUrl } from '../access/safe-return-url';
import { LtrValue } from '../components/fields/ltr-value';
import { env } from '../config/env';
import type { ApiHttpError } from '../http/api-http-error';
import { pageNavigation } from '../session/page-navigation';
import { AuthCard } from './auth-card';
import { AuthForm, EmailField } from './auth-form';
import { AuthLink } from './auth-link';
import { signIn } from './sign-in';
import { sendHeldSubmit } from './held-submits';
import { useIsHydrated } from './use-is-hydrated';
import { checkEmail, useAuthForm } from './use-auth-form';

const DEMO_LOGINS = [
  { email: 'admin@zfood.my', password: 'Admin123!' },
  { email: 'finance@zfood.my', password: 'Finance123!' },
  { email: 'reviewer@zfood.my', password: 'Reviewer123!' },
  { email: 'staff@zfood.my', password: 'Staff123!' },
  { email: 'client@zfood.my', password: 'Client123!' },
] as const;

/** What another sign-in page may hand over to this one (history state). */
export interface LoginNotice {
  notice: string;
}

function noticeOf(state: unknown): string | undefined {
  return typeof state === 'object' &&
    state !== null &&
    typeof (state as Partial<LoginNotice>).notice === 'string'
    ? (state as LoginNotice).notice
    : undefined;
}

/**
 * `/login`: email and password, the API's message in the form, the typed
 * email kept after a failure; on success, the console at the safe
 * `returnUrl` (never another origin), else `/`.
 */
export function LoginPage({
  search,
  state,
}: {
  search: string;
  state: unknown;
}) {
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const form = useAuthForm(
    { email: '', password: '' },
    {
      email: checkEmail,
      password: (value) => (value === '' ? 'Enter your password' : undefined),
    },
  );
  const notice = noticeOf(state);
  // The prerendered form shows before its script runs. Until React has
  // adopted it, a native submit would send the password in a GET query
  // string: with no submit button and two text fields, Enter and the
  // button do nothing natively, and what the user did is held until then.
  const isHydrated = useIsHydrated();
  useEffect(() => {
    if (isHydrated) sendHeldSubmit();
  }, [isHydrated]);

  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email.trim(), password);
      pageNavigation.replace(
        safeReturnUrl(new URLSearchParams(search).get('returnUrl')),
      );
    } catch (error) {
      form.showServerError(error as ApiHttpError);
    }
  });

  return (
    <AuthCard title="Sign in" subtitle="Sign in to manage the marketplace.">
      <AuthForm onSubmit={submit} rootError={form.rootError}>
        {notice && !form.rootError && (
          <Alert severity="success" role="status">
            {notice}
          </Alert>
        )}
        <EmailField {...form.field('email')} />
        <TextField
          {...form.field('password')}
          label="Password"
          type={isPasswordShown ? 'text' : 'password'}
          autoComplete="current-password"
          fullWidth
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    aria-label={
                      isPasswordShown ? 'Hide password' : 'Show password'
                    }
                    onClick={() => setIsPasswordShown((shown) => !shown)}
                  >
                    {isPasswordShown ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack direction="row" justifyContent="flex-end">
          <AuthLink to="/auth/forgot-password">Forgot password?</AuthLink>
        </Stack>
        <Button
          type={isHydrated ? 'submit' : 'button'}
          data-submits
          variant="contained"
          size="large"
          disabled={form.isSubmitting}
        >
          {form.isSubmitting ? 'Signing in…' : 'Sign in'}
        </Button>
        {env.appEnv !== 'production' && (
          <Alert severity="info" icon={false} role="note">
            <Typography variant="body2" fontWeight={600} sx={{ mb: 1 }}>
              Demo logins ({env.appEnv})
            </Typography>
            <Stack spacing={0.5}>
              {DEMO_LOGINS.map((demo) => (
                <Link
                  key={demo.email}
                  component="button"
                  type="button"
                  variant="body2"
                  // 24 px tall at least, the smallest target WCAG 2.2 AA allows.
                  sx={{ textAlign: 'left', minHeight: 24 }}
                  onClick={() => {
                    form.setValue('email', demo.email);
                    form.setValue('password', demo.password);
                  }}
                >
                  <LtrValue>
                    {demo.email} / {demo.password}
                  </LtrValue>
                </Link>
              ))}
            </Stack>
          </Alert>
        )}
      </AuthForm>
    </AuthCard>
  );
}
