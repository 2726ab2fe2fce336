import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { ApiHttpError } from '../http/api-http-error';
import { authRequest } from './auth-client';
import { AuthCard } from './auth-card';
import { AuthForm, EmailField } from './auth-form';
import { AuthLink } from './auth-link';
import { goTo } from './auth-navigation';
import { checkEmail, useAuthForm } from './use-auth-form';

/** What the reset-password page receives in the history state (never in the URL). */
export interface ResetPasswordState {
  email: string;
  resetToken: string;
}

/** `/auth/verify-otp`: the emailed code in exchange for a reset token. */
export function VerifyOtpPage({ search }: { search: string }) {
  const form = useAuthForm(
    { email: new URLSearchParams(search).get('email') ?? '', otp: '' },
    {
      email: checkEmail,
      otp: (value) =>
        value.trim() === ''
          ? 'Enter the 6-digit code'
          : /^\d{6}$/.test(value.trim())
            ? undefined
            : 'The code has 6 digits',
    },
  );

  const submit = form.handleSubmit(async ({ email, otp }) => {
    try {
      const { data } = await authRequest<{ data: { reset_token: string } }>(
        'POST',
        '/auth/verify-otp',
        { body: { email: email.trim(), otp: otp.trim() } },
      );
      const state: ResetPasswordState = {
        email: email.trim(),
        resetToken: data.reset_token,
      };
      goTo('/auth/reset-password', { state });
    } catch (error) {
      form.showServerError(error as ApiHttpError);
    }
  });

  return (
    <AuthCard
      title="Check your email"
      subtitle="Enter the 6-digit code we sent you."
    >
      <AuthForm onSubmit={submit} rootError={form.rootError}>
        <EmailField {...form.field('email')} />
        <TextField
          {...form.field('otp')}
          label="Code"
          autoComplete="one-time-code"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.isSubmitting}
        >
          {form.isSubmitting ? 'Checking…' : 'Verify code'}
        </Button>
        <AuthLink to="/auth/forgot-password" textAlign="center">
          Send a new code
        </AuthLink>
      </AuthForm>
    </AuthCard>
  );
}
