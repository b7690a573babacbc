import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { session, signOut } from '@/lib/auth/session.ts';
import { useStore } from '@/lib/store.ts';
import { MessageScreen } from './message-screen.tsx';

/**
 * The technical-difficulties page (A§2.3): Refresh Page, Logout (when signed in) and the
 * Contact Technical Support mail link (A§9), when the support address is known.
 */
export function UnavailableScreen({
  brandName,
  supportEmail,
  onRetry,
  inline,
}: {
  brandName: string;
  supportEmail: string | null;
  onRetry?: () => void;
  inline?: boolean;
}) {
  const signedIn = useStore(session, (state) => state.status === 'signedIn');
  return (
    <MessageScreen
      brandName={brandName}
      title={`${brandName} is experiencing technical difficulties`}
      inline={inline}
      actions={
        <>
          <Button
            variant="contained"
            onClick={() => (onRetry ? onRetry() : window.location.reload())}
          >
            Refresh Page
          </Button>
          {signedIn && (
            <Button variant="outlined" onClick={() => void signOut()}>
              Logout
            </Button>
          )}
        </>
      }
    >
      Please try again in a moment.{' '}
      {supportEmail && <Link href={`mailto:${supportEmail}`}>Contact Technical Support</Link>}
    </MessageScreen>
  );
}
