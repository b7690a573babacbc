import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { useDocumentTitle } from '@/lib/bootstrap/client-config.tsx';

/** Login (A§2.1): the browser tab names the screen. */
export default function LoginPage() {
  useDocumentTitle('Login');
  return <LoginForm />;
}
