import { NewPasswordForm } from '@/features/auth/components/new-password-form.tsx';
import { useDocumentTitle } from '@/lib/bootstrap/client-config.tsx';

/** The new-password challenge of a sign-in (A§4), under the Login title. */
export default function SetNewPasswordPage() {
  useDocumentTitle('Login');
  return <NewPasswordForm />;
}
