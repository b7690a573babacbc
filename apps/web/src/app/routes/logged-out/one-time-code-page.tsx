import { OneTimeCodeForm } from '@/features/auth/components/one-time-code-form.tsx';
import { useDocumentTitle } from '@/lib/bootstrap/client-config.tsx';

/** The one-time-code challenge of a sign-in (A§4), under the Login title. */
export default function OneTimeCodePage() {
  useDocumentTitle('Login');
  return <OneTimeCodeForm />;
}
