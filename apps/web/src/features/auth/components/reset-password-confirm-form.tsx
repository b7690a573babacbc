import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NewPasswordSchema, PASSWORD_MESSAGES } from '@tallysheet/contract/identity/password';
import { LOGIN_MESSAGES } from '@tallysheet/contract/identity/tokens';
import { buildPath, paths } from '@/config/paths.ts';
import { confirmPasswordReset } from '../api/confirm-password-reset.ts';
import { AuthLayout } from '@/components/auth-layout.tsx';
import { errorMessage } from '../auth-form.ts';
import { applyServerErrors, fieldProps } from '@/lib/form-fields.ts';
import { passwordConfirmation } from '@/lib/password-confirmation.ts';
import {
  NewPasswordFields,
  UsernameForPasswordManagers,
} from '@/components/new-password-fields.tsx';
import { AuthSubmit, BackToLogin, FormError, signInWithNewPassword } from './auth-form-parts.tsx';

const INVALID_URL_MESSAGE =
  'Could not complete password reset at this time. Please try again later';

// The confirmation is a separate object so its message shows beside the other fields' errors.
const ConfirmFormSchema = z
  .object({
    verificationCode: z.string().trim().min(1, LOGIN_MESSAGES.codeRequired),
    newPassword: NewPasswordSchema,
  })
  .and(passwordConfirmation('newPassword', PASSWORD_MESSAGES.resetMismatch));

function InvalidUrl() {
  const navigate = useNavigate();
  return (
    <AuthLayout heading="Invalid URL">
      <Alert severity="error" sx={{ mb: 2 }}>
        {INVALID_URL_MESSAGE}
      </Alert>
      <Button variant="contained" fullWidth onClick={() => navigate(paths.login)}>
        Back to Login
      </Button>
    </AuthLayout>
  );
}

function ConfirmForm({
  tenantId,
  username,
  destination,
}: {
  tenantId: string;
  username: string;
  destination: string;
}) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ConfirmFormSchema),
    defaultValues: { verificationCode: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await confirmPasswordReset({
        tenantId,
        externalUserId: username,
        verificationCode: values.verificationCode,
        newPassword: values.newPassword,
      });
    } catch (caught) {
      if (!applyServerErrors(form, caught, ['verificationCode', 'newPassword']))
        setError(errorMessage(caught, 'An error occurred'));
      return;
    }
    // The password is set: sign in with it (A§4 Forgot password, step 3).
    const credentials = { tenantId, username, password: values.newPassword };
    await signInWithNewPassword(credentials, navigate, setError);
  });

  return (
    <AuthLayout
      heading="Reset Password"
      intro={
        destination
          ? `A verification code was sent to ${destination}. Enter it and choose a new password.`
          : 'A verification code was sent to your e-mail address. Enter it and choose a new password.'
      }
    >
      <FormError error={error} />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <UsernameForPasswordManagers username={username} />
        <TextField
          label="Verification Code"
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...fieldProps(form, 'verificationCode')}
        />
        <NewPasswordFields form={form} name="newPassword" confirmLabel="Confirm Password" />
        <AuthSubmit loading={form.formState.isSubmitting}>Reset password</AuthSubmit>
      </Stack>
      <BackToLogin>
        <Link
          component={RouterLink}
          to={buildPath(paths.resetPassword, {}, { tenantId, username })}
        >
          Request a new code
        </Link>
      </BackToLogin>
    </AuthLayout>
  );
}

/** Forgot password, step 2 (A§2.1, A§4): the e-mailed code and a new password, then sign-in. */
export function ResetPasswordConfirm() {
  const [searchParams] = useSearchParams();
  const tenantId = searchParams.get('tenantId')?.trim() ?? '';
  const username = searchParams.get('username')?.trim() ?? '';
  if (!tenantId || !username) return <InvalidUrl />;
  return (
    <ConfirmForm
      tenantId={tenantId}
      username={username}
      destination={searchParams.get('destination') ?? ''}
    />
  );
}
