import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { NewPasswordSchema, PASSWORD_MESSAGES } from '@tallysheet/contract/identity/password';
import { session } from '@/lib/auth/session.ts';
import { completeNewPassword } from '../api/challenges.ts';
import { useStore } from '@/lib/store.ts';
import { AuthLayout } from '@/components/auth-layout.tsx';
import { challengePath, errorMessage, LOGIN_FAILED } from '../auth-form.ts';
import { applyServerErrors } from '@/lib/form-fields.ts';
import { passwordConfirmation } from '@/lib/password-confirmation.ts';
import {
  NewPasswordFields,
  UsernameForPasswordManagers,
} from '@/components/new-password-fields.tsx';
import { AuthSubmit, BackToLogin, FormError } from './auth-form-parts.tsx';

const USER_NOT_FOUND = 'Could not complete new password flow, user not found';

const NewPasswordFormSchema = z
  .object({ newPassword: NewPasswordSchema })
  .and(passwordConfirmation('newPassword', PASSWORD_MESSAGES.mismatch));

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
      <FormError error={error} />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <UsernameForPasswordManagers username={challenge?.username ?? ''} />
        <NewPasswordFields
          form={form}
          name="newPassword"
          confirmLabel="Confirm Password"
          autoFocus
        />
        <AuthSubmit loading={completing}>Set Password and Login</AuthSubmit>
      </Stack>
      <BackToLogin />
    </AuthLayout>
  );
}
