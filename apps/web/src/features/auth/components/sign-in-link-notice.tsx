import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { decodeAuthCode, type AuthCodePreview } from '@tallysheet/contract/identity/tokens';
import { previewAuthCode } from '../api/auth-code.ts';
import { SIGN_IN_LINK_TEXT, SignInLinkWho } from './sign-in-link-who.tsx';

/**
 * An invitation's code (base64 JSON of Customer ID, username and password): the account it
 * fills the form with, and the server's word on whom it signs in; null for a code that is no
 * such bundle. Here, with the notice, so that only a link with a code loads them.
 */
export function readSignInLink(code: string) {
  const bundle = decodeAuthCode(code);
  if (!bundle) return null;
  return {
    account: { tenantId: bundle.tenantId, externalUserId: bundle.userId },
    password: bundle.password,
    preview: previewAuthCode(code),
  };
}

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
