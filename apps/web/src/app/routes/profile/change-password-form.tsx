import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useActionToast } from '@/components/use-action-toast.ts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ChangePasswordSchema } from '@tallysheet/contract/identity/tokens';
import { PASSWORD_MESSAGES } from '@tallysheet/contract/identity/password';
import { USER_TOASTS } from '@tallysheet/contract/users/users';
import { applyServerErrors } from '@/components/editor-drawer/editor-form.ts';
import { session, signIn, signOut } from '@/lib/auth/session.ts';
import { useChangePassword } from '@/features/profile/api/change-password.ts';
import { PROFILE_TEXT } from '@/features/profile/messages.ts';
import { PasswordField } from '@/components/password-field.tsx';
import {
  NewPasswordFields,
  UsernameForPasswordManagers,
} from '@/components/new-password-fields.tsx';
import { fieldProps } from '@/lib/form-fields.ts';
import { passwordConfirmation } from '@/lib/password-confirmation.ts';

const ChangePasswordFormSchema = ChangePasswordSchema.and(
  passwordConfirmation('newPassword', PASSWORD_MESSAGES.mismatch),
);

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };
const isField = (path: string) => path === 'oldPassword' || path === 'newPassword';

/**
 * Changes the signed-in user's password. The change ends every session of the user, this one
 * included, so the page signs in again with the new password to keep the user signed in.
 */
export function ChangePasswordForm({ username }: { username: string }) {
  // A fresh form after a change: a reset would leave the empty fields' labels raised.
  const [generation, setGeneration] = useState(0);
  return (
    <PasswordForm
      key={generation}
      username={username}
      onChanged={() => setGeneration((value) => value + 1)}
    />
  );
}

function PasswordForm({ username, onChanged }: { username: string; onChanged(): void }) {
  const enqueueSnackbar = useActionToast();
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(ChangePasswordFormSchema), defaultValues: EMPTY });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
    } catch (error) {
      applyServerErrors(form, error, isField);
      enqueueSnackbar(USER_TOASTS.passwordError, { variant: 'error' });
      return;
    }
    const user = session.get().user;
    const signedIn = user
      ? await signIn({
          tenantId: user.tenantId,
          username: user.externalUserId,
          password: values.newPassword,
        }).catch(() => 'FAILED' as const)
      : 'FAILED';
    enqueueSnackbar(USER_TOASTS.passwordUpdated, { variant: 'success' });
    onChanged();
    // The old session is gone: without a new one, the login screen is the honest place to be.
    if (signedIn !== 'SUCCESS') await signOut({ remote: false });
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2}
      aria-label={PROFILE_TEXT.passwordTitle}
    >
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        required
        {...fieldProps(form, 'oldPassword')}
      />
      <NewPasswordFields
        form={form}
        name="newPassword"
        confirmLabel="Confirm New Password"
        required
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        {/* For password managers: whose password this is. */}
        <UsernameForPasswordManagers username={username} />
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {PROFILE_TEXT.changePassword}
        </Button>
      </Stack>
    </Stack>
  );
}
