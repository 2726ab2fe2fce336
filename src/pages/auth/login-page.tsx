import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { HttpError } from '@refinedev/core';
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
import { GuestOnly } from '../../access/guards';
import { env } from '../../config/env';
import {
  authProvider,
  type LoginCredentials,
} from '../../providers/auth-provider';
import { AuthCard } from './auth-card';
import { applyFormErrors } from './apply-form-errors';
import { AuthForm, EmailField } from './auth-form';

const DEMO_LOGINS: readonly LoginCredentials[] = [
  { email: 'admin@zfood.my', password: 'Admin123!' },
  { email: 'finance@zfood.my', password: 'Finance123!' },
  { email: 'reviewer@zfood.my', password: 'Reviewer123!' },
  { email: 'staff@zfood.my', password: 'Staff123!' },
  { email: 'client@zfood.my', password: 'Client123!' },
];

function LoginForm() {
  const queryClient = useQueryClient();
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginCredentials>({ defaultValues: { email: '', password: '' } });

  const onSubmit = async (values: LoginCredentials) => {
    const result = await authProvider.login({
      email: values.email.trim(),
      password: values.password,
    });
    if (result.success) {
      // Identity and can() answers cached before sign-in belong to nobody.
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      return;
    }
    applyFormErrors(
      result.error as Partial<HttpError> | undefined,
      ['email', 'password'],
      setError,
    );
  };

  return (
    <AuthForm
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      rootError={errors.root?.server?.message}
    >
      <EmailField control={control} />
      <Controller
        name="password"
        control={control}
        rules={{ required: 'Enter your password' }}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Password"
            type={isPasswordShown ? 'text' : 'password'}
            autoComplete="current-password"
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
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
        )}
      />
      <Stack direction="row" justifyContent="flex-end">
        <Link component={RouterLink} to="/auth/forgot-password" variant="body2">
          Forgot password?
        </Link>
      </Stack>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting}
      >
        {isSubmitting ? 'Signing in…' : 'Sign in'}
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
                sx={{ textAlign: 'left' }}
                onClick={() => {
                  setValue('email', demo.email, { shouldValidate: true });
                  setValue('password', demo.password, { shouldValidate: true });
                }}
              >
                {demo.email} / {demo.password}
              </Link>
            ))}
          </Stack>
        </Alert>
      )}
    </AuthForm>
  );
}

/**
 * `/login`: email and password, the API's message in the form, the typed
 * email kept after a failure. A signed-in user (or one who just signed in)
 * goes to the safe `returnUrl`, else `/` (SPEC.md §2, RELIABILITY.md A14).
 */
export function LoginPage() {
  return (
    <GuestOnly>
      <AuthCard title="Sign in" subtitle="Sign in to manage the marketplace.">
        <LoginForm />
      </AuthCard>
    </GuestOnly>
  );
}
