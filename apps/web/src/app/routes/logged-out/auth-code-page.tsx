import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { signInWithAuthCode } from '@/lib/auth/session.ts';
import { BusyScreen } from './auth-layout.tsx';
import {
  base64Param,
  challengePath,
  errorMessage,
  LOGIN_FAILED,
  type LoginLocationState,
  removeFromAddressBar,
} from './auth-form.ts';
import { useDocumentTitle } from '@/app/use-document-title.ts';

/**
 * Auto-login (A§2.1): signs in with the link's authCode. Failure goes to Login with the
 * reason shown there; a new-password challenge goes to the new-password screen.
 */
export default function AuthCodePage() {
  useDocumentTitle('Logging you in');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const authCode = base64Param(searchParams.get('authCode'));
  // Signs in once, also when StrictMode runs the effect twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    removeFromAddressBar('authCode');
    const toLogin = (error: string) =>
      navigate(paths.login, { replace: true, state: { error } satisfies LoginLocationState });
    if (!authCode) {
      toLogin(LOGIN_FAILED);
      return;
    }
    signInWithAuthCode(authCode).then(
      (result) => {
        const next = challengePath(result);
        if (next) navigate(next, { replace: true });
      },
      (error: unknown) => toLogin(errorMessage(error, LOGIN_FAILED)),
    );
  }, [authCode, navigate]);

  return <BusyScreen message="Logging you in" />;
}
