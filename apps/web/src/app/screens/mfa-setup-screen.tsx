import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MFA_MESSAGES } from '@tallysheet/contract/identity/mfa';
import { signOut } from '@/lib/auth/session.ts';
import { MfaEnrolment } from '@/features/mfa/components/mfa-enrolment.tsx';
import { MFA_TEXT } from '@/features/mfa/messages.ts';
import { AuthLayout, AuthLinks } from '@/components/auth-layout.tsx';
import { useDocumentTitle } from '@/lib/bootstrap/client-config.tsx';

/**
 * A§4 MFA setup: the tenant requires a second factor of administrators, and this one has none
 * yet, so the app waits behind this enrolment (the server refuses everything else meanwhile).
 */
export default function MfaSetupScreen() {
  useDocumentTitle(MFA_TEXT.requiredTitle);
  return (
    <AuthLayout heading={MFA_TEXT.requiredTitle} wide>
      <Alert severity="info" sx={{ mb: 2 }}>
        {MFA_MESSAGES.setupRequired}
      </Alert>
      <MfaEnrolment />
      <AuthLinks>
        <Button onClick={() => void signOut()}>Sign out</Button>
      </AuthLinks>
    </AuthLayout>
  );
}
