import { SignUpForm } from '@/features/auth/components/sign-up-form.tsx';
import { useDocumentTitle } from '@/lib/bootstrap/client-config.tsx';

/** Start a free trial: a new company and its Billing Administrator. */
export default function SignUpPage() {
  useDocumentTitle('Start your free trial');
  return <SignUpForm />;
}
