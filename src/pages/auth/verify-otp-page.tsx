import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { GuestOnly } from '../../access/guards';
import { apiPost } from '../../http/api-client';
import { toHttpError } from '../../http/http-error';
import { AuthCard } from './auth-card';
import { applyFormErrors } from './apply-form-errors';
import { AuthForm, EmailField } from './auth-form';

interface VerifyOtpValues {
  email: string;
  otp: string;
}

/** What the reset-password page receives in the navigation state (never in the URL). */
export interface ResetPasswordState {
  email: string;
  resetToken: string;
}

function VerifyOtpForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VerifyOtpValues>({
    defaultValues: { email: params.get('email') ?? '', otp: '' },
  });

  const onSubmit = async ({ email, otp }: VerifyOtpValues) => {
    try {
      const { data } = await apiPost<{ data: { reset_token: string } }>(
        '/auth/verify-otp',
        { email: email.trim(), otp: otp.trim() },
        { skipAuthRefresh: true },
      );
      const state: ResetPasswordState = {
        email: email.trim(),
        resetToken: data.reset_token,
      };
      await navigate('/auth/reset-password', { state });
    } catch (error) {
      applyFormErrors(toHttpError(error), ['email', 'otp'], setError);
    }
  };

  return (
    <AuthForm
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      rootError={errors.root?.server?.message}
    >
      <EmailField control={control} />
      <Controller
        name="otp"
        control={control}
        rules={{
          required: 'Enter the 6-digit code',
          pattern: { value: /^\d{6}$/, message: 'The code has 6 digits' },
        }}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Code"
            autoComplete="one-time-code"
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting}
      >
        {isSubmitting ? 'Checking…' : 'Verify code'}
      </Button>
      <Link
        component={RouterLink}
        to="/auth/forgot-password"
        variant="body2"
        textAlign="center"
      >
        Send a new code
      </Link>
    </AuthForm>
  );
}

/** `/auth/verify-otp`: the emailed code in exchange for a reset token. */
export function VerifyOtpPage() {
  return (
    <GuestOnly>
      <AuthCard
        title="Check your email"
        subtitle="Enter the 6-digit code we sent you."
      >
        <VerifyOtpForm />
      </AuthCard>
    </GuestOnly>
  );
}
