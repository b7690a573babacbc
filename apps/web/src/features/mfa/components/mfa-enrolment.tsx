import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MFA_MESSAGES, normalizeMfaCode } from '@tallysheet/contract/identity/mfa';
import { PASSWORD_MESSAGES } from '@tallysheet/contract/identity/password';
import { ApiError } from '@/lib/api-client.ts';
import { OneTimeCodeField } from '@/components/one-time-code-field.tsx';
import { SENSITIVE } from '@/lib/sensitive.ts';
import { MFA_STATUS_QUERY_KEY, useSetupMfa, useVerifyMfa } from '../api/mfa.ts';
import { MFA_TEXT } from '../messages.ts';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { CurrentPasswordField } from './current-password-field.tsx';

const problemOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * Enrols an authenticator app (API.md tokens/mfa): the password again, then the QR code and key
 * of a new secret, a code to confirm it, then the recovery codes shown this once.
 */
export function MfaEnrolment({ onCancel, onDone }: { onCancel?(): void; onDone?(): void }) {
  const queryClient = useQueryClient();
  const setup = useSetupMfa();
  const verify = useVerifyMfa();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  if (verify.data)
    return (
      <RecoveryCodes
        codes={verify.data.recoveryCodes}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: MFA_STATUS_QUERY_KEY });
          onDone?.();
        }}
      />
    );
  if (!setup.data)
    return (
      <ConfirmPassword
        pending={setup.isPending}
        onCancel={onCancel}
        onSubmit={(password, onError) => setup.mutate(password, { onError })}
      />
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!normalizeMfaCode(code)) return setCodeError(MFA_MESSAGES.codeRequired);
    setCodeError(null);
    verify.mutate(code, {
      onError: (error) =>
        setCodeError(
          (error instanceof ApiError && error.fieldError('code')) ||
            problemOf(error, MFA_MESSAGES.codeInvalid),
        ),
    });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{MFA_TEXT.scan}</Typography>
      {/* The QR code and the key are the secret itself: never recorded. */}
      <Stack
        {...SENSITIVE}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: 'flex-start' }}
      >
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, bgcolor: '#fff' }}>
          <QrCode value={setup.data.otpauthUri} label={MFA_TEXT.qrLabel} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {MFA_TEXT.secretLabel}
          </Typography>
          <Typography
            data-testid="mfa-secret"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: 15 }}
          >
            {setup.data.secret.replace(/(.{4})/g, '$1 ').trim()}
          </Typography>
        </Box>
      </Stack>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <OneTimeCodeField
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={Boolean(codeError)}
          helperText={codeError ?? undefined}
          autoFocus
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && <Button onClick={onCancel}>{MFA_TEXT.cancel}</Button>}
          <Button type="submit" variant="contained" loading={verify.isPending}>
            {MFA_TEXT.verify}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}

/** The first step of an enrolment: the password again (a session left open is not enough). */
function ConfirmPassword({
  pending,
  onCancel,
  onSubmit,
}: {
  pending: boolean;
  onCancel?(): void;
  onSubmit(password: string, onError: (error: unknown) => void): void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!password) return setError(PASSWORD_MESSAGES.required);
    setError(null);
    onSubmit(password, (failure) => {
      const field = failure instanceof ApiError ? failure.fieldError('password') : undefined;
      if (field) setError(field);
      else setProblem(problemOf(failure, MFA_TEXT.setupFailed));
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography variant="body2">{MFA_TEXT.passwordIntro}</Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      <CurrentPasswordField value={password} onChange={setPassword} error={error} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel}>{MFA_TEXT.cancel}</Button>}
        <Button type="submit" variant="contained" loading={pending}>
          {MFA_TEXT.continue}
        </Button>
      </Stack>
    </Stack>
  );
}
