/** What the approval portal and other e-mailed links answer when a link cannot be used. */
export const LINK_TOKEN_MESSAGES = {
  /** Unknown, malformed, revoked (replaced, or its contact removed) or for something else. */
  invalid: 'This link is not valid',
  expired: 'This link has expired',
} as const;
