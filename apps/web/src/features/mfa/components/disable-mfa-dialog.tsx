import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { MFA_MESSAGES } from '@tallysheet/contract/identity/mfa';
import { PASSWORD_MESSAGES } from '@tallysheet/contract/identity/password';
import { ApiError } from '@/lib/api-client.ts';
import { OneTimeCodeField } from '@/components/one-time-code-field.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useDisableMfa } from '../api/mfa.ts';
import { MFA_TEXT } from '../messages.ts';
import { CurrentPasswordField } from './current-password-field.tsx';

type Errors = { password?: string; code?: string };

/** Turns the caller's second factor off with their password and a current code. */
export function DisableMfaDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const disable = useDisableMfa();
  const toast = useActionToast();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const close = () => {
    setPassword('');
    setCode('');
    setErrors({});
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      ...(!password && { password: PASSWORD_MESSAGES.required }),
      ...(!code.trim() && { code: MFA_MESSAGES.codeRequired }),
    };
    setErrors(found);
    if (found.password || found.code) return;
    disable.mutate(
      { password, code },
      {
        onSuccess: () => {
          toast(MFA_TEXT.turnedOff, { variant: 'success' });
          close();
        },
        onError: (error) => {
          const api = error instanceof ApiError ? error : undefined;
          const next = { password: api?.fieldError('password'), code: api?.fieldError('code') };
          if (next.password || next.code) setErrors(next);
          else
            toast(api?.message || 'Two-step verification could not be turned off.', {
              variant: 'error',
            });
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="mfa-off-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="mfa-off-title">{MFA_TEXT.turnOffTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{MFA_TEXT.turnOffIntro}</DialogContentText>
          <Stack spacing={2}>
            <CurrentPasswordField value={password} onChange={setPassword} error={errors.password} />
            <OneTimeCodeField
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={Boolean(errors.code)}
              helperText={errors.code}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{MFA_TEXT.cancel}</Button>
          <Button type="submit" color="error" variant="contained" loading={disable.isPending}>
            {MFA_TEXT.turnOff}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
