import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { BusyScreen } from '@/components/auth-layout.tsx';
import {
  base64Param,
  challengePath,
  LOGIN_FAILED,
  type LoginLocationState,
  removeFromAddressBar,
} from '../auth-form.ts';
import { SignInLinkConfirmation } from './sign-in-link-confirmation.tsx';

/**
 * Auto-login (A§2.1): signs in with the link's authCode once the person confirms whom it signs
 * in (login CSRF, sign-in-link-confirmation.tsx). Failure goes to Login with the reason shown there; Cancel
 * goes to Login; a new-password challenge goes to the new-password screen.
 */
export function AuthCodeSignIn() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [authCode] = useState(() => base64Param(searchParams.get('authCode')));
  const toLogin = (error?: string) =>
    navigate(paths.login, {
      replace: true,
      ...(error && { state: { error } satisfies LoginLocationState }),
    });

  // The code holds a password: keep it out of the address bar and the history.
  useEffect(() => removeFromAddressBar('authCode'), []);
  useEffect(() => {
    if (!authCode) toLogin(LOGIN_FAILED);
    // Once, for the link's code.
  }, []);

  if (!authCode) return <BusyScreen message="Logging you in" />;
  return (
    <SignInLinkConfirmation
      code={authCode}
      onSignedIn={(step) => {
        const next = challengePath(step);
        if (next) navigate(next, { replace: true });
      }}
      onRefused={toLogin}
      onCancel={() => toLogin()}
    />
  );
}
