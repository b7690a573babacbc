import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MFA_MESSAGES, normalizeMfaCode } from '@tallysheet/contract/identity/mfa';
import { ApiError } from '@/lib/api-client.ts';
import { OneTimeCodeField } from '@/components/one-time-code-field.tsx';
import { SENSITIVE } from '@/lib/sensitive.ts';
import { MFA_STATUS_QUERY_KEY, useSetupMfa, useVerifyMfa } from '../api/mfa.ts';
import { MFA_TEXT } from '../messages.ts';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

const problemOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * Enrols an authenticator app (API.md tokens/mfa): the QR code and key of a new secret, a code
 * to confirm it, then the recovery codes shown this once.
 */
export function MfaEnrolment({ onCancel, onDone }: { onCancel?(): void; onDone?(): void }) {
  const queryClient = useQueryClient();
  const setup = useSetupMfa();
  const verify = useVerifyMfa();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const { mutate: start } = setup;
  useEffect(() => start(), [start]);

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
  if (setup.isError)
    return (
      <Alert severity="error" action={<Button onClick={() => start()}>Retry</Button>}>
        {problemOf(setup.error, 'The authenticator app could not be set up.')}
      </Alert>
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
          {setup.data ? (
            <QrCode value={setup.data.otpauthUri} label={MFA_TEXT.qrLabel} />
          ) : (
            <Box sx={{ width: 176, height: 176 }} />
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {MFA_TEXT.secretLabel}
          </Typography>
          <Typography
            data-testid="mfa-secret"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: 15 }}
          >
            {setup.data?.secret.replace(/(.{4})/g, '$1 ').trim() ?? '…'}
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
          disabled={!setup.data}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && <Button onClick={onCancel}>{MFA_TEXT.cancel}</Button>}
          <Button
            type="submit"
            variant="contained"
            loading={verify.isPending}
            disabled={!setup.data}
          >
            {MFA_TEXT.verify}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
