import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { NewPasswordSchema, PASSWORD_MESSAGES } from '@tallysheet/contract/identity/password';
import { paths } from '@/config/paths.ts';
import { session } from '@/lib/auth/session.ts';
import { completeNewPassword } from '../api/challenges.ts';
import { useStore } from '@/lib/store.ts';
import { AuthLayout, AuthLinks } from '@/components/auth-layout.tsx';
import { challengePath, errorMessage, LOGIN_FAILED } from '../auth-form.ts';
import { applyServerErrors, fieldProps } from '@/lib/form-fields.ts';
import { PasswordField } from '@/components/password-field.tsx';
import { PasswordRules } from '@/components/password-rules.tsx';

const USER_NOT_FOUND = 'Could not complete new password flow, user not found';

const NewPasswordFormSchema = z.object({ newPassword: NewPasswordSchema }).and(
  z
    .object({ newPassword: z.string(), confirmPassword: z.string() })
    .refine((values) => values.newPassword === values.confirmPassword, {
      path: ['confirmPassword'],
      message: PASSWORD_MESSAGES.mismatch,
    }),
);

function BackToLogin() {
  return (
    <AuthLinks>
      <Link component={RouterLink} to={paths.login}>
        Back to Login
      </Link>
    </AuthLinks>
  );
}

/** The new-password challenge (A§4): a new password, then the user is signed in. */
export function NewPasswordForm() {
  const challenge = useStore(session, (state) => state.challenge);
  const navigate = useNavigate();
  // Completing the challenge clears it; do not flash "user not found" meanwhile.
  const [completing, setCompleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  if (!challenge && !completing)
    return (
      <AuthLayout heading="New password">
        <Alert severity="error">{USER_NOT_FOUND}</Alert>
        <BackToLogin />
      </AuthLayout>
    );

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setCompleting(true);
    try {
      const next = challengePath(await completeNewPassword(values.newPassword));
      if (next) navigate(next, { replace: true });
    } catch (caught) {
      setCompleting(false);
      if (!applyServerErrors(form, caught, ['newPassword']))
        setError(errorMessage(caught, LOGIN_FAILED));
    }
  });

  return (
    <AuthLayout
      heading="New password"
      intro="Your password must be changed before you can continue. Choose a new one."
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={challenge?.username ?? ''}
          readOnly
          hidden
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          autoFocus
          {...fieldProps(form, 'newPassword')}
        />
        <PasswordRules value={newPassword} />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...fieldProps(form, 'confirmPassword')}
        />
        <Button type="submit" variant="contained" size="large" loading={completing}>
          Set Password and Login
        </Button>
      </Stack>
      <BackToLogin />
    </AuthLayout>
  );
}
