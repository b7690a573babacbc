// The pieces the signed-out forms other than Login share (sign-up, reset password, new password),
// in one module so that they make one chunk.
// Login keeps its own: this file must stay off the sign-in page's path (its JS budget).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { paths } from '@/config/paths.ts';
import { signIn } from '@/lib/auth/session.ts';
import { AuthLinks } from '@/components/auth-layout.tsx';
import { challengePath, errorMessage, LOGIN_FAILED } from '../auth-form.ts';

/** The form's error above its fields, when there is one. */
export function FormError({ error }: { error: ReactNode }) {
  if (!error) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {error}
    </Alert>
  );
}

/** The form's one large submit button, busy while the form is sent. */
export function AuthSubmit({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" size="large" loading={loading}>
      {children}
    </Button>
  );
}

/** The "Back to Login" link, a further link or two beside it. */
export function BackToLogin({ children }: { children?: ReactNode }) {
  return (
    <AuthLinks>
      <Link component={RouterLink} to={paths.login}>
        Back to Login
      </Link>
      {children}
    </AuthLinks>
  );
}

/**
 * Signs in with a password just set (a new trial's, a reset one's), then goes to the challenge
 * the sign-in asks for, if any. A failed sign-in is told through `onError`.
 */
export async function signInWithNewPassword(
  credentials: { tenantId: string; username: string; password: string },
  navigate: (path: string) => void,
  onError: (message: string) => void,
) {
  try {
    const next = challengePath(await signIn(credentials));
    if (next) navigate(next);
  } catch (caught) {
    onError(errorMessage(caught, LOGIN_FAILED));
  }
}
