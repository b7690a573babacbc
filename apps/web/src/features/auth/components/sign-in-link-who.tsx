import type { AuthCodePreview } from '@tallysheet/contract/identity/tokens';

/** The confirmation's words (the spec gives none: plain English). */
export const SIGN_IN_LINK_TEXT = {
  heading: 'Sign in with this link?',
  checking: 'Checking the link',
  check: 'Continue only if this is your account.',
  continue: 'Continue',
  cancel: 'Cancel',
  /** On Login, where an invitation's code fills the form (A§2.1): Login is the confirmation. */
  loginCheck: 'Sign in only if this is your account.',
  clear: 'Not me',
} as const;

/** Whom a sign-in link signs in: "You are about to sign in as Name (e***) at Company." */
export function SignInLinkWho({ preview }: { preview: AuthCodePreview }) {
  return (
    <>
      You are about to sign in as <strong>{preview.name}</strong> ({preview.email}) at{' '}
      <strong>{preview.companyName}</strong>.
    </>
  );
}
