import type { FormEvent, ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface AuthFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The server's message for the whole form (bad credentials, expired code). */
  rootError?: string;
  children: ReactNode;
}

/** The sign-in pages' form: the server's message on top, then the fields. */
export function AuthForm({ onSubmit, rootError, children }: AuthFormProps) {
  return (
    <Stack component="form" noValidate spacing={5} onSubmit={onSubmit}>
      {rootError && (
        <Alert severity="error" role="alert">
          {rootError}
        </Alert>
      )}
      {children}
    </Stack>
  );
}

/** The e-mail field the sign-in, reset and code pages share. */
export function EmailField<T extends FieldValues & { email: string }>({
  control,
}: {
  control: Control<T>;
}) {
  return (
    <Controller
      // Every form given here has an `email` field (the type says so).
      name={'email' as Path<T>}
      control={control}
      rules={{
        required: 'Enter your email',
        pattern: {
          value: EMAIL_PATTERN,
          message: 'Enter a valid email address',
        },
      }}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label="Email"
          type="email"
          autoComplete="username"
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
