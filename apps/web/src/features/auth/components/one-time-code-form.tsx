import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { MFA_MESSAGES, normalizeMfaCode } from '@tallysheet/contract/identity/mfa';
import { paths } from '@/config/paths.ts';
import { session } from '@/lib/auth/session.ts';
import { completeMfa } from '../api/challenges.ts';
import { useStore } from '@/lib/store.ts';
import { OneTimeCodeField } from '@/components/one-time-code-field.tsx';
import { PlainTextField } from '@/components/plain-text-field.tsx';
import { AuthLayout, AuthLinks } from '@/components/auth-layout.tsx';
import { applyServerErrors, fieldProps } from '@/lib/form-fields.ts';
import { errorMessage, LOGIN_FAILED } from '../auth-form.ts';

const TEXT = {
  heading: 'Two-step verification',
  codeIntro: 'Enter the 6-digit code from your authenticator app.',
  recoveryIntro: 'Enter one of your recovery codes. Each code works once.',
  useRecovery: 'Use a recovery code',
  useApp: 'Use the authenticator app',
  submit: 'Verify',
  noChallenge: 'Sign in with your password first.',
} as const;

/** A§4: the sign-in's one-time code from an authenticator app, or a recovery code. */
export function OneTimeCodeForm() {
  const challenge = useStore(session, (state) => state.challenge);
  const [recovery, setRecovery] = useState(false);
  // Answering the challenge clears it; do not flash "sign in first" meanwhile.
  const [completing, setCompleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ defaultValues: { code: '' } });

  const backToLogin = (
    <AuthLinks>
      <Link component={RouterLink} to={paths.login}>
        Back to Login
      </Link>
    </AuthLinks>
  );
  if (challenge?.kind !== 'MFA_REQUIRED' && !completing)
    return (
      <AuthLayout heading={TEXT.heading}>
        <Alert severity="error">{error ?? TEXT.noChallenge}</Alert>
        {backToLogin}
      </AuthLayout>
    );

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setError(null);
    setCompleting(true);
    try {
      await completeMfa(code);
    } catch (caught) {
      setCompleting(false);
      if (!applyServerErrors(form, caught, ['code'])) setError(errorMessage(caught, LOGIN_FAILED));
    }
  });

  const switchMode = () => {
    setRecovery(!recovery);
    form.reset({ code: '' });
  };
  // The contract checks the code; here only that one was typed (spaces and dashes dropped).
  const field = {
    autoFocus: true,
    ...fieldProps(form, 'code', undefined, {
      validate: (code: string) => Boolean(normalizeMfaCode(code)) || MFA_MESSAGES.codeRequired,
    }),
  };

  return (
    <AuthLayout heading={TEXT.heading} intro={recovery ? TEXT.recoveryIntro : TEXT.codeIntro}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        {recovery ? (
          <PlainTextField
            key="recovery"
            label="Recovery code"
            autoComplete="off"
            inputProps={{ spellCheck: false, autoCapitalize: 'none' }}
            {...field}
          />
        ) : (
          <OneTimeCodeField key="code" {...field} />
        )}
        <Button type="submit" variant="contained" size="large" loading={completing}>
          {TEXT.submit}
        </Button>
      </Stack>
      <AuthLinks>
        <Link component="button" type="button" onClick={switchMode}>
          {recovery ? TEXT.useApp : TEXT.useRecovery}
        </Link>
        <Link component={RouterLink} to={paths.login}>
          Back to Login
        </Link>
      </AuthLinks>
    </AuthLayout>
  );
}
