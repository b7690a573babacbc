/** The Manage API Keys screen's words (the spec names only the screen: plain English beside it). */
export const API_KEY_TEXT = {
  create: 'New API Key',
  empty: 'No API keys yet. Create one to reach the API from your own tools.',
  listError: 'The API keys could not be loaded.',
  intro:
    'An API key reaches the API (Authorization: Bearer tsk_…) within the scopes you choose, and only while you remain an Administrator. It never signs in, sets passwords or second factors, manages billing, settings or API keys, or changes users other than Associates.',
  scopes: 'Scopes',
  noScopes: 'None (made before scopes)',
  scopesHelp: 'What the key may do. Choose only what your tool needs.',
  name: 'Name',
  expires: 'Expires (optional)',
  expiresHelp: 'Leave empty for a key that works until it is revoked.',
  shownOnceTitle: 'Your new API key',
  shownOnceWarning: 'Copy this key now. It will not be shown again.',
  copy: 'Copy',
  copied: 'API key copied',
  copyFailed: 'Could not copy: select the key and copy it yourself',
  done: 'Done',
  revoke: 'Revoke',
  revokeTitle: 'Revoke API key?',
  revokeMessage: (name: string) =>
    `Anything that uses "${name}" is refused from its next request. This cannot be undone.`,
  alreadyRevoked: 'This key is revoked already',
} as const;

export const API_KEY_TOASTS = {
  createError: 'Error creating API key',
  revoked: 'Successfully revoked API key',
  revokeError: 'Error revoking API key',
} as const;
