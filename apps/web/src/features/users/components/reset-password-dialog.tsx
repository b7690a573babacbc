import { useState } from 'react';
import { useActionToast } from '@/components/use-action-toast.ts';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { NewPasswordSchema, PASSWORD_MESSAGES } from '@tallysheet/contract/identity/password';
import { ApiError } from '@/lib/api-client.ts';
import { useResetUserPassword } from '@/features/users/api/reset-user-password.ts';
import { TOASTS, USER_TEXT } from '@/features/users/messages.ts';
import { PasswordField } from '@/components/password-field.tsx';
import { UserActionDialog } from './user-action-dialog.tsx';

type Mode = 'generate' | 'type';

const RESET_PASSWORD_TEXT = {
  title: 'Reset Password',
  generate: 'Generate a temporary password',
  type: 'Type a new password',
  rules: 'At least 8 characters, with an uppercase letter, a digit and a symbol.',
} as const;

interface Errors {
  newPassword?: string[];
  confirmPassword?: string;
}

function validate(newPassword: string, confirmPassword: string): Errors {
  const errors: Errors = {};
  const parsed = NewPasswordSchema.safeParse(newPassword);
  if (!parsed.success) errors.newPassword = parsed.error.issues.map((issue) => issue.message);
  if (confirmPassword !== newPassword) errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
  return errors;
}

const lines = (messages: string[]) =>
  messages.map((message) => (
    <span key={message} style={{ display: 'block' }}>
      {message}
    </span>
  ));

/**
 * Resets a user's password (A§4): the server generates a temporary one, or the administrator
 * types one in the new-password form; either way it is e-mailed.
 */
export function ResetPasswordDialog({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: { userId: string; displayName: string };
  onClose(): void;
}) {
  const enqueueSnackbar = useActionToast();
  const reset = useResetUserPassword();
  const [mode, setMode] = useState<Mode>('generate');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);

  const close = () => {
    setMode('generate');
    setNewPassword('');
    setConfirmPassword('');
    setErrors({});
    setSubmitted(false);
    onClose();
  };

  const confirm = async () => {
    if (mode === 'type') {
      const found = validate(newPassword, confirmPassword);
      setSubmitted(true);
      setErrors(found);
      if (found.newPassword || found.confirmPassword) return;
    }
    try {
      await reset.mutateAsync({
        userId: user.userId,
        ...(mode === 'type' ? { newPassword } : {}),
      });
      enqueueSnackbar(TOASTS.passwordUpdated, { variant: 'success' });
      close();
    } catch (error) {
      const message = error instanceof ApiError ? error.fieldError('newPassword') : undefined;
      if (message) setErrors({ newPassword: [message] });
      enqueueSnackbar(TOASTS.passwordError, { variant: 'error' });
    }
  };

  // After a first try, the messages follow the typing.
  const onType = (next: { newPassword?: string; confirmPassword?: string }) => {
    const value = { newPassword, confirmPassword, ...next };
    if (next.newPassword !== undefined) setNewPassword(next.newPassword);
    if (next.confirmPassword !== undefined) setConfirmPassword(next.confirmPassword);
    if (submitted) setErrors(validate(value.newPassword, value.confirmPassword));
  };

  const name = user.displayName || user.userId;
  return (
    <UserActionDialog
      open={open}
      title={RESET_PASSWORD_TEXT.title}
      message={USER_TEXT.resetExplained(name)}
      confirmLabel={RESET_PASSWORD_TEXT.title}
      loading={reset.isPending}
      onConfirm={() => void confirm()}
      onCancel={close}
      maxWidth="sm"
    >
      <RadioGroup
        aria-label="New password"
        value={mode}
        onChange={(event) => setMode(event.target.value as Mode)}
      >
        <FormControlLabel
          value="generate"
          control={<Radio size="small" />}
          label={RESET_PASSWORD_TEXT.generate}
        />
        <FormControlLabel
          value="type"
          control={<Radio size="small" />}
          label={RESET_PASSWORD_TEXT.type}
        />
      </RadioGroup>
      {mode === 'type' && (
        <Stack spacing={2} role="group" aria-label="New password form">
          <PasswordField
            label="New Password"
            required
            autoFocus
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => onType({ newPassword: event.target.value })}
            error={Boolean(errors.newPassword)}
            helperText={errors.newPassword ? lines(errors.newPassword) : RESET_PASSWORD_TEXT.rules}
          />
          <PasswordField
            label="Confirm Password"
            required
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => onType({ confirmPassword: event.target.value })}
            error={Boolean(errors.confirmPassword)}
            helperText={errors.confirmPassword}
          />
        </Stack>
      )}
    </UserActionDialog>
  );
}
