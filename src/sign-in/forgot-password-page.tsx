import Button from '@mui/material/Button';
import type { ApiHttpError } from '../http/api-http-error';
import { authRequest } from './auth-client';
import { AuthCard } from './auth-card';
import { AuthForm, EmailField } from './auth-form';
import { AuthLink } from './auth-link';
import { goTo } from './auth-navigation';
import { checkEmail, useAuthForm } from './use-auth-form';

/** `/auth/forgot-password`: asks for a 6-digit code by email. */
export function ForgotPasswordPage({ search }: { search: string }) {
  const form = useAuthForm(
    { email: new URLSearchParams(search).get('email') ?? '' },
    { email: checkEmail },
  );

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await authRequest('POST', '/auth/forgot-password', {
        body: { email: email.trim() },
      });
      goTo(`/auth/verify-otp?email=${encodeURIComponent(email.trim())}`);
    } catch (error) {
      form.showServerError(error as ApiHttpError);
    }
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a 6-digit code."
    >
      <AuthForm onSubmit={submit} rootError={form.rootError}>
        <EmailField {...form.field('email')} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.isSubmitting}
        >
          {form.isSubmitting ? 'Sending…' : 'Send code'}
        </Button>
        <AuthLink to="/login" textAlign="center">
          Back to sign in
        </AuthLink>
      </AuthForm>
    </AuthCard>
  );
}
