import { AuthCodeSignIn } from '@/features/auth/components/auth-code-sign-in.tsx';
import { useDocumentTitle } from '@/lib/bootstrap/client-config.tsx';

/** Auto-login from a link (A§2.1, `/auth?authCode=`). */
export default function AuthCodePage() {
  useDocumentTitle('Logging you in');
  return <AuthCodeSignIn />;
}
