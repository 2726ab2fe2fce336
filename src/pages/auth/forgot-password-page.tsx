import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { HttpError } from '@refinedev/core';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { GuestOnly } from '../../access/guards';
import { authProvider } from '../../providers/auth-provider';
import { AuthCard } from './auth-card';
import { applyFormErrors } from './apply-form-errors';
import { AuthForm, EmailField } from './auth-form';

interface ForgotPasswordValues {
  email: string;
}

function ForgotPasswordForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    defaultValues: { email: params.get('email') ?? '' },
  });

  const onSubmit = async ({ email }: ForgotPasswordValues) => {
    const result = await authProvider.forgotPassword?.({ email: email.trim() });
    if (result?.success) {
      await navigate(
        `/auth/verify-otp?email=${encodeURIComponent(email.trim())}`,
      );
      return;
    }
    applyFormErrors(
      result?.error as Partial<HttpError> | undefined,
      ['email'],
      setError,
    );
  };

  return (
    <AuthForm
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      rootError={errors.root?.server?.message}
    >
      <EmailField control={control} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting}
      >
        {isSubmitting ? 'Sending…' : 'Send code'}
      </Button>
      <Link
        component={RouterLink}
        to="/login"
        variant="body2"
        textAlign="center"
      >
        Back to sign in
      </Link>
    </AuthForm>
  );
}

/** `/auth/forgot-password`: asks for a 6-digit code by email. */
export function ForgotPasswordPage() {
  return (
    <GuestOnly>
      <AuthCard
        title="Forgot your password?"
        subtitle="Enter your email and we will send you a 6-digit code."
      >
        <ForgotPasswordForm />
      </AuthCard>
    </GuestOnly>
  );
}
