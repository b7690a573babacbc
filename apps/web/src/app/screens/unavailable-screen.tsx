import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { signOut } from '@/lib/auth/session.ts';
import { MessageScreen } from './message-screen.tsx';

/** The technical-difficulties page: Refresh Page, Logout and a mail link to support. */
export function UnavailableScreen({
  brandName,
  supportEmail,
  onRetry,
}: {
  brandName: string;
  supportEmail: string | null;
  onRetry?: () => void;
}) {
  return (
    <MessageScreen
      brandName={brandName}
      title={`${brandName} is experiencing technical difficulties`}
      actions={
        <>
          <Button
            variant="contained"
            onClick={() => (onRetry ? onRetry() : window.location.reload())}
          >
            Refresh Page
          </Button>
          <Button variant="outlined" onClick={() => void signOut()}>
            Logout
          </Button>
        </>
      }
    >
      Please try again in a moment.{' '}
      {supportEmail && <Link href={`mailto:${supportEmail}`}>Contact Technical Support</Link>}
    </MessageScreen>
  );
}
