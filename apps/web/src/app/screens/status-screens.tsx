import Button from '@mui/material/Button';
import { signOut } from '@/lib/auth/session.ts';
import { MessageScreen } from './message-screen.tsx';

const LogoutButton = ({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) => (
  <Button variant={variant} onClick={() => void signOut()}>
    Logout
  </Button>
);

/** Shown instead of the app when the subscription does not allow this user in (A§2.3, A§4). */
export function LoginNotAllowedScreen({ brandName }: { brandName: string }) {
  return (
    <MessageScreen brandName={brandName} title="Login Not Allowed" actions={<LogoutButton />}>
      You are not allowed to login at this time. Your company&apos;s subscription is not active;
      please contact your Billing Administrator.
    </MessageScreen>
  );
}

/** Shown to users who have no system role (A§2.3). */
export function NoRoleScreen({ brandName }: { brandName: string }) {
  return (
    <MessageScreen brandName={brandName} title="No Role" actions={<LogoutButton />}>
      Your account does not have a system role yet, so there is nothing to show. Please contact your
      system administrator.
    </MessageScreen>
  );
}

/** The start-up data could not be loaded. */
export function BootstrapErrorScreen({
  brandName,
  onRetry,
}: {
  brandName: string;
  onRetry: () => void;
}) {
  return (
    <MessageScreen
      brandName={brandName}
      title="We could not load your account"
      actions={
        <>
          <Button variant="contained" onClick={onRetry}>
            Try Again
          </Button>
          <LogoutButton variant="outlined" />
        </>
      }
    >
      Your profile or company information did not load. Check your connection and try again.
    </MessageScreen>
  );
}
