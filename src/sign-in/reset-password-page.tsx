import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ApiHttpError } from '../http/api-http-error';
import { authRequest } from './auth-client';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { AuthLink } from './auth-link';
import { goTo } from './auth-navigation';
import type { LoginNotice } from './login-page';
import { useAuthForm } from './use-auth-form';
import type { ResetPasswordState } from './verify-otp-page';

function isResetState(value: unknown): value is ResetPasswordState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<ResetPasswordState>).resetToken === 'string'
  );
}

function ResetPasswordForm({ resetToken }: { resetToken: string }) {
  const form = useAuthForm(
    { password: '', confirmation: '' },
    {
      password: (value) =>
        value === ''
          ? 'Choose a new password'
          : value.length < 8
            ? 'Use at least 8 characters'
            : undefined,
      confirmation: (value, values) =>
        value === ''
          ? 'Repeat the new password'
          : value === values.password
            ? undefined
            : 'The passwords differ',
    },
  );

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await authRequest('POST', '/auth/reset-password', {
        body: { reset_token: resetToken, password },
      });
      const state: LoginNotice = {
        notice: 'Password changed. Sign in with the new one.',
      };
      goTo('/login', { state, replace: true });
    } catch (error) {
      form.showServerError(error as ApiHttpError);
    }
  });

  return (
    <AuthForm onSubmit={submit} rootError={form.rootError}>
      <TextField
        {...form.field('password')}
        label="New password"
        type="password"
        autoComplete="new-password"
        fullWidth
      />
      <TextField
        {...form.field('confirmation')}
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        fullWidth
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={form.isSubmitting}
      >
        {form.isSubmitting ? 'Saving…' : 'Set new password'}
      </Button>
    </AuthForm>
  );
}

/** `/auth/reset-password`: a new password for the reset token verify-otp obtained. */
export function ResetPasswordPage({ state }: { state: unknown }) {
  return (
    <AuthCard title="Set a new password" subtitle="Use at least 8 characters.">
      {isResetState(state) ? (
        <ResetPasswordForm resetToken={state.resetToken} />
      ) : (
        <Stack spacing={4}>
          <Alert severity="warning">
            This page needs a verified code. Ask for a new one to reset your
            password.
          </Alert>
          <AuthLink to="/auth/forgot-password">Ask for a new code</AuthLink>
        </Stack>
      )}
    </AuthCard>
  );
}
