import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { AuthCodePreview } from '@tallysheet/contract/identity/tokens';
import { SIGN_IN_LINK_TEXT, SignInLinkWho } from './sign-in-link-who.tsx';

/**
 * Above a Login form an invitation's code filled: whom it signs in, and "Not me" to empty the
 * form. Loaded only when a link brings a code, so the plain Login page stays as small as it was.
 */
export default function SignInLinkNotice({
  preview,
  onClear,
}: {
  preview: AuthCodePreview;
  onClear(): void;
}) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2, overflowWrap: 'anywhere' }}
      action={
        <Button color="inherit" size="small" onClick={onClear}>
          {SIGN_IN_LINK_TEXT.clear}
        </Button>
      }
    >
      <SignInLinkWho preview={preview} /> {SIGN_IN_LINK_TEXT.loginCheck}
    </Alert>
  );
}
