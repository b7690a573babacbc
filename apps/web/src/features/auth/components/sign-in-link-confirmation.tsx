import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuthCodePreview } from '@tallysheet/contract/identity/tokens';
import type { SignInStep } from '@/lib/auth/session.ts';
import { previewAuthCode, signInWithAuthCode } from '../api/auth-code.ts';
import { AuthLayout, BusyScreen } from '@/components/auth-layout.tsx';
import { SIGN_IN_LINK_TEXT, SignInLinkWho } from './sign-in-link-who.tsx';
import { errorMessage, LOGIN_FAILED } from '../auth-form.ts';

/**
 * Login CSRF: an auto-login link (`/auth?authCode=`) first says whom it signs in — name, masked e-mail and company, from the server — and signs
 * in only on Continue, so a link from someone else cannot silently sign a person into a
 * stranger's account.
 */
export function SignInLinkConfirmation({
  code,
  onSignedIn,
  onRefused,
  onCancel,
}: {
  code: string;
  onSignedIn(step: SignInStep): void;
  onRefused(message: string): void;
  onCancel(): void;
}) {
  const [preview, setPreview] = useState<AuthCodePreview | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  // Asks once, also when StrictMode runs the effect twice.
  const asked = useRef(false);
  const refused = useRef(onRefused);
  refused.current = onRefused;

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    previewAuthCode(code).then(setPreview, (error: unknown) =>
      refused.current(errorMessage(error, LOGIN_FAILED)),
    );
  }, [code]);

  if (!preview) return <BusyScreen message={SIGN_IN_LINK_TEXT.checking} />;

  const onContinue = () => {
    setSigningIn(true);
    signInWithAuthCode(code, { tenantId: preview.tenantId, username: preview.username }).then(
      onSignedIn,
      (error: unknown) => {
        setSigningIn(false);
        onRefused(errorMessage(error, LOGIN_FAILED));
      },
    );
  };

  return (
    <AuthLayout heading={SIGN_IN_LINK_TEXT.heading}>
      <Typography variant="body1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        <SignInLinkWho preview={preview} />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {SIGN_IN_LINK_TEXT.check}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={signingIn}>
          {SIGN_IN_LINK_TEXT.cancel}
        </Button>
        <Button variant="contained" onClick={onContinue} loading={signingIn}>
          {SIGN_IN_LINK_TEXT.continue}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
