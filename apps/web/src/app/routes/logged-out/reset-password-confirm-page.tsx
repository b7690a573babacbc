import { ResetPasswordConfirm } from '@/features/auth/components/reset-password-confirm-form.tsx';
import { useDocumentTitle } from '@/lib/bootstrap/client-config.tsx';

/** Forgot password, step 2 (A§2.1): the e-mailed code and a new password. */
export default function ResetPasswordConfirmPage() {
  useDocumentTitle('Reset Password :: Confirmation');
  return <ResetPasswordConfirm />;
}
