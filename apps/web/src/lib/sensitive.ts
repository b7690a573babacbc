/**
 * The one mark of an element that shows a secret (an MFA secret or its QR code, recovery codes, an
 * API key shown once, a mail carrying a code or link): the session recorder blocks it and
 * everything inside it, so neither its text nor its attributes reach a recording. Spread it on
 * the element: `<Box {...SENSITIVE}>`.
 */
export const SENSITIVE = { 'data-sensitive': 'true' } as const;

/** What the session recorder blocks: every element marked SENSITIVE. */
export const SENSITIVE_SELECTOR = '[data-sensitive]';
