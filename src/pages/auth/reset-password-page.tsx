import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { GuestOnly } from '../../access/guards';
import { apiPost } from '../../http/api-client';
import { toHttpError } from '../../http/http-error';
import { notify } from '../../providers/notification-provider';
import { AuthCard } from './auth-card';
import { applyFormErrors } from './apply-form-errors';
import type { ResetPasswordState } from './verify-otp-page';
import { AuthForm } from './auth-form';

interface ResetPasswordValues {
  password: string;
  confirmation: string;
}

function isResetState(value: unknown): value is ResetPasswordState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<ResetPasswordState>).resetToken === 'string'
  );
}

function ResetPasswordForm({ resetToken }: { resetToken: string }) {
  const navigate = useNavigate();
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    defaultValues: { password: '', confirmation: '' },
  });

  const onSubmit = async ({ password }: ResetPasswordValues) => {
    try {
      await apiPost(
        '/auth/reset-password',
        { reset_token: resetToken, password },
        { skipAuthRefresh: true },
      );
      notify({
        message: 'Password changed. Sign in with the new one.',
        variant: 'success',
      });
      await navigate('/login', { replace: true });
    } catch (error) {
      applyFormErrors(toHttpError(error), ['password'], setError);
    }
  };

  return (
    <AuthForm
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      rootError={errors.root?.server?.message}
    >
      <Controller
        name="password"
        control={control}
        rules={{
          required: 'Choose a new password',
          minLength: { value: 8, message: 'Use at least 8 characters' },
        }}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="New password"
            type="password"
            autoComplete="new-password"
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="confirmation"
        control={control}
        rules={{
          required: 'Repeat the new password',
          validate: (value) =>
            value === getValues('password') || 'The passwords differ',
        }}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Repeat new password"
            type="password"
            autoComplete="new-password"
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting}
      >
        {isSubmitting ? 'Saving…' : 'Set new password'}
      </Button>
    </AuthForm>
  );
}

/** `/auth/reset-password`: a new password for the reset token verify-otp obtained. */
export function ResetPasswordPage() {
  const state: unknown = useLocation().state;
  return (
    <GuestOnly>
      <AuthCard
        title="Set a new password"
        subtitle="Use at least 8 characters."
      >
        {isResetState(state) ? (
          <ResetPasswordForm resetToken={state.resetToken} />
        ) : (
          <Stack spacing={4}>
            <Alert severity="warning">
              This page needs a verified code. Ask for a new one to reset your
              password.
            </Alert>
            <Link
              component={RouterLink}
              to="/auth/forgot-password"
              variant="body2"
            >
              Ask for a new code
            </Link>
          </Stack>
        )}
      </AuthCard>
    </GuestOnly>
  );
}
