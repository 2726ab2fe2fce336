import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

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
export function EmailField(props: TextFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="username"
      fullWidth
      {...props}
    />
  );
}
