import { ResetPasswordRequestForm } from '@/features/auth/components/reset-password-request-form.tsx';
import { useDocumentTitle } from '@/lib/bootstrap/client-config.tsx';

/** Forgot password (A§2.1): the code is e-mailed. */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  return <ResetPasswordRequestForm />;
}
